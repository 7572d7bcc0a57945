import { AppError } from "@shared/errors";
import type { Db } from "../../db/types";
import * as repo from "./conversation-safety.repository";

/** The most messages one person may send another in 24 hours (the introduction included). */
export const MESSAGES_PER_RECIPIENT_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same answer whether the person does not exist or exists without a conversation with me:
 * user ids are sequential, and the answer must not tell which ones are taken.
 */
export const NO_CONVERSATION =
  "We couldn't find a conversation with this person. A conversation starts with a referral request.";

export async function requireConversation(db: Db, me: number, other: number): Promise<void> {
  if (other === me || !(await repo.conversationExists(db, me, other))) {
    throw new AppError("not_found", NO_CONVERSATION);
  }
}

/**
 * Blocks in either direction stop messages; the daily allowance stops floods. Like every limit, the
 * allowance scales with RATE_LIMIT_SCALE (`scale`), which load tests set high.
 */
export async function checkMayWrite(db: Db, me: number, other: number, scale = 1): Promise<void> {
  if (await repo.hasBlocked(db, other, me)) {
    throw new AppError("forbidden", "This person is not accepting messages from you.");
  }
  if (await repo.hasBlocked(db, me, other)) {
    throw new AppError("forbidden", "You blocked this person. Unblock them to send a message.");
  }
  const sent = await repo.countSentSince(db, me, other, new Date(Date.now() - DAY_MS));
  const allowance = Math.ceil(MESSAGES_PER_RECIPIENT_PER_DAY * scale);
  if (sent >= allowance) {
    throw new AppError(
      "rate_limited",
      `You have sent this person ${allowance} messages in the last 24 hours. Please wait before sending more.`,
    );
  }
}

export async function block(db: Db, me: number, other: number): Promise<boolean> {
  await requireConversation(db, me, other);
  return repo.insertBlock(db, me, other);
}

export async function report(db: Db, me: number, other: number, reason: string | undefined) {
  await requireConversation(db, me, other);
  const id = await repo.insertReport(db, {
    reporterId: me,
    reportedUserId: other,
    reason: reason ? reason : null,
  });
  return { id, message: "Thank you. We received your report and will review this conversation." };
}
