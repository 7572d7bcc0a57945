// The checks of the set-up itself and of what the proxy does with each request: the start, the
// redirects, HTTPS as the app sees it, balancing, sessions across instances. Each check throws with
// the reason it failed, or returns a short note of what it saw.
import { randomBytes } from "node:crypto";
import { cookiePair, json, send } from "./client.mjs";
import { accessLogEntries, assert, instancesOf, uniqueTag } from "./evidence.mjs";

/**
 * @typedef {{
 *   https: string,
 *   http: string,
 *   ca: string,
 *   accessLog: string,
 *   instances: { port: number, lines: string[] }[],
 *   metricsToken: string,
 *   monitoringAddress: string,
 *   migrationCount: number,
 *   database: { query(sql: string): Promise<Record<string, unknown>[]> },
 *   people: { cookie: string, username: string }[],
 * }} Context
 */

/** @type {{ name: string, run: (ctx: Context) => Promise<string | undefined> }[]} */
export const proxyChecks = [
  {
    name: "migrations: each applied exactly once with both instances starting together (advisory lock)",
    async run(ctx) {
      const [row] = await ctx.database.query(
        "select count(*)::int as total, count(distinct hash)::int as different from drizzle.__drizzle_migrations",
      );
      assert(
        row?.total === ctx.migrationCount && row?.different === ctx.migrationCount,
        `drizzle.__drizzle_migrations has ${row?.total} rows (${row?.different} different) for ${ctx.migrationCount} migrations`,
      );
      return `${ctx.migrationCount} migrations`;
    },
  },
  {
    name: "http: a page on port 80 redirects (301) to the same address over HTTPS",
    async run(ctx) {
      const answer = await send(`${ctx.http}/jobs?country=PT`);
      assert(answer.status === 301, `status ${answer.status}`);
      const location = answer.headers.location ?? "";
      assert(location === "https://localhost/jobs?country=PT", `Location: ${location}`);
      return undefined;
    },
  },
  {
    name: "http: the API on port 80 is refused (403 JSON), never redirected",
    async run(ctx) {
      const answer = await send(`${ctx.http}/api/health`);
      assert(answer.status === 403, `status ${answer.status}`);
      assert(answer.headers.location === undefined, `redirected to ${answer.headers.location}`);
      assert(json(answer)?.code === "forbidden", `body ${answer.text}`);
      return undefined;
    },
  },
  {
    name: "health: GET /api/health through the proxy answers 200 {status: ok}",
    async run(ctx) {
      const answer = await send(`${ctx.https}/api/health`, { ca: ctx.ca });
      assert(answer.status === 200 && json(answer)?.status === "ok", `${answer.status} ${answer.text}`);
      return undefined;
    },
  },
  {
    name: "https: answers pin HTTPS (Strict-Transport-Security: the app believes the proxy's X-Forwarded-Proto)",
    async run(ctx) {
      const answer = await send(`${ctx.https}/api/health`, { ca: ctx.ca });
      const hsts = answer.headers["strict-transport-security"] ?? "";
      assert(hsts.includes("max-age=31536000"), `Strict-Transport-Security: ${hsts || "(none)"}`);
      return undefined;
    },
  },
  {
    name: "ready: GET /api/ready answers 200 through the proxy and on each instance",
    async run(ctx) {
      const through = await send(`${ctx.https}/api/ready`, { ca: ctx.ca });
      assert(through.status === 200, `through the proxy: ${through.status} ${through.text.slice(0, 200)}`);
      for (const { port } of ctx.instances) {
        const direct = await send(`http://127.0.0.1:${port}/api/ready`);
        assert(
          direct.status === 200,
          `instance on port ${port}: ${direct.status} ${direct.text.slice(0, 200)}`,
        );
      }
      return undefined;
    },
  },
  {
    name: "balancing: requests are spread over both instances",
    async run(ctx) {
      const tag = `balance-${uniqueTag()}`;
      for (let i = 0; i < 10; i++) {
        const answer = await send(`${ctx.https}/api/health?${tag}=${i}`, { ca: ctx.ca });
        assert(answer.status === 200, `request ${i}: ${answer.status}`);
      }
      const answered = instancesOf(ctx, await accessLogEntries(ctx, tag, 10));
      assert(
        answered.size === ctx.instances.length,
        `answered by port(s) ${[...answered].join(", ") || "none"}`,
      );
      return `ports ${[...answered].join(", ")}`;
    },
  },
  {
    name: "session: signing up and in over HTTPS sets a Secure, HttpOnly __Host- cookie",
    async run(ctx) {
      const person = await signUpAndIn(ctx, "a");
      // Signed in all the same: the checks after this one need someone, whatever the cookie's form.
      ctx.people.push(person);
      const attributes = person.setCookie.split(";").map((part) => part.trim().toLowerCase());
      assert(person.setCookie.startsWith("__Host-"), `Set-Cookie: ${person.setCookie}`);
      for (const wanted of ["secure", "httponly", "path=/"]) {
        assert(attributes.includes(wanted), `no ${wanted} in Set-Cookie: ${person.setCookie}`);
      }
      assert(!attributes.some((part) => part.startsWith("domain=")), `a Domain in ${person.setCookie}`);
      return undefined;
    },
  },
  {
    name: "session: the cookie works on the next requests, whichever instance answers",
    async run(ctx) {
      const [person] = ctx.people;
      assert(person, "nobody signed in (the check before failed)");
      const tag = `session-${uniqueTag()}`;
      for (let i = 0; i < 8; i++) {
        const answer = await send(`${ctx.https}/api/auth/me?${tag}=${i}`, {
          ca: ctx.ca,
          headers: { cookie: person.cookie },
        });
        assert(
          answer.status === 200 && json(answer)?.username === person.username,
          `request ${i}: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      const answered = instancesOf(ctx, await accessLogEntries(ctx, tag, 8));
      assert(answered.size === ctx.instances.length, `only port(s) ${[...answered].join(", ")} answered`);
      return undefined;
    },
  },
];

/** Registers a person through the proxy and signs them in; their cookie for the next requests. */
export async function signUpAndIn(ctx, label) {
  const username = `deploy_${label}_${uniqueTag()}`;
  const password = `Deploy check ${randomBytes(12).toString("hex")}`;
  const headers = { "content-type": "application/json" };
  const registered = await send(`${ctx.https}/api/auth/register`, {
    ca: ctx.ca,
    method: "POST",
    headers,
    body: JSON.stringify({
      fullName: `Deploy Check ${label.toUpperCase()}`,
      username,
      email: `${username}@example.com`,
      password,
    }),
  });
  assert(registered.status === 201, `sign-up: ${registered.status} ${registered.text.slice(0, 200)}`);
  const login = await send(`${ctx.https}/api/auth/login`, {
    ca: ctx.ca,
    method: "POST",
    headers,
    body: JSON.stringify({ username, password }),
  });
  assert(login.status === 200, `sign-in: ${login.status} ${login.text.slice(0, 200)}`);
  const setCookie =
    [login.headers["set-cookie"] ?? []].flat().find((line) => line.includes("session=")) ?? "";
  assert(setCookie !== "", "sign-in set no session cookie");
  return { username, cookie: cookiePair(setCookie), setCookie };
}
