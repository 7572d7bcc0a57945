import type { JobPage } from "@shared/schemas/jobs";
import { expect, registerUser, test } from "./fixtures";

test.describe("applications tracker", () => {
  test("apply to a job, then track its status and a note; the dashboard counts it", async ({
    page,
    context,
  }) => {
    await registerUser(page);
    await page.goto("/applications");
    await expect(page.getByText("No applications yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");

    const jobs = (await (await page.request.get("/api/jobs?page=1&pageSize=20")).json()) as JobPage;
    const job = jobs.items.find((j) => j.closedAt === null);
    if (!job) throw new Error("the demo data has open jobs");

    await page.goto(`/jobs/${job.id}`);
    // The application opens in a new tab; the job is marked applied here.
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: /Apply for this Position/ }).click();
    await (await opened).close();
    await expect(page.getByText("Applied", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Applications" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    const row = page.getByRole("article", { name: job.title });
    await expect(row.getByText(job.company.name)).toBeVisible();
    await expect(row.getByRole("link", { name: job.title })).toHaveAttribute("href", `/jobs/${job.id}`);
    await expect(row.getByText(/^Applied [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

    await row.getByLabel(`Status for ${job.title}`).selectOption("Interviewing");
    await expect(page.getByText("Status: Interviewing", { exact: true })).toBeVisible();
    await row.getByLabel("Private note").fill("Second interview on Tuesday");
    await row.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note saved", { exact: true })).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole("article", { name: job.title });
    await expect(reloaded.getByLabel(`Status for ${job.title}`)).toHaveValue("Interviewing");
    await expect(reloaded.getByLabel("Private note")).toHaveValue("Second interview on Tuesday");

    await page.goto("/home");
    const card = page.getByRole("region", { name: "Applications" });
    await expect(card.getByText("1 job applied to")).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: "Interviewing" })).toHaveText(
      "Interviewing: 1",
    );
    await card.getByRole("link", { name: "Track your applications" }).click();
    await expect(page).toHaveURL(/\/applications$/);

    await page.getByRole("button", { name: `Remove ${job.title}` }).click();
    await page
      .getByRole("alertdialog", { name: "Remove this application?" })
      .getByRole("button", { name: "Remove application" })
      .click();
    await expect(page.getByText("No applications yet")).toBeVisible();
  });
});
