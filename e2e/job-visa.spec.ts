import type { Page } from "@playwright/test";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { expect, test } from "./fixtures";

// The closed-job page (no Apply button, the reason in plain words) is covered by the component
// tests in src/web/features/jobs/components/job-status.test.tsx: the e2e server's demo data has no
// closed job, and no route closes one.

async function demoJobs(page: Page): Promise<Job[]> {
  const res = await page.request.get("/api/jobs?page=1&pageSize=100");
  expect(res.status()).toBe(200);
  return ((await res.json()) as JobPage).items;
}

test.describe("a job's visa answer", () => {
  for (const status of ["yes", "no"] as const) {
    test(`quotes the posting's sentence for a '${status}' job, on its page and its card`, async ({
      page,
    }) => {
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
});
