import { AppError } from "@shared/errors";
import {
  COMPANY_JOBS_MAX,
  COMPANY_LOCATIONS_MAX,
  COMPANY_REFERRERS_MAX,
  type CompanyDetail,
  type CompanyPage,
  type ListCompaniesQuery,
} from "@shared/schemas/companies";
import type { Db } from "../../db/client";
import { openCompanyJobs } from "../jobs/jobs.service";
import { listActiveReferrers } from "../referrals/referrals.repository";
import * as repo from "./companies.repository";

export async function listCompanies(db: Db, query: ListCompaniesQuery): Promise<CompanyPage> {
  const { q, page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const rows = await repo.listCompanies(db, q, { limit: pageSize, offset });
  // A page that is not full is the last one and proves the total; otherwise count.
  const total =
    rows.length > 0 && rows.length < pageSize ? offset + rows.length : await repo.countCompanies(db, q);
  const sponsoring = await repo.countSponsoringJobs(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, sponsoringJobs: sponsoring.get(r.id) ?? 0 })),
    total,
    page,
    pageSize,
  };
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
