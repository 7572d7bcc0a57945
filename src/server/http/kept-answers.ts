import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Large answers that change rarely (every country with its sources: 1.6 MB of JSON), kept as they
 * are sent: serialized once, and compressed once for each encoding a client asks for. On a 2-core
 * server, serializing and compressing the country list took about 30 ms a request; a kept answer
 * is a buffer written out (decision 038).
 *
 * An answer is kept under a key (the endpoint and its query) with the version of the data it was
 * built from; a request whose version differs builds it again. The version is read on every
 * request, so it must be cheap (a few hundred rows) and must change whenever the answer would.
 */

type Encoding = "zstd" | "br" | "gzip";

interface Kept {
  version: string;
  json: string;
  encoded: Map<Encoding, Buffer>;
}

/*
 * The encodings and their order of preference are @fastify/compress's (app.ts), so a kept answer
 * is sent as the plugin would send it; `deflate` and `identity` are left to the plugin and to no
 * compression. The plugin offers zstd where Node.js has it (22.15 and newer).
 */
const hasZstd = typeof (zlib as { zstdCompressSync?: unknown }).zstdCompressSync === "function";
const PREFERENCE = [...(hasZstd ? ["zstd"] : []), "br", "gzip", "deflate", "identity"];

/** Compressed once, so a little harder than an answer compressed as it is sent (app.ts: quality 3). */
function encode(encoding: Encoding, json: string): Buffer {
  switch (encoding) {
    case "br":
      return zlib.brotliCompressSync(json, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
        },
      });
    case "gzip":
      return zlib.gzipSync(json, { level: 9 });
    case "zstd":
      return (zlib as unknown as { zstdCompressSync(input: string): Buffer }).zstdCompressSync(json);
  }
}

/** The encoding the client prefers among those the server offers, as @fastify/compress chooses it. */
function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers["accept-encoding"];
  if (header === undefined || request.headers["x-no-compression"] !== undefined) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), PREFERENCE);
  return chosen === "zstd" || chosen === "br" || chosen === "gzip" ? chosen : null;
}

/** An answer shorter than this is left to @fastify/compress, whose threshold it is (app.ts). */
const SMALL = 1024;

/** At most this many answers; a key past it replaces the oldest (keys come from query strings). */
const MAX_KEPT = 32;

export class KeptAnswers {
  readonly #kept = new Map<string, Kept>();
  readonly #version: () => Promise<string>;

  /** `version` reads the version of the data every answer kept here is built from. */
  constructor(version: () => Promise<string>) {
    this.#version = version;
  }

  /**
   * Sends the answer kept under `key` at the data's current version, building it (and serializing
   * it with the route's own serializer, as Fastify would) when there is none.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const version = await this.#version();
    let kept = this.#kept.get(key);
    if (kept === undefined || kept.version !== version) {
      const json = String(reply.serialize(await build()));
      kept = { version, json, encoded: new Map() };
      this.#kept.delete(key);
      if (this.#kept.size >= MAX_KEPT) {
        const oldest = this.#kept.keys().next().value;
        if (oldest !== undefined) this.#kept.delete(oldest);
      }
      this.#kept.set(key, kept);
    }
    reply.header("content-type", "application/json; charset=utf-8");
    const vary = reply.getHeader("vary");
    if (!/accept-encoding/i.test(String(vary ?? ""))) {
      reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    }
    const encoding = kept.json.length < SMALL ? null : encodingFor(request);
    if (encoding === null) return reply.send(kept.json);
    let body = kept.encoded.get(encoding);
    if (!body) {
      body = encode(encoding, kept.json);
      kept.encoded.set(encoding, body);
    }
    return reply.header("content-encoding", encoding).send(body);
  }
}
