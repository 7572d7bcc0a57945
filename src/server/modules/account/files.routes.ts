import { finished } from "node:stream/promises";
import multipart, { type MultipartFile } from "@fastify/multipart";
import { deleteFile, downloadFile, listFiles, uploadFile } from "@shared/api/account";
import { AppError } from "@shared/errors";
import { MAX_UPLOAD_BYTES } from "@shared/schemas/account";
import type { FastifyRequest } from "fastify";
import { routeOf } from "../../http/route";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { listUserFiles, readUserFile, removeUserFile, saveUserFile } from "./files.service";
import { sendAsAttachment, UPLOAD_CONTENT_TYPES } from "./upload-type";

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

  app.route({
    ...routeOf(listFiles, { tags, summary: "The person's uploaded files" }),
    handler: async (request) => listUserFiles(app.database.db, requireUser(request).id),
  });

  const download = routeOf(downloadFile, { tags, summary: "Download the file as an attachment" });
  app.route({
    ...download,
    schema: {
      ...download.schema,
      // The bytes as stored, in the file's own type: documented per type, sent as a stream (not JSON).
      response: {
        200: {
          description: "The file, as an attachment",
          content: Object.fromEntries(
            UPLOAD_CONTENT_TYPES.map((type) => [type, { schema: downloadFile.responses[200] }]),
          ),
        },
      } as Record<number, unknown>,
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { file, data } = await readUserFile(app.database.db, storage, user.id, request.params.kind);
      return sendAsAttachment(reply, file, data);
    },
  });

  app.route({
    ...routeOf(deleteFile, { tags, summary: "Remove the file" }),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await removeUserFile(app.database.db, storage, user.id, request.params.kind);
      return reply.status(204).send(null);
    },
  });
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

  app.route({
    ...routeOf(uploadFile, {
      tags,
      summary: "Upload a PDF, DOCX or TXT (at most 5 MB) as multipart field 'file'; replaces the old one",
    }),
    config: perMinute(app, 20),
    handler: async (request, reply) => {
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
  });
}
