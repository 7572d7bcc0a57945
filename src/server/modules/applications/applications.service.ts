import { AppError } from "@shared/errors";
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationCounts,
  type ApplicationList,
  type UpdateApplicationInput,
} from "@shared/schemas/applications";
import type { ListWindow } from "@shared/schemas/common";
import type { Db } from "../../db/types";
import type { JobRecord } from "../jobs/jobs.repository";
import { toJob } from "../jobs/jobs.service";
import * as repo from "./applications.repository";

const NOT_FOUND = "This job is not in your applications";

function statusOf(value: string): Application["status"] {
  return (APPLICATION_STATUSES as readonly string[]).includes(value)
    ? (value as Application["status"])
    : "Applied";
}

function toApplication(row: repo.ApplicationRow, job: JobRecord): Application {
  return {
    job: toJob(job),
    status: statusOf(row.status),
    note: row.note,
    appliedAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

async function countsOf(db: Db, userId: number): Promise<ApplicationCounts> {
  const counts: ApplicationCounts = {
    total: 0,
    Applied: 0,
    Interviewing: 0,
    Offer: 0,
    Rejected: 0,
    Withdrawn: 0,
  };
  for (const { status, n } of await repo.countByStatus(db, userId)) {
    counts[statusOf(status)] += n;
    counts.total += n;
  }
  return counts;
}

export async function listApplications(db: Db, userId: number, window: ListWindow): Promise<ApplicationList> {
  const rows = await repo.listApplications(db, userId, window);
  const jobs = new Map(
    (
      await repo.loadJobs(
        db,
        userId,
        rows.map((row) => row.jobId),
      )
    ).map((job) => [job.id, job]),
  );
  const items = rows.flatMap((row) => {
    const job = jobs.get(row.jobId);
    return job ? [toApplication(row, job)] : [];
  });
  return { items, counts: await countsOf(db, userId) };
}

export async function updateApplication(
  db: Db,
  userId: number,
  jobId: number,
  patch: UpdateApplicationInput,
): Promise<Application> {
  const row = await repo.updateApplication(db, userId, jobId, patch);
  if (!row) throw new AppError("not_found", NOT_FOUND);
  const [job] = await repo.loadJobs(db, userId, [jobId]);
  if (!job) throw new AppError("not_found", NOT_FOUND);
  return toApplication(row, job);
}

/** The person's application to a job, with the job; 404 when they have none. */
export async function getApplication(db: Db, userId: number, jobId: number): Promise<Application> {
  const [row, job] = await Promise.all([
    repo.findApplication(db, userId, jobId),
    repo.loadJobs(db, userId, [jobId]),
  ]);
  if (!row || !job[0]) throw new AppError("not_found", NOT_FOUND);
  return toApplication(row, job[0]);
}

export async function removeApplication(db: Db, userId: number, jobId: number): Promise<void> {
  if (!(await repo.deleteApplication(db, userId, jobId))) throw new AppError("not_found", NOT_FOUND);
}
