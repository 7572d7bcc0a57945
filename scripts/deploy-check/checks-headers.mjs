// The checks of what the proxy passes on and what it keeps out: request ids, the client's
// address, /metrics.
import { send } from "./client.mjs";
import { accessLogEntries, appLogLine, assert, uniqueTag } from "./evidence.mjs";

/** @type {{ name: string, run: (ctx: import("./checks-proxy.mjs").Context) => Promise<string | undefined> }[]} */
export const headerChecks = [
  {
    name: "request id: the answer carries nginx's $request_id",
    async run(ctx) {
      const tag = `rid-${uniqueTag()}`;
      const answer = await send(`${ctx.https}/api/health?${tag}`, { ca: ctx.ca });
      const [entry] = await accessLogEntries(ctx, tag, 1);
      const given = answer.headers["x-request-id"];
      assert(entry && given === entry.request_id, `X-Request-Id ${given}, nginx logged ${entry?.request_id}`);
      return undefined;
    },
  },
  {
    name: "request id: a client's own X-Request-Id is replaced by nginx's",
    async run(ctx) {
      const tag = `rid-forged-${uniqueTag()}`;
      const answer = await send(`${ctx.https}/api/health?${tag}`, {
        ca: ctx.ca,
        headers: { "x-request-id": "chosen-by-the-client" },
      });
      const [entry] = await accessLogEntries(ctx, tag, 1);
      const given = answer.headers["x-request-id"];
      assert(given !== "chosen-by-the-client", "the client's id came back");
      assert(entry && given === entry.request_id, `X-Request-Id ${given}, nginx logged ${entry?.request_id}`);
      return undefined;
    },
  },
  {
    name: "request id: the app logs the request under nginx's id (X-Request-Id from a trusted proxy)",
    async run(ctx) {
      const tag = `rid-log-${uniqueTag()}`;
      // An unknown API path: answered 404 by the app, and logged (health checks are not).
      const answer = await send(`${ctx.https}/api/deploy-check/${tag}`, { ca: ctx.ca });
      assert(answer.status === 404, `status ${answer.status}`);
      const [entry] = await accessLogEntries(ctx, tag, 1);
      assert(entry, "nginx logged no line for the request");
      const found = await appLogLine(ctx, [tag, `"reqId":"${entry.request_id}"`]);
      assert(found, `no app log line of ${tag} has reqId ${entry.request_id}`);
      return undefined;
    },
  },
  {
    name: "client address: the app logs the client's address, not the proxy's nor a forged X-Forwarded-For",
    async run(ctx) {
      const tag = `address-${uniqueTag()}`;
      const answer = await send(`${ctx.https}/api/deploy-check/${tag}`, {
        ca: ctx.ca,
        localAddress: "127.0.0.3",
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
      assert(answer.status === 404, `status ${answer.status}`);
      const found = await appLogLine(ctx, [tag, '"remoteAddress"']);
      assert(found, `no app log line of ${tag} names an address`);
      const address = /"remoteAddress":"([^"]*)"/.exec(found.line)?.[1];
      assert(address === "127.0.0.3", `the app saw ${address}`);
      return undefined;
    },
  },
  {
    name: "metrics: /metrics from anywhere but the monitoring address is refused by nginx (403)",
    async run(ctx) {
      const answer = await send(`${ctx.https}/metrics`, {
        ca: ctx.ca,
        headers: { authorization: `Bearer ${ctx.metricsToken}` },
      });
      assert(answer.status === 403, `status ${answer.status}`);
      // The app's answers carry its security headers; nginx's refusal does not.
      assert(answer.headers["content-security-policy"] === undefined, "the request reached the app");
      return undefined;
    },
  },
  {
    name: "metrics: the monitoring address with METRICS_TOKEN gets Prometheus text (and without it, not)",
    async run(ctx) {
      const options = { ca: ctx.ca, localAddress: ctx.monitoringAddress };
      const answer = await send(`${ctx.https}/metrics`, {
        ...options,
        headers: { authorization: `Bearer ${ctx.metricsToken}` },
      });
      assert(answer.status === 200, `with the token: ${answer.status} ${answer.text.slice(0, 200)}`);
      assert(/^# (HELP|TYPE) /m.test(answer.text), `not Prometheus text: ${answer.text.slice(0, 200)}`);
      const anonymous = await send(`${ctx.https}/metrics`, options);
      assert(anonymous.status !== 200, "answered 200 without the token");
      return undefined;
    },
  },
];
