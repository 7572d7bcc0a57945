import { expect, SECOND_SERVER, test } from "./fixtures";

// This server's database was filled by `npm run import -- src/server/import/fixtures --company
// "Lumen Freight"` before it started (playwright.config.ts): the embedded database belongs to one
// process, so postings are imported into a stopped database, then served.
test.use({ baseURL: SECOND_SERVER });

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
  const answer = page.getByRole("region", { name: "Visa sponsorship" });
  await expect(
    answer
      .getByText("Visa Sponsorship Available")
      .or(answer.getByText(/sponsors visas/))
      .first(),
  ).toBeVisible();
  await expect(answer.locator("blockquote")).toHaveText(
    "We sponsor Skilled Worker visas for this role and help with relocation to London.",
  );
  await expect(page.getByRole("link", { name: /Apply for this Position/ })).toBeVisible();
});

test("a job the board no longer lists on its re-import is closed: out of search, its page says so", async ({
  page,
}) => {
  // Imported from the first board, left out of the second (e2e/data/greenhouse-board-next.json).
  const title = "Customer Operations Specialist";
  const search = await page.request.get(`/api/jobs?q=${encodeURIComponent(title)}`);
  expect((await search.json()).items).toEqual([]);

  // Imported jobs took the first ids, before the demo data was added at the server's first start.
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => page.request.get(`/api/jobs/${i + 1}`)),
  );
  const found: { id: number; title: string; closedReason: string | null }[] = [];
  for (const res of answers) if (res.ok()) found.push(await res.json());
  const closed = found.find((job) => job.title === title);
  expect(closed?.closedReason).toBe("removed");

  await page.goto(`/jobs/${closed?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("No longer accepting applications")).toBeVisible();
  await expect(page.getByText("It was removed by the site it came from.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply for this Position/ })).toHaveCount(0);
  const answer = page.getByRole("region", { name: "Visa sponsorship" });
  await expect(answer.locator("blockquote")).toHaveText(
    "Please note: we are unable to sponsor visas, so you must already have the right to work in the UK.",
  );
});

test("a posting the import skipped is not there", async ({ page }) => {
  const res = await page.request.get("/api/jobs?q=Marine%20Biologist");
  expect(res.status()).toBe(200);
  expect((await res.json()).items).toEqual([]);
});

test("an imported job in a country with few published figures has a page that says which are not published", async ({
  page,
}) => {
  const res = await page.request.get("/api/jobs?q=Mobile%20Engineer%20(Kotlin)");
  const [job] = (await res.json()).items as { id: number; countryId: number | null }[];
  const countries = await page.request.get("/api/countries?region=Africa");
  const nigeria = ((await countries.json()) as { id: number; name: string }[]).find(
    (c) => c.name === "Nigeria",
  );
  expect(nigeria).toBeDefined();
  expect(job?.countryId).toBe(nigeria?.id);
  await page.goto(`/jobs/${job?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Mobile Engineer (Kotlin)" })).toBeVisible();
  await expect(page.getByText("Lagos, Nigeria").first()).toBeVisible();
  await expect(page.getByText("Okra Pay Labs").first()).toBeVisible();
});
