import { AppError } from "@shared/errors";
import type {
  CreateReferralRequestInput,
  CreateReferralRequestResult,
  ReferralRequest,
  ReferralStatus,
} from "@shared/schemas/referrals";
import type { Db } from "../../db/client";
import { referralRequests } from "../../db/schema/referrals";
import { insertMessage } from "../messages/messages.repository";
import * as repo from "./referral-requests.repository";

/**
 * Contact for Referral: opens a request (or reuses the open one for this offering) and sends the
 * introduction as a message in the conversation with the referrer, in one transaction.
 */
export async function createRequest(
  db: Db,
  seekerId: number,
  input: CreateReferralRequestInput,
): Promise<CreateReferralRequestResult & { referrerId: number }> {
  const offering = await repo.findOfferingForRequest(db, input.offeringId);
  if (!offering) throw new AppError("not_found", "This referral offer no longer exists.");
  if (offering.userId === seekerId) {
    throw new AppError("bad_request", "You can't ask yourself for a referral.");
  }
  if (!offering.available) {
    throw new AppError("bad_request", "This referrer is not taking referral requests right now.");
  }
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const open = await repo.findOpenRequest(txDb, seekerId, offering.id);
    let request = open;
    if (!request) {
      const [inserted] = await tx
        .insert(referralRequests)
        .values({
          offeringId: offering.id,
          seekerId,
          referrerId: offering.userId,
          companyName: offering.companyName,
          status: "Pending",
        })
        .returning();
      if (!inserted) throw new Error("request not inserted");
      request = inserted;
    }
    const message = await insertMessage(txDb, {
      senderId: seekerId,
      receiverId: offering.userId,
      content: input.message,
      referralRequestId: request.id,
    });
    return {
      request: repo.toReferralRequest(request),
      created: !open,
      messageId: message.id,
      referrerId: offering.userId,
    };
  });
}

/** Only the referrer decides; the seeker and everyone else get 403, a missing request 404. */
export async function decideRequest(
  db: Db,
  userId: number,
  id: number,
  status: ReferralStatus,
): Promise<ReferralRequest> {
  const existing = await repo.findRequest(db, id);
  if (!existing) throw new AppError("not_found", "This referral request no longer exists.");
  if (existing.referrerId !== userId) {
    throw new AppError("forbidden", "Only the referrer can change the status of this request.");
  }
  const updated = await repo.setRequestStatus(db, userId, id, status);
  if (!updated) throw new AppError("not_found", "This referral request no longer exists.");
  return updated;
}
