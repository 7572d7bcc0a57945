import type { Readable } from "node:stream";
import { AppError } from "@shared/errors";
import type { Message, MessagesQuery, SendMessageInput } from "@shared/schemas/messages";
import type { UserFileRow } from "../../db/schema/people";
import type { Db } from "../../db/types";
import type { FileStorage } from "../../storage/file-storage";
import { findFile } from "../account/account.repository";
import { checkMayWrite, requireConversation } from "./conversation-safety.service";
import * as repo from "./messages.repository";

/**
 * Section 7's reads, scoped to the session user: my own messages, or a conversation I am part of.
 * Anything else is 403, whoever's ids are in the query.
 */
export async function readMessages(db: Db, me: number, query: MessagesQuery): Promise<Message[]> {
  const { senderId, receiverId, limit, beforeId } = query;
  if (receiverId === undefined) {
    if (senderId !== me) throw new AppError("forbidden", "You can only read your own messages.");
    return repo.listMessagesOf(db, me, limit, beforeId);
  }
  if (senderId !== me && receiverId !== me) {
    throw new AppError("forbidden", "You can only read conversations you take part in.");
  }
  const other = senderId === me ? receiverId : senderId;
  if (other === me) return [];
  return repo.listConversation(db, me, other, limit, beforeId);
}

/** `scale` multiplies the daily allowance per recipient (RATE_LIMIT_SCALE). */
export async function sendMessage(db: Db, me: number, input: SendMessageInput, scale = 1): Promise<Message> {
  if (input.senderId !== undefined && input.senderId !== me) {
    throw new AppError("forbidden", "You can only send messages as yourself.");
  }
  if (input.receiverId === me) throw new AppError("bad_request", "You can't send a message to yourself.");
  await requireConversation(db, me, input.receiverId);
  await checkMayWrite(db, me, input.receiverId, scale);
  const file = input.attachment === undefined ? undefined : await findFile(db, me, input.attachment);
  if (input.attachment !== undefined && !file) {
    const message = NOT_UPLOADED[input.attachment];
    throw new AppError("validation", message, { attachment: [message] });
  }
  return repo.insertMessage(db, {
    senderId: me,
    receiverId: input.receiverId,
    content: input.content,
    ...(file
      ? { attachmentFileId: file.id, attachmentKind: input.attachment, attachmentName: file.fileName }
      : {}),
  });
}

const NOT_UPLOADED = {
  resume: "You have not uploaded a resume yet. Upload one in Settings, then attach it.",
  "cover-letter": "You have not uploaded a cover letter yet. Upload one in Settings, then attach it.",
} as const;

/** A message's document, for its sender or receiver; gone (404) once the sender removed the upload. */
export async function readAttachment(
  db: Db,
  storage: FileStorage,
  me: number,
  messageId: number,
): Promise<{ file: UserFileRow; data: Readable }> {
  const file = await repo.findAttachment(db, messageId, me);
  const data = file ? await storage.get(file.storageKey) : null;
  if (!file || !data) throw new AppError("not_found", "This document is no longer available.");
  return { file, data };
}
