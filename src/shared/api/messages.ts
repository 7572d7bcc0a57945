import { z } from "zod";
import {
  BlockInputSchema,
  BlockSchema,
  ConversationSchema,
  ConversationsQuerySchema,
  MarkReadInputSchema,
  MessageIdParamSchema,
  MessageSchema,
  MessagesQuerySchema,
  ReportInputSchema,
  ReportResultSchema,
  SendMessageInputSchema,
  UnreadCountSchema,
  UserIdParamSchema,
} from "../schemas/messages";
import { FileBytesSchema } from "./account";
import { endpoint, pathOf } from "./endpoint";

export const listMessages = endpoint({
  method: "GET",
  path: "/api/messages",
  operationId: "listMessages",
  query: MessagesQuerySchema,
  responses: { 200: z.array(MessageSchema) },
});

export const sendMessage = endpoint({
  method: "POST",
  path: "/api/messages",
  operationId: "sendMessage",
  body: SendMessageInputSchema,
  responses: { 201: MessageSchema },
});

/**
 * The document a message carries, as an attachment in its own type: only the sender and the
 * receiver may download it (404 for anyone else, and once the sender removed the upload).
 */
export const downloadMessageAttachment = endpoint({
  method: "GET",
  path: "/api/messages/:id/attachment",
  operationId: "downloadMessageAttachment",
  params: MessageIdParamSchema,
  responses: { 200: FileBytesSchema },
});

/** The address a message's document is downloaded from (the browser follows it as a link). */
export function messageAttachmentPath(messageId: number): string {
  return pathOf(downloadMessageAttachment, { params: { id: messageId } });
}

export const markMessagesRead = endpoint({
  method: "POST",
  path: "/api/messages/read",
  operationId: "markMessagesRead",
  body: MarkReadInputSchema,
  responses: { 200: z.object({ updated: z.number().int() }) },
});

/**
 * Server-Sent Events (text/event-stream), read with an EventSource: `event:` names what changed
 * (message, read, request; replaced when a newer stream of the person's took this one's place) and
 * `data:` is the event as JSON (RealtimeEvent).
 */
export const messageStream = endpoint({
  method: "GET",
  path: "/api/messages/stream",
  operationId: "messageStream",
  responses: { 200: z.string() },
});

export const listConversations = endpoint({
  method: "GET",
  path: "/api/conversations",
  operationId: "listConversations",
  query: ConversationsQuerySchema,
  responses: { 200: z.array(ConversationSchema) },
});

export const countUnreadMessages = endpoint({
  method: "GET",
  path: "/api/conversations/unread",
  operationId: "countUnreadMessages",
  responses: { 200: UnreadCountSchema },
});

export const listBlocks = endpoint({
  method: "GET",
  path: "/api/blocks",
  operationId: "listBlocks",
  responses: { 200: z.array(BlockSchema) },
});

const BlockedSchema = z.object({ blocked: z.literal(true) });

/** 201 when the person is blocked now, 200 when they already were. */
export const blockUser = endpoint({
  method: "POST",
  path: "/api/blocks",
  operationId: "blockUser",
  body: BlockInputSchema,
  responses: { 201: BlockedSchema, 200: BlockedSchema },
});

export const unblockUser = endpoint({
  method: "DELETE",
  path: "/api/blocks/:userId",
  operationId: "unblockUser",
  params: UserIdParamSchema,
  responses: { 204: z.null() },
});

export const reportConversation = endpoint({
  method: "POST",
  path: "/api/conversations/:userId/report",
  operationId: "reportConversation",
  params: UserIdParamSchema,
  body: ReportInputSchema,
  responses: { 201: ReportResultSchema },
});
