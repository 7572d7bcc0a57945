import { expect, test } from "./fixtures";

// This server's database was filled by `npm run import -- src/server/import/fixtures --company
// "Lumen Freight"` before it started (playwright.config.ts): the embedded database belongs to one
// process, so postings are imported into a stopped database, then served.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_IMPORT_PORT}` });

test("an imported posting is found by search and its page shows the company and the visa sentence", async ({
  page,
}) => {
  await page.goto("/jobs?q=Site%20Reliability%20Engineer");
  const results = page.getByRole("region", { name: "Job results" });
  const card = results.getByRole("article").filter({ hasText: "Lumen Freight" });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Site Reliability Engineer");
  await card
    .getByRole("link", { name: /Site Reliability Engineer/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Site Reliability Engineer" })).toBeVisible();
  await expect(page.getByText("Lumen Freight").first()).toBeVisible();
  await expect(page.getByText("London, United Kingdom").first()).toBeVisible();
  await expect(
    page
      .getByText("We sponsor Skilled Worker visas for this role and help with relocation to London.")
      .first(),
  ).toBeVisible();
});

test("a posting the import skipped is not there", async ({ page }) => {
  const res = await page.request.get("/api/jobs?q=Marine%20Biologist");
  expect(res.status()).toBe(200);
  expect((await res.json()).items).toEqual([]);
});

test("an imported job in a country without figures has a page without location figures", async ({ page }) => {
  const res = await page.request.get("/api/jobs?q=Mobile%20Engineer%20(Kotlin)");
  const [job] = (await res.json()).items as { id: number; countryId: number | null }[];
  expect(job?.countryId).toBeNull();
  await page.goto(`/jobs/${job?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Mobile Engineer (Kotlin)" })).toBeVisible();
  await expect(page.getByText("Lagos, Nigeria").first()).toBeVisible();
  await expect(page.getByText("Okra Pay Labs").first()).toBeVisible();
});
