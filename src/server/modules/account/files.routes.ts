import multipart from "@fastify/multipart";
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
 * The one file of a multipart request. Whatever goes wrong while parsing the body is the client's
 * doing (a missing or overlong boundary, a truncated body, too many parts), so it is a 4xx.
 */
async function readUpload(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw new AppError("bad_request", "Choose a file to upload.");
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("payload_too_large", TOO_LARGE);
    if (code === "FST_FILES_LIMIT") throw new AppError("bad_request", "Send one file at a time.");
    throw new AppError("bad_request", MALFORMED);
  }
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
      return reply
        .header("content-type", file.contentType)
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
      const { filename, data } = await readUpload(request);
      const file = await saveUserFile(app.database.db, storage, user.id, request.params.kind, filename, data);
      return reply.status(201).send(file);
    },
  );
}
