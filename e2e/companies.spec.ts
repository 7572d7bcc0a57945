import type { CompanyDetail, CompanyPage } from "@shared/schemas/companies";
import { expect, registerUser, test } from "./fixtures";

/** The demo company with the most open jobs (the list's first), and its page as the API answers it. */
async function busiestCompany(page: import("@playwright/test").Page): Promise<CompanyDetail> {
  const list = (await (await page.request.get("/api/companies?pageSize=1")).json()) as CompanyPage;
  const first = list.items[0];
  if (!first || first.openJobs === 0) throw new Error("the demo data has a company with open jobs");
  const res = await page.request.get(`/api/companies/${first.id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CompanyDetail;
}

test.describe("company pages", () => {
  test("from Explore to a company found by name, its visa record, and on to one of its jobs", async ({
    page,
  }) => {
    const company = await busiestCompany(page);
    await page.goto("/explore");
    await page
      .getByRole("tabpanel")
      .getByRole("link", { name: /^Companies/ })
      .click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await expect(page.getByText(/\d+ compan(y|ies) found/)).toBeVisible();

    await page.getByLabel("Search companies").fill(company.name);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(company.name);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: company.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${company.openJobs} open job`)).toBeVisible();
    if (company.isDemo) await expect(card.getByText("Demo")).toBeVisible();
    await card.getByRole("link", { name: company.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${company.name}`) })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Sponsorship record" })).toBeVisible();
    const { yes, openJobs } = company.sponsorship;
    await expect(
      page.getByText(
        new RegExp(`^${yes} of ${openJobs} open jobs? (say they sponsor|says it sponsors) visas$`),
      ),
    ).toBeVisible();
    const jobs = page.getByRole("list", { name: `Open jobs at ${company.name}` });
    await expect(jobs.getByRole("article")).toHaveCount(company.jobs.length);
    const first = company.jobs[0];
    if (!first) throw new Error("the company has open jobs");
    if (first.visa.evidence) await expect(jobs.getByText(`“${first.visa.evidence}”`).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "People who can refer you" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage this company" })).toHaveCount(0);

    await jobs.getByRole("link", { name: first.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  });

  test("saving a job on a company page marks it saved there at once, and on its own page", async ({
    page,
  }) => {
    await registerUser(page);
    const company = await busiestCompany(page);
    const job = company.jobs[0];
    if (!job) throw new Error("the busiest demo company lists a job");
    await page.goto(`/companies/${company.id}`);
    await page
      .getByRole("button", { name: `Save ${job.title}`, pressed: false })
      .first()
      .click();
    await expect(
      page.getByRole("button", { name: `Saved: ${job.title}`, pressed: true }).first(),
    ).toBeVisible();
    await page.getByRole("link", { name: job.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole("button", { name: "Saved", exact: true, pressed: true })).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole("button", { name: `Saved: ${job.title}`, pressed: true }).first(),
    ).toBeVisible();
  });

  test("a job page's company name leads to the company page", async ({ page }) => {
    const company = await busiestCompany(page);
    const job = company.jobs[0];
    if (!job) throw new Error("the company has open jobs");
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: company.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${company.name}`) })).toBeVisible();
  });

  test("an unknown company shows its not-found page, and a search without matches says so", async ({
    page,
  }) => {
    await page.goto("/companies/99999999");
    await expect(page.getByRole("heading", { level: 1, name: "Company not found" })).toBeVisible();
    await page.goto("/companies?q=zzzz-no-such-company");
    await expect(page.getByRole("heading", { name: "No companies found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByText(/\d+ compan(y|ies) found/)).toBeVisible();
  });
});
