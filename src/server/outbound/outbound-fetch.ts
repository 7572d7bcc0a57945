import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { type AllowEntry, allowsAddress, allowsHost, isPublicAddress } from "./address-policy";

/** Why a fetch did not bring a page back; each is counted in /metrics (docs/metrics.md). */
export const OUTBOUND_FAILURES = [
  "bad_address",
  "private_address",
  "too_many_redirects",
  "insecure_redirect",
  "too_large",
  "timed_out",
  "unreachable",
  "http_error",
] as const;
export type OutboundFailure = (typeof OUTBOUND_FAILURES)[number];

/** A fetch refused or failed, with what happened in words an operator (or a person) can act on. */
export class OutboundError extends Error {
  readonly reason: OutboundFailure;
  /** The HTTP status, for `http_error`. */
  readonly status: number | undefined;
  constructor(reason: OutboundFailure, message: string, status?: number) {
    super(message);
    this.name = "OutboundError";
    this.reason = reason;
    this.status = status;
  }
}

export interface OutboundRequest {
  /** What the fetch is for ('feed', …), the label of its metrics. */
  purpose: string;
  /** The whole answer, redirects and body included, must arrive within this. */
  timeoutMs: number;
  /** Larger answers (after decompression) are refused. */
  maxBytes: number;
  accept?: string;
}

export interface OutboundAnswer {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  body: Buffer;
}

export interface OutboundFetcher {
  fetch(url: string, request: OutboundRequest): Promise<OutboundAnswer>;
}

export interface OutboundOptions {
  /** OUTBOUND_ALLOW: hosts and ranges that may be reached although they are not public. */
  allow: readonly AllowEntry[];
  /** Named in every request, so a site's owner knows who fetches. */
  userAgent: string;
  /** Told of every fetch's outcome ('ok' or the failure's reason). */
  onOutcome?: (purpose: string, outcome: "ok" | OutboundFailure) => void;
  /** Name resolution; tests give their own. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const MAX_REDIRECTS = 5;

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;
}

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** The address checked: http(s), a host, no user name or password. */
function checkAddress(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundError("bad_address", `${text} is not a web address`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError(
      "bad_address",
      `${url.protocol.slice(0, -1)} addresses are not fetched, only http and https`,
    );
  }
  if (url.username || url.password) {
    throw new OutboundError("bad_address", "addresses with a user name or password are not fetched");
  }
  return url;
}

/**
 * Where a redirect leads, checked as the first address was; a step down from https to http is
 * refused (what was asked for privately would be fetched in the clear).
 */
export function nextHop(current: URL, location: string, refused: (e: OutboundError) => OutboundError): URL {
  let next: URL;
  try {
    next = checkAddress(new URL(location, current).href);
  } catch (error) {
    if (error instanceof OutboundError) throw refused(error);
    throw refused(new OutboundError("bad_address", `${location} is not a web address`));
  }
  if (current.protocol === "https:" && next.protocol === "http:") {
    throw new OutboundError(
      "insecure_redirect",
      `${current.href} redirected from https to http (${next.href}), which is not followed`,
    );
  }
  return next;
}

/** Counts bytes through a stream and stops it once they pass the cap. */
function sizeCap(maxBytes: number, onTooLarge: () => Error): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.byteLength;
      if (size > maxBytes) callback(onTooLarge());
      else callback(null, chunk);
    },
  });
}

function decoderFor(encoding: string | undefined): Transform | undefined {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/**
 * The one way the server fetches a URL from outside (feeds; pasted job links; rate files): GET over
 * http(s) to public addresses only. The name is resolved here and the connection goes to the address
 * that was checked (no second lookup a DNS answer could change); every redirect is checked again, at
 * most five, never from https to http; the time and size caps cover the whole answer, decompressed.
 */
export function createOutboundFetcher(options: OutboundOptions): OutboundFetcher {
  const resolveHost =
    options.resolve ?? ((host: string) => dns.promises.lookup(host, { all: true, verbatim: true }));

  /** The addresses of a host that may be reached, or the refusal naming the first that may not. */
  async function reachable(url: URL): Promise<{ address: string; family: number }[]> {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const port = defaultPort(url);
    const byName = allowsHost(options.allow, host, port);
    let found: { address: string; family: number }[];
    if (isIP(host)) found = [{ address: host, family: isIP(host) }];
    else {
      try {
        found = await resolveHost(host);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new OutboundError("unreachable", `the name ${host} could not be resolved (${code})`);
      }
    }
    const allowed = found.filter(
      (a) => byName || isPublicAddress(a.address) || allowsAddress(options.allow, a.address, port),
    );
    if (allowed.length === 0) {
      const first = found[0]?.address ?? "no address";
      throw new OutboundError(
        "private_address",
        `${host} resolves to ${first}, a private, local or reserved address, which is not fetched (OUTBOUND_ALLOW lists exceptions)`,
      );
    }
    return allowed;
  }

  function once(
    url: URL,
    addresses: { address: string; family: number }[],
    request: OutboundRequest,
    signal: AbortSignal,
  ) {
    // The connection may only use the addresses checked above.
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
      const fit = addresses.filter((a) => family === 0 || a.family === family);
      if (fit.length === 0) {
        callback(Object.assign(new Error("no checked address of that family"), { code: "ENOTFOUND" }), "", 0);
      } else if (lookupOptions.all) {
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, fit);
      } else {
        const [first] = fit as [{ address: string; family: number }];
        callback(null, first.address, first.family);
      }
    };
    const client = url.protocol === "https:" ? https : http;
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = client.request(url, {
        method: "GET",
        // A connection of its own each time: no socket kept from an earlier fetch is reused.
        agent: false,
        lookup,
        signal,
        headers: {
          "user-agent": options.userAgent,
          accept: request.accept ?? "*/*",
          "accept-encoding": "gzip, deflate, br",
        },
      });
      req.on("response", resolve);
      req.on("error", reject);
      req.end();
    });
  }

  async function fetchOnce(text: string, request: OutboundRequest): Promise<OutboundAnswer> {
    const signal = AbortSignal.timeout(request.timeoutMs);
    const timedOut = () =>
      new OutboundError("timed_out", `no complete answer from ${text} within ${request.timeoutMs / 1000} s`);
    const tooLarge = () =>
      new OutboundError(
        "too_large",
        `the answer from ${text} is larger than ${describeSize(request.maxBytes)}`,
      );
    let url = checkAddress(text);
    let from: string | undefined;
    const refusedHop = (error: OutboundError) =>
      from === undefined
        ? error
        : new OutboundError(
            error.reason,
            `${from} redirected to an address that is not fetched: ${error.message}`,
          );
    for (let hop = 0; ; hop += 1) {
      let addresses: { address: string; family: number }[];
      try {
        addresses = await reachable(url);
      } catch (error) {
        throw error instanceof OutboundError ? refusedHop(error) : error;
      }
      let response: http.IncomingMessage;
      try {
        response = await once(url, addresses, request, signal);
      } catch (error) {
        if (signal.aborted) throw timedOut();
        if (error instanceof OutboundError) throw error;
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        throw new OutboundError("unreachable", `could not fetch ${url.href}: ${code}`);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) {
          throw new OutboundError(
            "too_many_redirects",
            `${text} redirected more than ${MAX_REDIRECTS} times`,
          );
        }
        from = url.href;
        url = nextHop(url, location, refusedHop);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new OutboundError(
          "http_error",
          `${url.href} answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`,
          status,
        );
      }
      const declared = Number(response.headers["content-length"]);
      const encoding = response.headers["content-encoding"];
      if (!encoding && Number.isFinite(declared) && declared > request.maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      const chunks: Buffer[] = [];
      const decoder = decoderFor(encoding);
      const collect = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      try {
        const cap = sizeCap(request.maxBytes, tooLarge);
        await (decoder
          ? pipeline(response, decoder, cap, collect, { signal })
          : pipeline(response, cap, collect, { signal }));
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (signal.aborted) throw timedOut();
        throw new OutboundError(
          "unreachable",
          `the answer from ${url.href} broke off: ${(error as Error).message}`,
        );
      }
      const type = response.headers["content-type"];
      return { url: url.href, status, contentType: type ?? null, body: Buffer.concat(chunks) };
    }
  }

  return {
    async fetch(text, request) {
      try {
        const answer = await fetchOnce(text, request);
        options.onOutcome?.(request.purpose, "ok");
        return answer;
      } catch (error) {
        const reason = error instanceof OutboundError ? error.reason : "unreachable";
        options.onOutcome?.(request.purpose, reason);
        throw error instanceof OutboundError ? error : new OutboundError("unreachable", String(error));
      }
    },
  };
}
