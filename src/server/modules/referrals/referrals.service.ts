import { AppError } from "@shared/errors";
import type { OfferingInput, OfferingPatch, Referrer } from "@shared/schemas/referrals";
import type { Db } from "../../db/types";
import * as repo from "./referrals.repository";

const COMPANY_MISSING = "Please choose a company from the list";

async function assertCompany(db: Db, companyId: number): Promise<void> {
  if (!(await repo.companyExists(db, companyId))) {
    throw new AppError("validation", COMPANY_MISSING, { companyId: [COMPANY_MISSING] });
  }
}

/** One offering per person and company: a second one would show the same person twice. */
async function assertNoOtherOfferingAt(db: Db, userId: number, companyId: number, exceptId?: number) {
  const existing = await repo.findUserOfferingAtCompany(db, userId, companyId);
  if (existing && existing.id !== exceptId) {
    const message = "You already offer referrals at this company; edit that offer instead";
    throw new AppError("conflict", message, { companyId: [message] });
  }
}

/** 404 when there is no such offering, 403 when it is someone else's. */
async function assertOwner(db: Db, userId: number, id: number): Promise<void> {
  const owner = await repo.findOfferingOwner(db, id);
  if (!owner) throw new AppError("not_found", "This referral offer no longer exists.");
  if (owner.userId !== userId)
    throw new AppError("forbidden", "You can only change your own referral offers.");
}

export async function createOffering(db: Db, userId: number, input: OfferingInput): Promise<Referrer> {
  await assertCompany(db, input.companyId);
  await assertNoOtherOfferingAt(db, userId, input.companyId);
  const id = await repo.insertOffering(db, userId, input);
  const created = await repo.findReferrer(db, id);
  if (!created) throw new Error("offering vanished after insert");
  return created;
}

export async function updateOffering(
  db: Db,
  userId: number,
  id: number,
  patch: OfferingPatch,
): Promise<Referrer> {
  await assertOwner(db, userId, id);
  if (patch.companyId !== undefined) {
    await assertCompany(db, patch.companyId);
    await assertNoOtherOfferingAt(db, userId, patch.companyId, id);
  }
  if (!(await repo.updateOffering(db, userId, id, patch))) {
    throw new AppError("not_found", "This referral offer no longer exists.");
  }
  const updated = await repo.findReferrer(db, id);
  if (!updated) throw new AppError("not_found", "This referral offer no longer exists.");
  return updated;
}

export async function deleteOffering(db: Db, userId: number, id: number): Promise<void> {
  await assertOwner(db, userId, id);
  if (!(await repo.deleteOffering(db, userId, id))) {
    throw new AppError("not_found", "This referral offer no longer exists.");
  }
}
