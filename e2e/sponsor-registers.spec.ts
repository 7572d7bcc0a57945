import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, SECOND_SERVER, test } from "./fixtures";

// This server's database was filled by `npm run import` (e2e/data/register-postings.json) before it
// started; once it answers, its first start loads the shipped register snapshots and matches the
// companies: each test waits until the registered employer's job is marked.
test.use({ baseURL: SECOND_SERVER });

test.beforeEach(async ({ page }) => {
  await expect
    .poll(
      async () => {
        const res = await page.request.get("/api/jobs?registeredSponsor=1&q=Register%20Check");
        return res.ok() ? (await res.json()).total : 0;
      },
      { timeout: 170_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(1);
});

async function openJob(page: Page, title: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("region", { name: "Job results" }).getByRole("article");
  await expect(card).toHaveCount(1);
  return card;
}

test("a job imported for a company on the UK register shows its register line and salary check", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const card = await openJob(page, "Register Check Backend Engineer");
  await expect(card.getByText("Registered sponsor")).toBeVisible();
  await card.getByRole("link", { name: "Register Check Backend Engineer" }).click();

  const panel = page.getByRole("region", { name: "Can I get a visa?" });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByText(
      "On the UK register of licensed sponsors — Skilled Worker, Intra-company Routes, Worker (A rating), as of 2021-11-02.",
    ),
  ).toBeVisible();
  await expect(panel.getByRole("link", { name: /Source: UK register of licensed sponsors/ })).toHaveAttribute(
    "href",
    "https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers",
  );
  await expect(
    panel.getByText(
      /Skilled Worker visa: Cannot tell\. The Skilled Worker visa's salary floor is not verified/,
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  const id = page.url().split("/").pop();
  const answer = await (await page.request.get(`/api/jobs/${id}`)).json();
  expect(answer.sponsorRecord).toEqual([
    expect.objectContaining({ register: "uk-sponsors", matchedName: "Revolut Ltd", match: "exact" }),
  ]);
  expect(answer.visaCheck.employer.onRegister).toBe(true);
});

test("a company whose name only resembles a registered one gets no register line", async ({ page }) => {
  const card = await openJob(page, "Register Check Autonomy Engineer");
  await expect(card.getByText("Registered sponsor")).toHaveCount(0);
  await card.getByRole("link", { name: "Register Check Autonomy Engineer" }).click();
  const panel = page.getByRole("region", { name: "Can I get a visa?" });
  await expect(panel.getByText("Not found on the UK register of licensed sponsors.")).toBeVisible();
  const id = page.url().split("/").pop();
  const answer = await (await page.request.get(`/api/jobs/${id}`)).json();
  expect(answer.sponsorRecord).toEqual([]);
});

test("the Registered sponsor filter keeps the registered employer's job and says so in the address", async ({
  page,
}) => {
  await page.goto("/jobs?q=Register%20Check");
  const results = page.getByRole("region", { name: "Job results" });
  await expect(results.getByRole("article")).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Registered sponsor" }).check();
  await expect(page).toHaveURL(/registeredSponsor=1/);
  await expect(results.getByRole("article")).toHaveCount(1);
  await expect(results.getByRole("article")).toContainText("Register Check Backend Engineer");
});
