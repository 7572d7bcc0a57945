import { canMoveTo, transitionRefusal } from "@shared/domain/referral-status";
import { AppError } from "@shared/errors";
import type {
  CreateReferralRequestInput,
  CreateReferralRequestResult,
  ReferralRequest,
  ReferralStatus,
} from "@shared/schemas/referrals";
import { referralRequests } from "../../db/schema/referrals";
import type { Db } from "../../db/types";
import { hasBlocked } from "../messages/conversation-safety.repository";
import { checkMayWrite } from "../messages/conversation-safety.service";
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
  /** Multiplies the daily message allowance per recipient (RATE_LIMIT_SCALE). */
  scale = 1,
): Promise<CreateReferralRequestResult & { referrerId: number }> {
  const offering = await repo.findOfferingForRequest(db, input.offeringId);
  if (!offering) throw new AppError("not_found", "This referral offer no longer exists.");
  if (offering.userId === seekerId) {
    throw new AppError("bad_request", "You can't ask yourself for a referral.");
  }
  if (!offering.available) {
    throw new AppError("bad_request", "This referrer is not taking referral requests right now.");
  }
  if (await hasBlocked(db, offering.userId, seekerId)) {
    throw new AppError("forbidden", "This referrer is not taking referral requests from you.");
  }
  const job = input.jobId === undefined ? null : await jobAtCompany(db, input.jobId, offering);
  await checkMayWrite(db, seekerId, offering.userId, scale);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const open = await repo.findOpenRequest(txDb, seekerId, offering.id);
    let request = open;
    // Asking again about another job of the same company names that job on the open request.
    if (request && job && request.jobId !== job.id)
      request = (await repo.setRequestJob(txDb, request.id, job)) ?? request;
    if (!request) {
      const [inserted] = await tx
        .insert(referralRequests)
        .values({
          offeringId: offering.id,
          seekerId,
          referrerId: offering.userId,
          companyName: offering.companyName,
          jobId: job?.id ?? null,
          jobTitle: job?.title ?? null,
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

/** A job named in a request must exist and be at the referrer's company. */
async function jobAtCompany(
  db: Db,
  jobId: number,
  offering: { companyId: number; companyName: string },
): Promise<{ id: number; title: string }> {
  const job = await repo.findJobForRequest(db, jobId);
  if (!job) {
    throw new AppError("validation", "That job no longer exists.", { jobId: ["That job no longer exists."] });
  }
  if (job.companyId !== offering.companyId) {
    const message = `That job is not at ${offering.companyName}; choose one of its jobs or none.`;
    throw new AppError("validation", message, { jobId: [message] });
  }
  return { id: job.id, title: job.title };
}

/** The person's saved and tracked jobs at the company of a referral offering. */
export async function jobOptions(db: Db, userId: number, offeringId: number) {
  const offering = await repo.findOfferingForRequest(db, offeringId);
  if (!offering) throw new AppError("not_found", "This referral offer no longer exists.");
  return { jobs: await repo.listJobOptions(db, userId, offering.companyId) };
}

/**
 * Only the referrer decides, and only along the workflow (409 otherwise); the seeker and everyone
 * else get 403, a missing request 404.
 */
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
  const from = existing.status as ReferralStatus;
  if (!canMoveTo(from, status)) throw new AppError("conflict", transitionRefusal(from, status));
  const updated = await repo.setRequestStatus(db, userId, id, from, status);
  if (!updated) {
    throw new AppError("conflict", "This request changed in the meantime. Reload it and try again.");
  }
  return updated;
}

/** The seeker confirms the referral happened; only then does it count towards the success rate. */
export async function confirmReferral(db: Db, userId: number, id: number): Promise<ReferralRequest> {
  const existing = await repo.findRequest(db, id);
  if (!existing) throw new AppError("not_found", "This referral request no longer exists.");
  if (existing.seekerId !== userId) {
    throw new AppError("forbidden", "Only the person who asked for the referral can confirm it.");
  }
  if (existing.seekerConfirmedAt) return repo.toReferralRequest(existing);
  if (existing.status !== "Referred") {
    throw new AppError(
      "conflict",
      `There is nothing to confirm yet: the request is ${existing.status}. You can confirm once the referrer marks it Referred.`,
    );
  }
  const confirmed = await repo.confirmReferral(db, userId, id);
  // Confirmed by a request running at the same moment: the answer is the same.
  if (!confirmed) return repo.toReferralRequest((await repo.findRequest(db, id)) ?? existing);
  return confirmed;
}
