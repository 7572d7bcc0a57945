import { finished } from "node:stream/promises";
import multipart, { type MultipartFile } from "@fastify/multipart";
import { AppError } from "@shared/errors";
import {
  FileKindParamSchema,
  MAX_UPLOAD_BYTES,
  UserFileSchema,
  UserFilesSchema,
} from "@shared/schemas/account";
import type { FastifyRequest } from "fastify";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { listUserFiles, readUserFile, removeUserFile, saveUserFile } from "./files.service";
import { attachmentHeader } from "./upload-type";

const tags = ["account"];
const TOO_LARGE = "The file is larger than 5 MB. Please choose a smaller file.";
const MALFORMED =
  "The upload could not be read. Send the file as multipart/form-data (with a boundary) in the field 'file'.";

/**
 * Whatever goes wrong while parsing a multipart body is the client's doing (a missing or overlong
 * boundary, a truncated body, too many parts), so it is a 4xx.
 */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("payload_too_large", TOO_LARGE);
  if (code === "FST_FILES_LIMIT") return new AppError("bad_request", "Send one file at a time.");
  return new AppError("bad_request", MALFORMED);
}

/** The one file part of a multipart request, its bytes not read yet. */
async function openUpload(request: FastifyRequest): Promise<MultipartFile> {
  try {
    const part = await request.file();
    if (!part) throw new AppError("bad_request", "Choose a file to upload.");
    return part;
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * The part's bytes as they arrive. Past the size limit the parser stops passing bytes on and marks
 * the part truncated: that is the too-large answer, never a shortened file.
 */
async function* uploadedBytes(file: MultipartFile["file"]): AsyncGenerator<Buffer> {
  try {
    // Left open when the reader stops early, so that the rest can be read off (see discardRest).
    for await (const chunk of file.iterator({ destroyOnReturn: false })) {
      if (file.truncated) throw new AppError("payload_too_large", TOO_LARGE);
      yield chunk as Buffer;
    }
    if (file.truncated) throw new AppError("payload_too_large", TOO_LARGE);
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * Reads off what is left of a refused file: the answer then follows the whole body, as it did when
 * the body was read before anything else, and no unread bytes are left on the connection.
 */
async function discardRest(file: MultipartFile["file"]): Promise<void> {
  if (file.readableEnded || file.destroyed) return;
  file.resume();
  await finished(file).catch(() => {});
}

/** Resume and cover-letter template: upload (replaces), download, remove; only the owner reaches them. */
export async function filesRoutes(app: App): Promise<void> {
  const storage = app.fileStorage;
  await app.register(uploadRoute);

  app.get(
    "/account/files",
    { schema: { tags, summary: "The person's uploaded files", response: { 200: UserFilesSchema } } },
    async (request) => listUserFiles(app.database.db, requireUser(request).id),
  );

  app.get(
    "/account/files/:kind",
    { schema: { tags, summary: "Download the file as an attachment", params: FileKindParamSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, data } = await readUserFile(app.database.db, storage, user.id, request.params.kind);
      // Sent as storage reads it, chunk by chunk; the length comes from the record.
      return reply
        .header("content-type", file.contentType)
        .header("content-length", file.size)
        .header("content-disposition", attachmentHeader(file.fileName))
        .header("cache-control", "private, no-store")
        .send(data);
    },
  );

  app.delete(
    "/account/files/:kind",
    { schema: { tags, summary: "Remove the file", params: FileKindParamSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      await removeUserFile(app.database.db, storage, user.id, request.params.kind);
      return reply.status(204).send();
    },
  );
}

/**
 * The upload, in a context of its own: multipart bodies are parsed for this one route, and every
 * other route (the file's DELETE too) keeps accepting JSON or no body alone.
 */
async function uploadRoute(app: App): Promise<void> {
  const storage = app.fileStorage;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    "/account/files/:kind",
    {
      config: perMinute(app, 20),
      schema: {
        tags,
        summary: "Upload a PDF, DOCX or TXT (at most 5 MB) as multipart field 'file'; replaces the old one",
        params: FileKindParamSchema,
        response: { 201: UserFileSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError("unsupported_media_type", "Send the file as multipart/form-data.");
      }
      const part = await openUpload(request);
      try {
        const { kind } = request.params;
        const file = await saveUserFile(
          app.database.db,
          storage,
          user.id,
          kind,
          part.filename,
          uploadedBytes(part.file),
        );
        return reply.status(201).send(file);
      } catch (error) {
        await discardRest(part.file);
        throw error;
      }
    },
  );
}
