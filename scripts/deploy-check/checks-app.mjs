// The checks of what goes through the proxy to the app and back: uploads at and over the limits,
// the live message stream, and an instance stopping while requests keep coming.

import { signUpAndIn } from "./checks-proxy.mjs";
import { json, multipartFile, openStream, send } from "./client.mjs";
import { accessLogEntries, assert, instancesOf, uniqueTag } from "./evidence.mjs";

const MB = 1024 * 1024;

/**
 * @typedef {import("./checks-proxy.mjs").Context & {
 *   stopInstance(index: number): Promise<{ code: number | null, signal: string | null }>,
 *   readyWhileStopping(index: number): Promise<number | string>,
 *   drain?: { ready: number | string, exit: { code: number | null, signal: string | null } },
 * }} AppContext
 */

function upload(ctx, bytes) {
  const { body, contentType } = multipartFile("file", "resume.txt", "text/plain", Buffer.alloc(bytes, "a"));
  const [person] = ctx.people;
  assert(person, "nobody signed in (the session check failed)");
  return send(`${ctx.https}/api/account/files/resume`, {
    ca: ctx.ca,
    method: "POST",
    headers: { "content-type": contentType, cookie: person.cookie },
    body,
    timeoutMs: 30_000,
  });
}

/** POST with JSON as a signed-in person; the answer's body, once it has the expected status. */
async function postJson(ctx, person, route, body, expected) {
  const answer = await send(`${ctx.https}${route}`, {
    ca: ctx.ca,
    method: "POST",
    headers: { "content-type": "application/json", cookie: person.cookie },
    body: JSON.stringify(body),
  });
  assert(answer.status === expected, `POST ${route}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return json(answer);
}

/** @type {{ name: string, run: (ctx: AppContext) => Promise<string | undefined> }[]} */
export const appChecks = [
  {
    name: "upload: a 5 MB file goes through the proxy to the app (201)",
    async run(ctx) {
      const answer = await upload(ctx, 5 * MB);
      assert(answer.status === 201, `${answer.status} ${answer.text.slice(0, 200)}`);
      return undefined;
    },
  },
  {
    name: "upload: a 6 MB file gets the app's own 413 in JSON, not nginx's page",
    async run(ctx) {
      const answer = await upload(ctx, 6 * MB);
      assert(answer.status === 413, `${answer.status} ${answer.text.slice(0, 200)}`);
      assert(json(answer)?.code === "payload_too_large", `body ${answer.text.slice(0, 200)}`);
      // Every answer of the app carries its security headers; nginx's own 413 does not.
      assert(answer.headers["content-security-policy"] !== undefined, "answered by nginx, not by the app");
      return undefined;
    },
  },
  {
    name: "upload: a body over nginx's limit is refused by nginx with a 413 in JSON",
    async run(ctx) {
      const answer = await upload(ctx, 8 * MB);
      assert(answer.status === 413, `${answer.status} ${answer.text.slice(0, 200)}`);
      assert(json(answer)?.code === "payload_too_large", `body ${answer.text.slice(0, 200)}`);
      return undefined;
    },
  },
  {
    name: "stream: a live event reaches open streams on both instances through the proxy within 2 s (unbuffered)",
    async run(ctx) {
      const [referrer] = ctx.people;
      assert(referrer, "nobody signed in (the session check failed)");
      const company = await postJson(
        ctx,
        referrer,
        "/api/companies",
        { name: `Deploy Check ${referrer.username}`, location: "Lisbon, Portugal" },
        201,
      );
      const offering = await postJson(
        ctx,
        referrer,
        "/api/referrers",
        {
          companyId: company.id,
          experience: 5,
          description: "Happy to refer people for engineering roles.",
          currentEmployee: true,
          available: true,
        },
        201,
      );
      const seeker = await signUpAndIn(ctx, "b");
      // Two pages open: the second stream goes to the other instance (least_conn: the first holds
      // a connection), so whichever instance takes the request, the event crosses to the other.
      const tag = `stream-${uniqueTag()}`;
      const streams = [0, 1].map(() =>
        openStream(`${ctx.https}/api/messages/stream?${tag}`, {
          ca: ctx.ca,
          headers: { cookie: referrer.cookie, accept: "text/event-stream" },
        }),
      );
      try {
        for (const stream of streams) {
          const head = await stream.head;
          assert(head.status === 200, `stream: status ${head.status}`);
          const type = String(head.headers["content-type"]);
          assert(type.startsWith("text/event-stream"), `stream: Content-Type ${type}`);
          await stream.waitFor(/: connected/, 2000);
        }
        const sent = Date.now();
        await postJson(
          ctx,
          seeker,
          "/api/referral-requests",
          { offeringId: offering.id, message: "Hello! Could you refer me for the backend role?" },
          201,
        );
        await Promise.all(streams.map((stream) => stream.waitFor(/event: request\ndata: /, 2000)));
        const took = Date.now() - sent;
        for (const stream of streams) stream.close();
        const answered = instancesOf(ctx, await accessLogEntries(ctx, tag, 2));
        assert(
          answered.size === ctx.instances.length,
          `the streams were all on port(s) ${[...answered].join(", ")}`,
        );
        return `events ${took} ms after the request was sent`;
      } finally {
        for (const stream of streams) stream.close();
      }
    },
  },
  {
    name: "drain: requests through the proxy keep succeeding while an instance stops (SIGTERM)",
    async run(ctx) {
      const [person] = ctx.people;
      assert(person, "nobody signed in (the session check failed)");
      const stopped = ctx.instances[1];
      assert(stopped, "no second instance");
      let stopping = true;
      let sent = 0;
      /** @type {string[]} */
      const failures = [];
      // Four clients, one request after another each, for as long as the instance is stopping
      // and a moment after: every one must be answered by an instance that is still serving.
      const client = async () => {
        while (stopping) {
          const index = sent++;
          try {
            const answer = await send(`${ctx.https}/api/auth/me?drain=${index}`, {
              ca: ctx.ca,
              headers: { cookie: person.cookie },
            });
            if (answer.status !== 200)
              failures.push(`#${index}: ${answer.status} ${answer.text.slice(0, 120)}`);
          } catch (error) {
            failures.push(`#${index}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      };
      const clients = Promise.all([client(), client(), client(), client()]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const readyWhileDraining = ctx.readyWhileStopping(1);
      const exit = ctx.stopInstance(1);
      ctx.drain = { ready: await readyWhileDraining, exit: await exit };
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stopping = false;
      await clients;
      assert(
        failures.length === 0,
        `${failures.length} of ${sent} failed: ${failures.slice(0, 3).join("; ")}`,
      );
      const answered = instancesOf(ctx, await accessLogEntries(ctx, "drain=", sent));
      return `${sent} requests, answered by port(s) ${[...answered].join(", ")}`;
    },
  },
  {
    name: "drain: after SIGTERM the stopping instance answers /api/ready with 503",
    async run(ctx) {
      assert(ctx.drain, "the instance was not stopped (the check before failed)");
      assert(ctx.drain.ready === 503, `its /api/ready answered ${ctx.drain.ready} until it stopped`);
      return undefined;
    },
  },
  {
    name: "drain: the stopped instance exits cleanly (code 0) within 30 s",
    async run(ctx) {
      assert(ctx.drain, "the instance was not stopped (the check before failed)");
      assert(ctx.drain.exit.code === 0, `exit code ${ctx.drain.exit.code}, signal ${ctx.drain.exit.signal}`);
      return undefined;
    },
  },
  {
    name: "unavailable: with no instance up, the proxy answers 503 in JSON with Retry-After",
    async run(ctx) {
      await Promise.all(ctx.instances.map((_, index) => ctx.stopInstance(index)));
      const answer = await send(`${ctx.https}/api/health`, { ca: ctx.ca });
      assert(answer.status === 503, `${answer.status} ${answer.text.slice(0, 200)}`);
      assert(json(answer)?.code === "unavailable", `body ${answer.text.slice(0, 200)}`);
      assert(answer.headers["retry-after"] !== undefined, "no Retry-After");
      assert(/^[0-9a-f]{32}$/.test(String(answer.headers["x-request-id"])), "no X-Request-Id of nginx's");
      return undefined;
    },
  },
];
