import { z } from "zod";
import { FILE_KINDS } from "./account";
import { listWindow } from "./common";
import { MessageContentSchema } from "./referrals";

const UserIdSchema = z.coerce
  .number({ error: "A user id must be a positive whole number" })
  .int("A user id must be a positive whole number")
  .positive("A user id must be a positive whole number")
  .max(2_147_483_647, "A user id must be a positive whole number");

/** A message; a side is null when that person deleted their account. */
export const MessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int().nullable(),
  receiverId: z.number().int().nullable(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  referralRequestId: z.number().int().nullable(),
  /**
   * A document the sender attached: its kind and name as sent, and whether it can still be
   * downloaded (false once the sender removed or replaced that upload). Null: no document.
   */
  attachment: z.object({ kind: z.enum(FILE_KINDS), fileName: z.string(), available: z.boolean() }).nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessageIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const MESSAGES_PAGE_MAX = 500;

/**
 * Section 7: senderId alone lists all of my messages; senderId and receiverId give the
 * conversation between the two. Newest `limit` messages, oldest first; `beforeId` pages back.
 */
export const MessagesQuerySchema = z.object({
  senderId: UserIdSchema,
  receiverId: UserIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_MAX),
  beforeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;

export const SendMessageInputSchema = z.object({
  /** Optional and checked: the sender is always the signed-in person. */
  senderId: z.number().int().optional(),
  receiverId: z
    .number({ error: "Choose who to send the message to" })
    .int("Choose who to send the message to")
    .positive("Choose who to send the message to")
    .max(2_147_483_647, "Choose who to send the message to"),
  content: MessageContentSchema,
  /** Optional: attach the sender's uploaded résumé or cover letter. */
  attachment: z.enum(FILE_KINDS, { error: "Attach your resume or your cover letter" }).optional(),
});
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

export const ConversationSchema = z.object({
  /** id null: the other person deleted their account (fullName is then 'Deleted user'). */
  otherUser: z.object({ id: z.number().int().nullable(), fullName: z.string() }),
  lastMessage: z.object({
    id: z.number().int(),
    content: z.string(),
    senderId: z.number().int().nullable(),
    createdAt: z.string(),
  }),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** The most conversations one answer holds (also what an answer without `limit` holds). */
export const CONVERSATIONS_PAGE_MAX = 100;
/** A window on my conversations, latest first. */
export const ConversationsQuerySchema = listWindow(CONVERSATIONS_PAGE_MAX, CONVERSATIONS_PAGE_MAX);

/** How many messages to me are unread, over every conversation. */
export const UnreadCountSchema = z.object({ unread: z.number().int() });

export const MarkReadInputSchema = z.object({
  /** null marks the messages of deleted accounts read. */
  withUserId: z.number().int().positive().max(2_147_483_647).nullable(),
});

export const DELETED_USER = "Deleted user";

/** What the live stream sends; the client refreshes the matching queries. */
export type RealtimeEvent =
  | { type: "message"; messageId: number; senderId: number | null; receiverId: number | null }
  | { type: "read"; readerId: number; otherId: number | null }
  | { type: "request"; requestId: number; seekerId: number | null; referrerId: number | null };

/** Someone I blocked: they can no longer message me or ask me for a referral. */
export const BlockSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof BlockSchema>;

export const BlockInputSchema = z.object({
  userId: z
    .number({ error: "Choose who to block" })
    .int("Choose who to block")
    .positive("Choose who to block")
    .max(2_147_483_647, "Choose who to block"),
});

export const UserIdParamSchema = z.object({ userId: UserIdSchema });

export const REPORT_REASON_MAX = 1000;
/** Reporting a conversation; the reason is optional. */
export const ReportInputSchema = z.object({
  reason: z
    .string({ error: "The reason must be text" })
    .trim()
    .max(REPORT_REASON_MAX, "The reason must be at most 1,000 characters")
    .refine((text) => !text.includes("\u0000"), "Text cannot contain a null character")
    .optional(),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

export const ReportResultSchema = z.object({ id: z.number().int(), message: z.string() });
