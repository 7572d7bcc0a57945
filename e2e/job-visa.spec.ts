import type { Page } from "@playwright/test";
import type { Job, JobDetail, JobPage } from "@shared/schemas/jobs";
import { expect, expectNoA11yViolations, test, useDarkTheme } from "./fixtures";

// The e2e server's demo data has no closed job and no job whose posting is silent about visas, and
// no route closes one: those pages are drawn here from a real job's answer with the state changed
// on its way to the browser, and covered by the component tests in
// src/web/features/jobs/components/job-status.test.tsx.

/** A job's own answer, as the API gives it (with its visa check). */
async function jobDetail(page: Page, id: number): Promise<JobDetail> {
  const res = await page.request.get(`/api/jobs/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as JobDetail;
}

async function demoJobs(page: Page): Promise<Job[]> {
  const res = await page.request.get("/api/jobs?page=1&pageSize=100");
  expect(res.status()).toBe(200);
  return ((await res.json()) as JobPage).items;
}

/**
 * A job's page that draws the answer the test gives the browser: with a query in its address the
 * server sends the page without a first screen and without the job's answer in its HTML (both are
 * drawn from the real API's), so the page asks for the job as it starts.
 */
function drawnFromTheBrowsersAnswer(id: number): string {
  return `/jobs/${id}?answer=browser`;
}

test.describe("a job's visa answer", () => {
  for (const status of ["yes", "no"] as const) {
    test(`quotes the posting's sentence for a '${status}' job on its page`, async ({ page }) => {
      const job = (await demoJobs(page)).find((j) => j.visa.status === status && j.visa.evidence);
      if (!job?.visa.evidence) throw new Error(`demo data has a '${status}' job with evidence`);
      await page.goto(`/jobs/${job.id}`);
      const answer = page.getByRole("region", { name: "Visa sponsorship" });
      await expect(answer.getByText("From the posting:")).toBeVisible();
      await expect(answer.locator("blockquote")).toHaveText(job.visa.evidence);
      await expect(answer).toContainText(
        status === "yes" ? "says the employer sponsors visas" : "says the employer cannot sponsor visas",
      );
      const badges = page.getByRole("main").getByRole("list", { name: "Job type" });
      await expect(
        badges.getByText(status === "yes" ? "Visa Sponsorship" : "No Visa Sponsorship", { exact: true }),
      ).toBeVisible();
      // An open job offers Apply and says when it was posted, with the date.
      await expect(page.getByRole("link", { name: /Apply for this Position/ })).toBeVisible();
      await expect(page.getByText(/^Posted .+ · \d{1,2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
      await expect(page.getByText("No longer accepting applications")).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  test("the visa-only filter shows only jobs that say they sponsor", async ({ page }) => {
    await page.goto("/jobs?visa=1");
    const cards = page.getByRole("region", { name: "Job results" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByText("No Visa Sponsorship", { exact: true })).toHaveCount(0);
    await expect(cards.getByText("Sponsorship not stated", { exact: true })).toHaveCount(0);
    const shown = await cards.count();
    await expect(cards.getByText("Visa Sponsorship", { exact: true })).toHaveCount(shown);
  });

  test("a job whose posting is silent says so, and quotes nothing", async ({ page }) => {
    const first = (await demoJobs(page))[0];
    if (!first) throw new Error("demo data has jobs");
    const job = await jobDetail(page, first.id);
    const silent = { answer: "unknown", evidence: null } as const;
    await page.route(`**/api/jobs/${job.id}`, (route) =>
      route.fulfill({
        json: {
          ...job,
          visaSponsorship: false,
          visa: { status: "unknown", evidence: null },
          visaCheck: { ...job.visaCheck, posting: silent },
        } satisfies JobDetail,
      }),
    );
    await page.goto(drawnFromTheBrowsersAnswer(job.id));
    const answer = page.getByRole("region", { name: "Visa sponsorship" });
    await expect(answer).toContainText("The posting does not mention visas or sponsorship.");
    await expect(answer.locator("blockquote")).toHaveCount(0);
    await expect(
      page.getByRole("main").getByRole("list", { name: "Job type" }).getByText("Sponsorship not stated"),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a closed job says why it no longer accepts applications and offers no Apply", async ({ page }) => {
    const listed = (await demoJobs(page)).find((j) => j.countryId !== null);
    if (!listed) throw new Error("demo data has a job with a country");
    const job = await jobDetail(page, listed.id);
    await page.route(`**/api/jobs/${job.id}`, (route) =>
      route.fulfill({
        json: { ...job, closedAt: "2026-11-20T09:00:00.000Z", closedReason: "employer" } satisfies JobDetail,
      }),
    );
    await page.goto(drawnFromTheBrowsersAnswer(job.id));
    const notice = page.getByRole("region", { name: "No longer accepting applications" });
    await expect(notice).toContainText("The employer closed it.");
    await expect(notice).toContainText("It closed on 20 Nov 2026");
    await expect(page.getByRole("link", { name: /Apply for this Position/ })).toHaveCount(0);
    // The rest of the page stays: the calculator and the job's details.
    await expect(page.getByRole("heading", { name: "Ease of Living Calculator" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Job Details" })).toBeVisible();
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await page.reload();
    await expect(notice).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
