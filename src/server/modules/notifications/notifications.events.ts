import type { Message } from "@shared/schemas/messages";
import type { ReferralStatus } from "@shared/schemas/referrals";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/people";
import type { Db } from "../../db/types";
import type { Notifier } from "../../notifications/notifier";
import { LAST_SEEN_EVERY_MS } from "../../plugins/session-store";
import type { Queue } from "../../queue/queue";
import { findRequest } from "../referrals/referral-requests.repository";
import * as repo from "./notifications.repository";

export const REFERRAL_REQUEST_TASK = "notify.referral-request";
export const REFERRAL_STATUS_TASK = "notify.referral-status";
export const MESSAGE_UNREAD_TASK = "notify.message-unread";

/** How long a message waits unread before its recipient, if not online, is told of it. */
export const MESSAGE_WAIT_MS = 15 * 60_000;
/** A message waiting longer than this while its recipient stays online is no longer chased. */
const MESSAGE_CHASE_MS = 7 * 86_400_000;
/**
 * "Online": a live session of the person was seen within this long. A session's lastSeenAt is
 * written at most every LAST_SEEN_EVERY_MS (5 minutes), and an open page of the app asks for the
 * unread counts every minute while in view, so an open page keeps it within 5 minutes of now;
 * twice that allows for the lag. It is in the database, so it holds across server instances.
 */
export const ONLINE_WINDOW_MS = 2 * LAST_SEEN_EVERY_MS;

export interface EventDeps {
  db: Db;
  queue: Queue;
  notifier: Notifier;
  publicUrl: string;
}

const conversationLink = (otherId: number) => `/my-referrals?tab=messages&with=${otherId}`;

async function fullName(db: Db, userId: number | null): Promise<string> {
  if (userId === null) return "Someone";
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? "Someone";
}

/** Someone asked me for a referral: the referrer hears of it (in-app, and by mail per Referral Updates). */
export async function notifyReferralRequest(deps: EventDeps, requestId: number): Promise<void> {
  const { db, notifier, publicUrl } = deps;
  const request = await findRequest(db, requestId);
  if (!request || request.referrerId === null || request.seekerId === null) return;
  const seeker = await fullName(db, request.seekerId);
  const link = conversationLink(request.seekerId);
  await notifier.notify(request.referrerId, {
    kind: "referral-request",
    title: `${seeker} asked you for a referral at ${request.companyName}`,
    body: "Read their introduction and accept or decline the request.",
    link,
    onceKey: `referral-request:${request.id}`,
    mail: {
      subject: `${seeker} asked you for a referral at ${request.companyName}`,
      heading: "A new referral request",
      paragraphs: [
        `${seeker} asked you for a referral at ${request.companyName} and sent you an introduction.`,
        "Read it and accept or decline the request in My Referrals.",
      ],
      action: { label: "Open the conversation", url: `${publicUrl}${link}` },
      reason: "You get this because Referral Updates is on in your settings.",
      follows: { setting: "referralUpdates" },
    },
  });
}

const STATUS_WORDS: Record<ReferralStatus, string> = {
  Pending: "is pending again",
  Accepted: "was accepted",
  Declined: "was declined",
  Referred: "was marked Referred: the referrer says they referred you",
};

/** The referrer moved my request along: I (the seeker) hear of it. */
export async function notifyReferralStatus(
  deps: EventDeps,
  requestId: number,
  status: ReferralStatus,
): Promise<void> {
  const { db, notifier, publicUrl } = deps;
  const request = await findRequest(db, requestId);
  if (!request || request.seekerId === null) return;
  const referrer = await fullName(db, request.referrerId);
  const link =
    request.referrerId === null
      ? "/my-referrals?tab=messages&with=deleted"
      : conversationLink(request.referrerId);
  const title = `Your referral request at ${request.companyName} ${STATUS_WORDS[status]}`;
  const next =
    status === "Referred"
      ? "Once you hear from the company, confirm the referral in the conversation."
      : `Open your conversation with ${referrer} to see what comes next.`;
  await notifier.notify(request.seekerId, {
    kind: "referral-status",
    title,
    body: `${referrer} set it to ${status}.`,
    link,
    onceKey: `referral-status:${request.id}:${status}`,
    mail: {
      subject: title,
      heading: `Referral request: ${status}`,
      paragraphs: [`${referrer} set your referral request at ${request.companyName} to ${status}.`, next],
      action: { label: "Open the conversation", url: `${publicUrl}${link}` },
      reason: "You get this because Referral Updates is on in your settings.",
      follows: { setting: "referralUpdates" },
    },
  });
}

export interface MessageWait {
  messageId: number;
  senderId: number;
  receiverId: number;
}

/**
 * A message has waited MESSAGE_WAIT_MS. If it is still unread and its recipient is not online, they
 * are told, once per conversation per waiting period: the key names the oldest unread message of
 * the conversation, so every message of one unread stretch leads to the same single notification,
 * and a message after the stretch was read starts a new one. If the recipient is online, the oldest
 * unread message checks again after another wait (a later message's check just ends).
 */
export async function chaseUnreadMessage(deps: EventDeps, wait: MessageWait, now: Date): Promise<void> {
  const { db, queue, notifier, publicUrl } = deps;
  if (!(await repo.isUnread(db, wait.messageId))) return;
  const first = await repo.firstUnreadMessage(db, wait.receiverId, wait.senderId);
  if (!first) return;
  if (await repo.seenSince(db, wait.receiverId, new Date(now.getTime() - ONLINE_WINDOW_MS))) {
    if (first.id === wait.messageId && now.getTime() - first.createdAt.getTime() < MESSAGE_CHASE_MS) {
      await queue.enqueue(
        MESSAGE_UNREAD_TASK,
        { ...wait },
        { runAt: new Date(now.getTime() + MESSAGE_WAIT_MS) },
      );
    }
    return;
  }
  const sender = await fullName(db, wait.senderId);
  const link = conversationLink(wait.senderId);
  await notifier.notify(wait.receiverId, {
    kind: "message",
    title: `${sender} sent you a message`,
    body: "It is waiting for you in My Messages.",
    link,
    onceKey: `message-unread:${wait.receiverId}:${wait.senderId}:${first.id}`,
    mail: {
      subject: `${sender} sent you a message on Borderless`,
      heading: `A message from ${sender}`,
      paragraphs: [`${sender} sent you a message you have not read yet.`],
      action: { label: "Read it", url: `${publicUrl}${link}` },
      reason:
        "You get this because Referral Updates is on in your settings. One mail per conversation until you read it.",
      follows: { setting: "referralUpdates" },
    },
  });
}

/** A referral request was opened: its referrer is told (after the answer, by the queue worker). */
export function referralRequestCreated(queue: Queue, requestId: number): Promise<void> {
  return queue.enqueue(REFERRAL_REQUEST_TASK, { requestId });
}

/** A request's status changed: its seeker is told. */
export function referralStatusChanged(
  queue: Queue,
  requestId: number,
  status: ReferralStatus,
): Promise<void> {
  return queue.enqueue(REFERRAL_STATUS_TASK, { requestId, status });
}

/** A message was sent: in MESSAGE_WAIT_MS, see whether it still waits unread. */
export function messageSent(
  queue: Queue,
  message: Pick<Message, "id" | "senderId" | "receiverId">,
): Promise<void> {
  if (message.senderId === null || message.receiverId === null) return Promise.resolve();
  const wait: MessageWait = {
    messageId: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
  };
  return queue.enqueue(MESSAGE_UNREAD_TASK, { ...wait }, { runAt: new Date(Date.now() + MESSAGE_WAIT_MS) });
}
