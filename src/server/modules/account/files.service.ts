import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { AppError } from "@shared/errors";
import type { FileKind, UserFile } from "@shared/schemas/account";
import type { UserFileRow } from "../../db/schema/people";
import type { Db } from "../../db/types";
import type { FileStorage } from "../../storage/file-storage";
import { deleteFile, findFile, listFiles, replaceFile } from "./account.repository";
import { cleanFileName, inspectUpload } from "./upload-type";

export function toUserFile(row: UserFileRow): UserFile {
  return {
    kind: row.kind as FileKind,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
  };
}

export async function listUserFiles(db: Db, userId: number): Promise<UserFile[]> {
  return (await listFiles(db, userId)).map(toUserFile);
}

/**
 * Stores the bytes first, streamed as they arrive, then the record; the replaced file's bytes go
 * last. A file refused while it streams (its type, its size) fails the storing, which keeps nothing.
 */
export async function saveUserFile(
  db: Db,
  storage: FileStorage,
  userId: number,
  kind: FileKind,
  rawName: string,
  source: AsyncIterable<Buffer>,
): Promise<UserFile> {
  const fileName = cleanFileName(rawName);
  const upload = await inspectUpload(fileName, source);
  const storageKey = `${userId}/${kind}-${randomBytes(12).toString("hex")}.${upload.type.extension}`;
  await storage.put(storageKey, upload.body);
  try {
    const { file, previous } = await replaceFile(db, {
      userId,
      kind,
      fileName,
      contentType: upload.type.contentType,
      size: upload.size(),
      storageKey,
    });
    if (previous) await storage.delete(previous.storageKey);
    return toUserFile(file);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

const NO_FILE: Record<FileKind, string> = {
  resume: "You have not uploaded a resume yet.",
  "cover-letter": "You have not uploaded a cover letter template yet.",
};

export async function readUserFile(
  db: Db,
  storage: FileStorage,
  userId: number,
  kind: FileKind,
): Promise<{ file: UserFileRow; data: Readable }> {
  const file = await findFile(db, userId, kind);
  if (!file) throw new AppError("not_found", NO_FILE[kind]);
  const data = await storage.get(file.storageKey);
  if (!data) throw new AppError("not_found", "This file is no longer available. Please upload it again.");
  return { file, data };
}

export async function removeUserFile(db: Db, storage: FileStorage, userId: number, kind: FileKind) {
  const file = await deleteFile(db, userId, kind);
  if (!file) throw new AppError("not_found", NO_FILE[kind]);
  await storage.delete(file.storageKey);
}
