import { AppError } from "@shared/errors";

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

export const UNSUPPORTED_TYPE = "Please upload a PDF, DOCX or TXT file.";

/** A zip whose entries include word/document.xml: what Word and every DOCX writer produce. */
function isDocx(data: Buffer): boolean {
  return (
    data.length > 4 &&
    data[0] === 0x50 &&
    data[1] === 0x4b &&
    data[2] === 0x03 &&
    data[3] === 0x04 &&
    data.includes("word/document.xml")
  );
}

function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString("latin1") === "%PDF-";
}

function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's real type from its name and its first bytes; the two must agree, so a renamed
 * program or image is refused whatever it is called.
 */
export function detectUploadType(fileName: string, data: Buffer): UploadType {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension !== "pdf" && extension !== "docx" && extension !== "txt") {
    throw new AppError("unsupported_media_type", UNSUPPORTED_TYPE);
  }
  if (data.length === 0) throw new AppError("bad_request", "The file is empty. Please choose another file.");
  const matches = extension === "pdf" ? isPdf(data) : extension === "docx" ? isDocx(data) : isText(data);
  if (!matches) {
    throw new AppError(
      "unsupported_media_type",
      `This file is not a valid ${extension.toUpperCase()} file. ${UNSUPPORTED_TYPE}`,
    );
  }
  return TYPES[extension];
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
