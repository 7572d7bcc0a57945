import type { ApiRoute } from "../api-routes";
import {
  type BodyPlan,
  type FileContent,
  type Pools,
  RawJson,
  Ref,
  type RequestPlan,
  type TextEdit,
  type UrlText,
  withOwn,
} from "./plan";

/* From plan to request: what `app.inject` sends, with ids taken from the pools. */

export interface Materialized {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

export interface Session {
  /** The `cookie` header value of the signed-in fuzz account. */
  cookie: string;
}

/**
 * Percent-encodes text as a client would; a lone surrogate has no UTF-8 form, so it goes as U+FFFD
 * (the raw bytes of one are sent verbatim elsewhere, as %ED%A0%80).
 */
export function encodeUrlText(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, "\ufffd"));
}

function resolve(value: UrlText, pools: Pools): string {
  return value instanceof Ref ? String(pick(value, pools)) : value;
}

function pick(r: Ref, pools: Pools): number | string {
  const pool = pools[r.pool];
  // an empty pool names nothing: an id that cannot exist
  return pool[r.pick % pool.length] ?? 2_147_483_000 + (r.pick % 600);
}

/** Replaces refs by ids and raw JSON by markers, keeping own `__proto__` keys. */
function resolveJson(value: unknown, pools: Pools, raws: string[]): unknown {
  if (value instanceof Ref) return pick(value, pools);
  if (value instanceof RawJson) {
    raws.push(value.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  }
  if (Array.isArray(value)) return value.map((v) => resolveJson(v, pools, raws));
  if (value && typeof value === "object") {
    let out: Record<string, unknown> = {};
    for (const k of Object.keys(value))
      out = withOwn(out, k, resolveJson((value as Record<string, unknown>)[k], pools, raws));
    return out;
  }
  return value;
}

export function jsonText(value: unknown, pools: Pools): string {
  const raws: string[] = [];
  const text = JSON.stringify(resolveJson(value, pools, raws)) ?? "null";
  // JSON.stringify writes \u0001 as an escape: the marker cannot collide with generated text
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] ?? "null");
}

function editJson(text: string, edit: TextEdit, at: number): string {
  switch (edit) {
    case "truncate":
      return text.slice(0, Math.floor(text.length * at));
    case "trailingComma":
      return text.replace(/([}\]])$/, ",$1");
    case "bom":
      return `\ufeff${text}`;
    case "singleQuotes":
      return text.replaceAll('"', "'");
    case "comment":
      return `/* ${at} */${text}`;
    case "duplicateKey":
      return text.replace(/^\{"([^"]*)":/, '{"$1":{"dup":true},"$1":');
    case "nan":
      return text.replace(/:(-?\d[\d.eE+-]*|"[^"]*")/, ":NaN");
    case "unquotedKeys":
      return text.replace(/"(\w+)":/g, "$1:");
    case "doubled":
      return text + text;
    case "prefix":
      return `)]}',\n${text}`;
    case "badEscape":
      return text.replace(/"([^"]*)"/, '"$1\\q"');
  }
}

function fileBytes(content: FileContent): Buffer {
  switch (content.kind) {
    case "text":
      return Buffer.from(content.text);
    case "bytes":
      return Buffer.from(content.bytes);
    case "pdf":
      return Buffer.from(`%PDF-1.4\n${content.text}\n%%EOF`);
    case "docx":
      return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....word/document.xml....")]);
    case "repeat":
      return Buffer.alloc(content.size, content.char);
  }
}

function multipartPayload(plan: Extract<BodyPlan, { kind: "multipart" }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of plan.parts) {
    const filename = part.filename === null ? "" : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    chunks.push(
      Buffer.from(
        `--${plan.boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
    );
    chunks.push(fileBytes(part.content), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${plan.boundary}--\r\n`));
  const all = Buffer.concat(chunks);
  return plan.truncateAt === null ? all : all.subarray(0, Math.floor(all.length * plan.truncateAt));
}

function bodyPayload(
  body: BodyPlan,
  pools: Pools,
): { payload: string | Buffer | undefined; type: string | null } {
  const JSON_TYPE = "application/json";
  switch (body.kind) {
    case "none":
      return { payload: undefined, type: null };
    case "json":
      return { payload: jsonText(body.value, pools), type: JSON_TYPE };
    case "edited":
      return { payload: editJson(jsonText(body.value, pools), body.edit, body.at), type: JSON_TYPE };
    case "raw":
      return { payload: body.text, type: JSON_TYPE };
    case "bytes":
      return { payload: Buffer.from(body.bytes), type: JSON_TYPE };
    case "nested":
      return { payload: body.open.repeat(body.depth) + body.close.repeat(body.depth), type: JSON_TYPE };
    case "huge": {
      const big = body.char.repeat(body.size);
      const value = body.field === null ? big : { ...(body.value as object), [body.field]: big };
      return { payload: jsonText(value, pools), type: JSON_TYPE };
    }
    case "hugeArray": {
      const value = {
        ...(body.value as object),
        [body.field]: Array.from({ length: body.length }, () => "a"),
      };
      return { payload: jsonText(value, pools), type: JSON_TYPE };
    }
    case "multipart":
      return { payload: multipartPayload(body), type: `multipart/form-data; boundary=${body.boundary}` };
  }
}

/** The request a plan stands for, with ids from the pools and the fuzz account's cookie. */
export function materialize(
  route: ApiRoute,
  plan: RequestPlan,
  pools: Pools,
  session: Session,
): Materialized {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = plan.path[name];
    return value === undefined ? "" : resolve(value, pools);
  });
  const query = plan.query
    .map(({ key, value, verbatim }) => {
      const v = resolve(value, pools);
      return verbatim ? `${key}=${v}` : `${encodeUrlText(key)}=${encodeUrlText(v)}`;
    })
    .join("&");
  const { payload, type } = bodyPayload(plan.body, pools);
  const headers: Record<string, string> = { ...plan.headers };
  const contentType = plan.contentType === "default" ? type : plan.contentType;
  if (contentType !== null) headers["content-type"] = contentType;
  switch (plan.auth) {
    case "me":
      headers.cookie = session.cookie;
      break;
    case "forged":
      headers.cookie = "borderless_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.forged-signature";
      break;
    case "garbage":
      headers.cookie = "borderless_session=%zz%00; =; ;;borderless_session";
      break;
    case "visitor":
      break;
  }
  return { method: plan.method, url: query ? `${path}?${query}` : path, headers, payload };
}
