import { getCompany, listCompanies } from "@shared/api/companies";
import { getCountry } from "@shared/api/countries";
import { getJob, listJobs } from "@shared/api/jobs";
import { getMethodology } from "@shared/api/methodology";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKey } from "../../../lib/api-client";
import { countryJobsKey, invalidateMatches } from "../../../lib/query-keys";
import { buildJob } from "../../../test/builders";
import { jobKeys } from "../api/keys";
import { patchCachedJob, patchJobData, shiftSavedCount } from "./job-cache";

function job(id: number, saved = false): Job {
  return buildJob({ id, title: `Job ${id}`, saved });
}

const page = (items: Job[]): JobPage => ({ items, total: items.length, page: 1, pageSize: 20 });

const jobKey = (id: number) => queryKey(getJob, { params: { id } });
const recentKey = queryKey(listJobs, { query: { page: "1", pageSize: "3" } });
const companyKey = queryKey(getCompany, { params: { id: 4 } });
const companiesKey = queryKey(listCompanies, { query: { q: "" } });

describe("patching a job in cached answers", () => {
  it("changes the job in every shape and leaves the others alone", () => {
    expect(patchJobData(job(1), 1, { saved: true })).toMatchObject({ id: 1, saved: true });
    expect(patchJobData([job(1), job(2)], 2, { saved: true })).toMatchObject([
      { saved: false },
      { saved: true },
    ]);
    expect(patchJobData(page([job(1), job(2)]), 1, { applied: true })).toMatchObject({
      items: [{ applied: true }, { applied: false }],
    });
    expect(
      patchJobData({ pages: [page([job(1)]), page([job(2)])], pageParams: [1, 2] }, 2, { saved: true }),
    ).toMatchObject({
      pages: [{ items: [{ saved: false }] }, { items: [{ saved: true }] }],
      pageParams: [1, 2],
    });
    expect(patchJobData(undefined, 1, { saved: true })).toBeUndefined();
  });

  it("updates every cached list, page and job, and the saved-jobs figure", () => {
    const client = new QueryClient();
    client.setQueryData(jobKey(1), job(1));
    client.setQueryData(recentKey, page([job(1), job(2)]));
    client.setQueryData(countryJobsKey(3), [job(1)]);
    client.setQueryData(jobKeys.stats, {
      availableJobs: 2,
      demoJobs: 0,
      visaSponsorshipJobs: 0,
      countries: 1,
      savedJobs: 0,
    });
    patchCachedJob(client, 1, { saved: true });
    shiftSavedCount(client, 1);
    expect(client.getQueryData<Job>(jobKey(1))?.saved).toBe(true);
    expect(client.getQueryData<JobPage>(recentKey)?.items.map((j) => j.saved)).toEqual([true, false]);
    expect(client.getQueryData<Job[]>(countryJobsKey(3))?.[0]?.saved).toBe(true);
    expect(client.getQueryData<{ savedJobs: number }>(jobKeys.stats)?.savedJobs).toBe(1);
    shiftSavedCount(client, -5);
    expect(client.getQueryData<{ savedJobs: number }>(jobKeys.stats)?.savedJobs).toBe(0);
  });

  it("marks a recommended job saved too", () => {
    const client = new QueryClient();
    client.setQueryData(jobKeys.recommendations, { items: [job(1), job(2)], missing: [] });
    patchCachedJob(client, 2, { saved: true });
    expect(client.getQueryData<{ items: Job[] }>(jobKeys.recommendations)?.items.map((j) => j.saved)).toEqual(
      [false, true],
    );
  });
});

describe("a company's page", () => {
  it("marks its job saved when the job is saved elsewhere, and leaves the company list alone", () => {
    const client = new QueryClient();
    client.setQueryData(companyKey, { id: 4, name: "Northwind Labs", jobs: [job(1), job(2)] });
    const list = [{ id: 4, name: "Northwind Labs" }];
    client.setQueryData(companiesKey, list);
    patchCachedJob(client, 2, { saved: true });
    expect(client.getQueryData<{ jobs: Job[] }>(companyKey)?.jobs.map((j) => j.saved)).toEqual([false, true]);
    expect(client.getQueryData(companiesKey)).toEqual(list);
  });
});

describe("refreshing match scores", () => {
  it("invalidates every answer with scores on its jobs, and nothing else", async () => {
    const client = new QueryClient();
    const withScores = [
      queryKey(listJobs, { query: { pageSize: "20" } }),
      jobKeys.saved,
      jobKeys.recommendations,
      companyKey,
      countryJobsKey(3),
    ];
    const without = [jobKeys.stats, queryKey(getMethodology), queryKey(getCountry, { params: { id: 3 } })];
    for (const key of [...withScores, ...without]) client.setQueryData(key, {});
    await invalidateMatches(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(withScores.map(stale)).toEqual(withScores.map(() => true));
    expect(without.map(stale)).toEqual(without.map(() => false));
  });
});
