// The HTTP client of the deployment check: node:http/node:https rather than fetch, for what a proxy
// check needs and fetch cannot do: trust one self-signed certificate for one request, send from a
// chosen loopback address (127.0.0.2 is "another host" to nginx's allow/deny), read a stream as
// it arrives.
import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";

/**
 * @typedef {{ status: number, headers: import("node:http").IncomingHttpHeaders, text: string }} Answer
 * @typedef {{
 *   method?: string,
 *   headers?: Record<string, string>,
 *   body?: string | Buffer,
 *   ca?: string,
 *   localAddress?: string,
 *   timeoutMs?: number,
 * }} RequestOptions
 */

function open(url, options, onResponse) {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const body = options.body;
  const headers = { ...options.headers };
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  const request = client.request(target, {
    method: options.method ?? "GET",
    headers,
    // A connection of its own for every request, as separate clients would open: the proxy
    // chooses an instance per connection it balances, and no socket outlives the check.
    agent: false,
    ca: options.ca,
    localAddress: options.localAddress,
  });
  request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
  request.on("response", onResponse);
  request.end(body);
  return request;
}

/** @param {string} url @param {RequestOptions} [options] @returns {Promise<Answer>} */
export function send(url, options = {}) {
  return new Promise((resolve, reject) => {
    const request = open(url, options, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", reject);
  });
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function json(answer) {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/** The `name=value` of a Set-Cookie line, for the Cookie header of the next requests. */
export function cookiePair(setCookie) {
  return setCookie.split(";", 1)[0] ?? "";
}

/**
 * A request whose answer is read as it arrives (Server-Sent Events): `waitFor` resolves once the
 * text received so far matches, or rejects after `timeoutMs`.
 * @param {string} url @param {RequestOptions} [options]
 */
export function openStream(url, options = {}) {
  let received = "";
  let ended = false;
  /** @type {Set<() => void>} */
  const listeners = new Set();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  /** @type {import("node:http").ClientRequest | undefined} */
  let request;
  /** @type {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders }>} */
  const head = new Promise((resolve, reject) => {
    request = open(url, { ...options, timeoutMs: options.timeoutMs ?? 60_000 }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        received += chunk;
        notify();
      });
      response.on("close", () => {
        ended = true;
        notify();
      });
    });
    request.on("error", (error) => {
      ended = true;
      notify();
      reject(error);
    });
  });
  // A stream closed before its answer came rejects `head`; nobody may be waiting for it then.
  head.catch(() => {});
  const stream = {
    head,
    close: () => request?.destroy(),
    /** @param {RegExp} pattern @param {number} timeoutMs */
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(received)) {
            finish();
            resolve(received);
          } else if (ended) {
            finish();
            reject(new Error(`the stream ended without ${pattern}; it sent: ${JSON.stringify(received)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(
              `nothing matching ${pattern} within ${timeoutMs} ms; received: ${JSON.stringify(received)}`,
            ),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
  return stream;
}

/** A multipart/form-data body with one file in `field`, as a browser's upload form sends it. */
export function multipartFile(field, fileName, contentType, data) {
  const boundary = `----borderless${randomBytes(12).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
