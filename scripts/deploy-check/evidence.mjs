// What the checks look at besides the answers themselves: nginx's access log (one JSON line per
// request, naming the instance that answered) and the instances' own log lines.
import { randomBytes } from "node:crypto";
import fs from "node:fs";

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** A text to find one request by, in the URL and so in both logs. */
export function uniqueTag() {
  return randomBytes(6).toString("hex");
}

/** The access log's entries whose URI contains `text`, once there are `count` (nginx writes a line as a request ends). */
export async function accessLogEntries(ctx, text, count, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = fs
      .readFileSync(ctx.accessLog, "utf8")
      .split("\n")
      .filter((line) => line.includes(text))
      .map((line) => JSON.parse(line));
    if (entries.length >= count || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The instances (by port) that answered the logged requests. */
export function instancesOf(ctx, entries) {
  return new Set(
    entries
      .flatMap((entry) => String(entry.upstream_addr).split(/[,:] ?/))
      .map(Number)
      .filter((port) => ctx.instances.some((instance) => instance.port === port)),
  );
}

/** An app log line (JSON) that contains every one of `texts`, waiting for it briefly. */
export async function appLogLine(ctx, texts, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const instance of ctx.instances) {
      const line = instance.lines.find((candidate) => texts.every((text) => candidate.includes(text)));
      if (line) return { line, port: instance.port };
    }
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
