import type { Country } from "@shared/schemas/countries";
import { expect, SECOND_SERVER, test } from "./fixtures";

// The import server's database holds e2e/data/poland-postings.json, imported before it started
// (playwright.config.ts): one job whose place is written "Kraków, Poland".
test.use({ baseURL: SECOND_SERVER });

const TITLE = "Vistula Data Platform Engineer";

async function poland(page: import("@playwright/test").Page): Promise<Country> {
  const countries = (await (await page.request.get("/api/countries")).json()) as Country[];
  const found = countries.find((c) => c.code === "PL");
  if (!found) throw new Error("Poland is in the reference data");
  return found;
}

test("a job imported in 'Kraków, Poland' is found with Poland's filter and on Poland's page, headed by Kraków", async ({
  page,
}) => {
  const pl = await poland(page);
  await page.goto(`/jobs?country=${pl.id}`);
  const results = page.getByRole("region", { name: "Job results" });
  const card = results.getByRole("article").filter({ hasText: TITLE });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Kraków, Poland")).toBeVisible();

  await page.goto(`/countries/${pl.id}`);
  // Poland's only job is in Kraków: the largest city among its jobs heads the page, every visit.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kraków");
  await expect(page.getByRole("heading", { name: "Job Opportunities in Poland" })).toBeVisible();
  await expect(page.getByText(TITLE).first()).toBeVisible();

  // Kraków has no figures of its own: the job's Location Information shows Poland's, and says so.
  await page.getByText(TITLE).first().click();
  const place = page.getByRole("region", { name: "Location Information" });
  await expect(place.getByText("Kraków, Poland")).toBeVisible();
  await expect(
    place.getByText(
      "City figures are not available for this job. These are country-level figures for Poland.",
    ),
  ).toBeVisible();
});

test("typing 'Krakow' or 'Cracow' in Find a city on Poland's page finds Kraków, and opens its page", async ({
  page,
}) => {
  const pl = await poland(page);
  await page.goto(`/countries/${pl.id}`);
  const field = page.getByLabel("A city in Poland, by any of its names");
  await field.fill("Cracow");
  const found = page.getByRole("list", { name: "Cities found" });
  await expect(found.getByRole("link").first()).toContainText("Kraków");
  await field.fill("Krakow");
  const link = found.getByRole("link", { name: /^Kraków/ });
  await expect(link).toContainText("Lesser Poland");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/countries/${pl.id}\\?city=Krak%C3%B3w$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kraków");

  await field.fill("Zzxq");
  await expect(page.getByText('No city of Poland has a name starting with "Zzxq".')).toBeVisible();
});

test("?city= in any spelling heads the page with the city table's name", async ({ page }) => {
  const pl = await poland(page);
  await page.goto(`/countries/${pl.id}?city=krakow`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kraków");
});
