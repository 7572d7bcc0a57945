import type { Page } from "@playwright/test";
import type { Country } from "@shared/schemas/countries";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { expect, expectNoA11yViolations, test } from "./fixtures";

async function countries(page: Page): Promise<Country[]> {
  const res = await page.request.get("/api/countries");
  expect(res.status()).toBe(200);
  return (await res.json()) as Country[];
}

async function jobs(page: Page): Promise<Job[]> {
  const res = await page.request.get("/api/jobs?page=1&pageSize=100");
  expect(res.status()).toBe(200);
  return ((await res.json()) as JobPage).items;
}

test.describe("every figure says what it is", () => {
  test("a country's source line names its indicator and edition and leads to how it is measured", async ({
    page,
  }) => {
    const list = await countries(page);
    const country = list.find((c) => c.code === "US");
    const source = country?.sources.employmentOpportunity;
    if (!country || !source || source.estimate) throw new Error("the US employment figure is published");
    await page.goto(`/countries/${country.id}`);
    const line = page.getByRole("link", {
      name: `employment rate, ages 15+ · World Bank ${source.year} (data ${source.dataYear})`,
    });
    await line.click();
    await expect(page).toHaveURL(/\/methodology#employmentOpportunity$/);
    const heading = page.getByRole("heading", { level: 2, name: "Employment Opportunity" });
    await expect(heading).toBeInViewport();
    const entry = page.locator("section#employmentOpportunity");
    await expect(entry.getByText(source.indicator)).toBeVisible();
    await expect(entry.getByRole("link", { name: /Publisher's page/ })).toHaveAttribute(
      "href",
      source.url ?? "",
    );
    await expect(entry.getByText("What it does not tell you")).toBeVisible();
  });

  test("no midpoint stands in for a vegetarian share: Germany's reads Not published", async ({ page }) => {
    const germany = (await countries(page)).find((c) => c.code === "DE");
    if (!germany?.sources.vegetarianFriendly?.missing)
      throw new Error("Germany's vegetarian share is not published");
    await page.goto(`/countries/${germany.id}`);
    await expect(page.getByText("Not published").first()).toBeVisible();
    await page.goto("/methodology#vegetarianFriendly");
    await expect(
      page
        .locator("section#vegetarianFriendly")
        .getByRole("heading", { level: 3, name: /^Borderless estimate/ }),
    ).toHaveCount(0);
  });

  test("a midpoint is never an estimate: Norway's migrant acceptance reads Not published", async ({
    page,
  }) => {
    const norway = (await countries(page)).find((c) => c.code === "NO");
    if (!norway?.sources.culturalAcceptance?.missing) throw new Error("Norway's acceptance is not published");
    await page.goto(`/countries/${norway.id}`);
    await expect(page.getByText("Not published").first()).toBeVisible();
    await expect(page.getByText("Counted as 50 where a formula needs a number").first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Migrant Acceptance Index · Borderless estimate" }),
    ).toHaveCount(0);
  });

  test("the countries page and the footer lead to How we measure", async ({ page }) => {
    await page.goto("/countries");
    await page.getByRole("link", { name: "how we measure" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "How we measure" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "How we measure" })).toHaveAttribute(
      "href",
      "/methodology",
    );
  });

  test("the methodology page has no accessibility violations", async ({ page }) => {
    await page.goto("/methodology");
    await expect(page.getByRole("heading", { level: 2, name: "Exchange rate" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("an LPA salary says the rate it was converted at, beside the published one", async ({ page }) => {
    const india = (await countries(page)).find((c) => c.code === "IN");
    const job = (await jobs(page)).find((j) => j.country?.code === "IN" && j.salary);
    if (!india?.exchangeRate || !job) throw new Error("the demo data has a paid job in India");
    await page.goto(`/jobs/${job.id}`);
    const details = page.getByRole("main").locator("dd").filter({ hasText: "LPA" });
    await expect(details).toContainText(
      `Converted at ₹83 per US$; the ${india.exchangeRate.year} average was ₹${india.exchangeRate.value.toFixed(2)}, World Bank.`,
    );
  });
});

test.describe("demo content says it is demo", () => {
  test("a demo job carries its Demo label on its card and on its page", async ({ page }) => {
    const job = (await jobs(page)).find((j) => j.isDemo);
    if (!job) throw new Error("the demo data has demo postings");
    await page.goto("/jobs");
    const card = page
      .getByRole("region", { name: "Job results" })
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: job.title, exact: true }) })
      .first();
    await expect(card.getByText("Demo posting, fictional company")).toBeVisible();
    await card.getByRole("link", { name: job.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole("main").getByText("Demo posting, fictional company").first()).toBeVisible();
  });

  test("a demo job's Apply opens our demo page in a new tab, which leads back to the search", async ({
    page,
  }) => {
    const job = (await jobs(page)).find((j) => j.isDemo);
    if (!job) throw new Error("the demo data has demo postings");
    await page.goto(`/jobs/${job.id}`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Apply for this Position/ }).click();
    const demo = await popup;
    await expect(demo).toHaveURL(new RegExp(`/demo-posting\\?job=${job.id}$`));
    await expect(demo.getByRole("heading", { level: 1, name: "This is a demo posting" })).toBeVisible();
    await expect(demo.getByText(`${job.title} at ${job.company.name} was made up`)).toBeVisible();
    await expect(demo.getByRole("link", { name: "Back to job search" })).toHaveAttribute("href", "/jobs");
    await demo.close();
  });

  test("the Terms no longer vouch for every figure", async ({ page }) => {
    await page.goto("/terms");
    const section = page.getByRole("main");
    await expect(section.getByRole("heading", { name: "Information on the site" })).toBeVisible();
    await expect(section).not.toContainText("come from the public sources named beside them");
    await expect(section).toContainText("Borderless estimate");
    await expect(section).toContainText("a guide, not advice");
    await expect(section.getByRole("link", { name: "How we measure each figure" })).toHaveAttribute(
      "href",
      "/methodology",
    );
  });
});
