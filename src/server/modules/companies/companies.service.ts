import { AppError } from "@shared/errors";
import {
  COMPANY_JOBS_MAX,
  COMPANY_LOCATIONS_MAX,
  COMPANY_REFERRERS_MAX,
  type CompanyDetail,
  type CompanyPage,
  type ListCompaniesQuery,
} from "@shared/schemas/companies";
import type { Db } from "../../db/types";
import { openCompanyJobs } from "../jobs/jobs.service";
import { listActiveReferrers } from "../referrals/referrals.repository";
import * as repo from "./companies.repository";

/**
 * How long the list's order is kept. Ordering by open jobs needs every company's count, too much
 * to read on every request at 100k companies; the order may lag this long behind a new or closed
 * job, while every count shown is read fresh for the page's companies.
 */
const RANKING_TTL_MS = 15_000;

interface Ranking {
  at: number;
  ids: number[];
  position: Map<number, number>;
  maxId: number;
}

const rankings = new WeakMap<Db, Promise<Ranking>>();

async function computeRanking(db: Db): Promise<Ranking> {
  const ids = await repo.rankCompanies(db);
  let maxId = 0;
  for (const id of ids) if (id > maxId) maxId = id;
  return { at: Date.now(), ids, position: new Map(ids.map((id, index) => [id, index])), maxId };
}

async function ranking(db: Db): Promise<Ranking> {
  const kept = rankings.get(db);
  const current = kept ? await kept.catch(() => null) : null;
  if (current && Date.now() - current.at < RANKING_TTL_MS) return current;
  const next = computeRanking(db);
  rankings.set(db, next);
  next.catch(() => rankings.delete(db));
  return next;
}

/** Companies matching the search in the list's order; companies newer than the kept order come last. */
async function orderedIds(db: Db, q: string): Promise<number[]> {
  const r = await ranking(db);
  if (!q) {
    const newcomers = await repo.companyIdsAfter(db, r.maxId);
    return newcomers.length > 0 ? r.ids.concat(newcomers) : r.ids;
  }
  const rank = (id: number) => r.position.get(id) ?? r.ids.length + id;
  return (await repo.matchingCompanyIds(db, q)).sort((a, b) => rank(a) - rank(b));
}

export async function listCompanies(db: Db, query: ListCompaniesQuery): Promise<CompanyPage> {
  const { q, page, pageSize } = query;
  const ids = await orderedIds(db, q);
  const pageIds = ids.slice((page - 1) * pageSize, page * pageSize);
  const rows = new Map((await repo.companiesWithOpenJobs(db, pageIds)).map((row) => [row.id, row]));
  const items = pageIds.flatMap((id) => rows.get(id) ?? []);
  return { items, total: ids.length, page, pageSize };
}

export async function getCompany(db: Db, id: number, userId: number | null): Promise<CompanyDetail> {
  const company = await repo.findCompany(db, id);
  if (!company) throw new AppError("not_found", "Company not found");
  const [sponsorship, locations, jobs, referrers, canManage] = await Promise.all([
    repo.sponsorshipRecord(db, id),
    repo.openJobLocations(db, id, COMPANY_LOCATIONS_MAX),
    openCompanyJobs(db, id, COMPANY_JOBS_MAX, userId),
    listActiveReferrers(db, { companyId: id, limit: COMPANY_REFERRERS_MAX, offset: 0 }),
    userId === null ? false : repo.isManager(db, id, userId),
  ]);
  return {
    ...company,
    openJobs: sponsorship.openJobs,
    sponsoringJobs: sponsorship.yes,
    locations,
    jobs,
    sponsorship,
    referrers,
    canManage,
  };
}
