import type { Readable } from "node:stream";
import { AppError } from "@shared/errors";
import type { FastifyReply } from "fastify";

export interface UploadType {
  extension: "pdf" | "docx" | "txt";
  contentType: string;
}

const TYPES: Record<UploadType["extension"], UploadType> = {
  pdf: { extension: "pdf", contentType: "application/pdf" },
  docx: {
    extension: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  txt: { extension: "txt", contentType: "text/plain; charset=utf-8" },
};

/** Every type a stored file may have: its download is answered in it. */
export const UPLOAD_CONTENT_TYPES: readonly string[] = Object.values(TYPES).map((type) => type.contentType);

export const UNSUPPORTED_TYPE = "Please upload a PDF, DOCX or TXT file.";

/** Enough of a file's start to tell its type: the PDF signature, a zip header, the first text. */
const HEAD_BYTES = 4096;

/**
 * Whether the bytes, fed in order, are a file of the type: `update` answers false as soon as they
 * cannot be, `finish` whether the whole file is.
 */
interface ContentCheck {
  update(chunk: Buffer): boolean;
  finish(): boolean;
}

/** The head (the first chunk fed) starts with the PDF signature. */
function pdfCheck(): ContentCheck {
  let valid: boolean | undefined;
  return {
    update(chunk) {
      valid ??= chunk.subarray(0, 5).toString("latin1") === "%PDF-";
      return valid;
    },
    finish: () => valid === true,
  };
}

/** A zip whose entries include word/document.xml: what Word and every DOCX writer produce. */
function docxCheck(): ContentCheck {
  const entry = Buffer.from("word/document.xml");
  let zip: boolean | undefined;
  let found = false;
  let carry = Buffer.alloc(0);
  return {
    update(chunk) {
      zip ??=
        chunk.length > 4 && chunk[0] === 0x50 && chunk[1] === 0x4b && chunk[2] === 0x03 && chunk[3] === 0x04;
      if (!zip) return false;
      if (!found) {
        // The name may straddle two chunks: search the end of the last one too.
        const window = Buffer.concat([carry, chunk]);
        found = window.includes(entry);
        carry = window.subarray(Math.max(0, window.length - entry.length + 1));
      }
      return true;
    },
    finish: () => zip === true && found,
  };
}

/** UTF-8 without a NUL byte, decoded as it arrives (a character may straddle two chunks). */
function textCheck(): ContentCheck {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let valid = true;
  function decodes(chunk?: Buffer): boolean {
    try {
      if (chunk) decoder.decode(chunk, { stream: true });
      else decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
  return {
    update(chunk) {
      valid &&= !chunk.includes(0) && decodes(chunk);
      return valid;
    },
    finish: () => valid && decodes(),
  };
}

const CHECKS: Record<UploadType["extension"], () => ContentCheck> = {
  pdf: pdfCheck,
  docx: docxCheck,
  txt: textCheck,
};

function notValid(type: UploadType): AppError {
  return new AppError(
    "unsupported_media_type",
    `This file is not a valid ${type.extension.toUpperCase()} file. ${UNSUPPORTED_TYPE}`,
  );
}

/** The type a file's name claims; only those we accept. */
function claimedType(fileName: string): UploadType {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension !== "pdf" && extension !== "docx" && extension !== "txt") {
    throw new AppError("unsupported_media_type", UNSUPPORTED_TYPE);
  }
  return TYPES[extension];
}

/** At least HEAD_BYTES from the start (fewer only when the file is shorter), leaving the rest unread. */
async function readHead(rest: AsyncIterator<Buffer>): Promise<{ head: Buffer; ended: boolean }> {
  const pieces: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await rest.next();
    if (next.done) return { head: Buffer.concat(pieces, length), ended: true };
    pieces.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(pieces, length), ended: false };
}

export interface InspectedUpload {
  type: UploadType;
  /** The whole file, head first; it fails, before passing them on, on bytes the type cannot have. */
  body: AsyncIterable<Buffer>;
  /** Bytes the body has passed on: the file's size once it has been read to the end. */
  size(): number;
}

/**
 * The file's real type from its name and its first bytes; the two must agree, so a renamed
 * program or image is refused whatever it is called. Only the head is read here; the rest is
 * checked as the body is read (a DOCX's entry names, a text's every byte), so a file found out
 * late fails its body and whatever stores it keeps nothing.
 */
export async function inspectUpload(
  fileName: string,
  source: AsyncIterable<Buffer>,
): Promise<InspectedUpload> {
  const type = claimedType(fileName);
  const rest = source[Symbol.asyncIterator]();
  const { head, ended } = await readHead(rest);
  const check = CHECKS[type.extension]();
  let refusal: AppError | undefined;
  if (head.length === 0)
    refusal = new AppError("bad_request", "The file is empty. Please choose another file.");
  else if (!check.update(head) || (ended && !check.finish())) refusal = notValid(type);
  if (refusal) {
    await rest.return?.();
    throw refusal;
  }

  let size = head.length;
  async function* body(): AsyncGenerator<Buffer> {
    yield head;
    if (ended) return;
    // Iterating `rest` here hands it back (return) if the reader stops early.
    for await (const chunk of { [Symbol.asyncIterator]: () => rest }) {
      if (!check.update(chunk)) throw notValid(type);
      size += chunk.length;
      yield chunk;
    }
    if (!check.finish()) throw notValid(type);
  }
  return { type, body: body(), size: () => size };
}

/** A name safe to store and to send back: no folders, no control characters, not too long. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 200 - ext.length) + ext;
}

/** Content-Disposition for a download: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored upload as an attachment in its own type, chunk by chunk; the length comes from the record. */
export function sendAsAttachment(
  reply: FastifyReply,
  file: { contentType: string; size: number; fileName: string },
  data: Readable,
) {
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", attachmentHeader(file.fileName))
    .header("cache-control", "private, no-store")
    .send(data);
}
