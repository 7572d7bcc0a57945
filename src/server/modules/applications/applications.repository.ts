import type { ApplicationStatus } from "@shared/schemas/applications";
import type { ListWindow } from "@shared/schemas/common";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { applications, jobs } from "../../db/schema/jobs";
import type { Db } from "../../db/types";
import { type JobRecord, selectJobs, withCities } from "../jobs/jobs.repository";

export type ApplicationRow = typeof applications.$inferSelect;

/** The person's applications, newest applied first. */
export async function listApplications(
  db: Db,
  userId: number,
  window: ListWindow,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.jobId))
    .limit(window.limit)
    .offset(window.offset);
}

/** The jobs behind applications, as the jobs module shows them (closed ones too). */
export async function loadJobs(db: Db, userId: number, jobIds: number[]): Promise<JobRecord[]> {
  if (jobIds.length === 0) return [];
  return withCities(db, await selectJobs(db, userId).where(inArray(jobs.id, jobIds)));
}

export async function findApplication(
  db: Db,
  userId: number,
  jobId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .limit(1);
  return row;
}

/** The person's own private job filed under this source and key, if they added it before. */
export async function findLinkedJob(
  db: Db,
  userId: number,
  source: string,
  externalId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.source, source), eq(jobs.externalId, externalId), eq(jobs.ownerId, userId)))
    .limit(1);
  return row?.id;
}

export async function countByStatus(db: Db, userId: number): Promise<{ status: string; n: number }[]> {
  return db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.status);
}

export async function updateApplication(
  db: Db,
  userId: number,
  jobId: number,
  patch: { status?: ApplicationStatus | undefined; note?: string | undefined },
): Promise<ApplicationRow | undefined> {
  const changes: PgUpdateSetSource<typeof applications> = {};
  if (patch.note !== undefined) changes.note = patch.note;
  if (patch.status !== undefined) {
    changes.status = patch.status;
    // The date a status was reached: setting the same status again keeps it.
    changes.statusChangedAt = sql`case when ${applications.status} = ${patch.status} then ${applications.statusChangedAt} else now() end`;
  }
  const [row] = await db
    .update(applications)
    .set(changes)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .returning();
  return row;
}

export async function deleteApplication(db: Db, userId: number, jobId: number): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .returning({ jobId: applications.jobId });
  return rows.length > 0;
}
