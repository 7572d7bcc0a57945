import type { Page } from "@playwright/test";
import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";
import { expect, expectNoA11yViolations, test, useDarkTheme } from "./fixtures";

async function apiCountries(page: Page): Promise<Country[]> {
  const res = await page.request.get("/api/countries");
  expect(res.status()).toBe(200);
  return (await res.json()) as Country[];
}

/** The names on the country cards, in the order the page shows them. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allInnerTexts();
}

type SortKey = "employmentOpportunity" | "culturalAcceptance" | "standardOfLiving" | "jobCount";

/** Highest first; a figure nobody publishes goes after every published one (it is no real 50). */
function byDescending(key: SortKey) {
  const value = (c: Country) =>
    key !== "jobCount" && c.sources[key]?.missing ? Number.NEGATIVE_INFINITY : c[key];
  return (a: Country, b: Country) => {
    const [x, y] = [value(a), value(b)];
    return (x === y ? 0 : y > x ? 1 : -1) || a.name.localeCompare(b.name);
  };
}

/** The grid shows this many cards before "Show more countries". */
const PAGE = 24;

test.describe("countries list", () => {
  test("every sort order matches the API's data, and the search keeps to the address", async ({ page }) => {
    const countries = await apiCountries(page);
    expect(countries.length).toBeGreaterThanOrEqual(193);
    await page.goto("/countries");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Countries" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `${countries.length} countries` })).toBeVisible();

    // Default: Employment Opportunity, highest first.
    await expect(page.getByLabel("Sort by")).toHaveValue("employmentOpportunity");
    expect(await cardNames(page)).toEqual(
      [...countries]
        .sort(byDescending("employmentOpportunity"))
        .slice(0, PAGE)
        .map((c) => c.name),
    );

    const sorts = [
      ["Cultural Acceptance", "culturalAcceptance"],
      ["Standard of Living", "standardOfLiving"],
      ["Job Count", "jobCount"],
      ["Employment Opportunity", "employmentOpportunity"],
    ] as const;
    for (const [label, key] of sorts) {
      await page.getByLabel("Sort by").selectOption({ label });
      const expected = [...countries]
        .sort(byDescending(key))
        .slice(0, PAGE)
        .map((c) => c.name);
      await expect.poll(() => cardNames(page)).toEqual(expected);
    }

    await page.getByLabel("Sort by").selectOption({ label: "Job Count" });
    await page.getByLabel("Search countries").fill("LAND");
    await expect(page).toHaveURL(/\/countries\?q=LAND&sort=jobCount$/);
    // The first page of them ("Island" has "land" in it too: more than one page match).
    const matching = countries
      .filter((c) => c.name.toLowerCase().includes("land"))
      .sort(byDescending("jobCount"))
      .slice(0, PAGE)
      .map((c) => c.name);
    expect(matching.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(page)).toEqual(matching);

    // A reload keeps the search and the sort; back returns to the previous sort.
    await page.reload();
    await expect(page.getByLabel("Search countries")).toHaveValue("LAND");
    await expect(page.getByLabel("Sort by")).toHaveValue("jobCount");
    await expect.poll(() => cardNames(page)).toEqual(matching);

    await page.getByLabel("Search countries").fill("zzzz");
    await expect(page.getByRole("heading", { name: "No countries found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(page.getByLabel("Search countries")).toHaveValue("");
    await expect.poll(() => cardNames(page)).toHaveLength(PAGE);

    await page
      .getByRole("link", { name: new RegExp(countries[0]?.name ?? "") })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/countries/${countries[0]?.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/sort=jobCount/);
  });
});

test.describe("countries map", () => {
  test("colours each country by the chosen metric; focus shows the figure and its source; a click opens it", async ({
    page,
  }) => {
    const germany = (await apiCountries(page)).find((c) => c.code === "DE");
    if (!germany) throw new Error("Germany is listed");
    await page.goto("/countries");
    await page.getByRole("button", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/countries\?view=map&metric=employmentOpportunity$/);
    await page.getByLabel("The map shows").selectOption("Standard of Living");
    await expect(page).toHaveURL(/\/countries\?view=map&metric=standardOfLiving$/);

    const map = page.getByRole("figure", { name: "Map: Standard of Living" });
    const link = map.getByRole("link", {
      name: `Germany: ${Number(germany.standardOfLiving.toFixed(1))}/10`,
    });
    await link.focus();
    const shown = map.locator("output");
    await expect(shown).toContainText(`Germany ${Number(germany.standardOfLiving.toFixed(1))}/10`);
    await expect(shown).toContainText("Human Development Index · UNDP");
    // The list stays below the map, with the same countries, for anyone who cannot use the map.
    await expect(page.getByRole("status").filter({ hasText: /countries/ })).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/countries/${germany.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/view=map&metric=standardOfLiving$/);
    await expect(page.getByLabel("The map shows")).toHaveValue("standardOfLiving");

    // A figure nobody publishes is hatched, and focus says whose publication lacks it.
    await page.getByLabel("The map shows").selectOption("Cultural Acceptance");
    const acceptance = page.getByRole("figure", { name: "Map: Cultural Acceptance" });
    await acceptance.getByRole("link", { name: "Mexico: Not published" }).focus();
    await expect(acceptance.locator("output")).toContainText("Mexico Not published");
    await expect(acceptance.locator("output")).toContainText(
      "Migrant Acceptance Index · not published by Gallup 2017",
    );
  });
});

test.describe("every country of the world", () => {
  test("a region in the address keeps its countries, and more are shown on request", async ({ page }) => {
    const countries = await apiCountries(page);
    const europe = countries.filter((c) => c.region === "Europe");
    await page.goto("/countries?region=Europe");
    await expect(page.getByLabel("Region")).toHaveValue("Europe");
    await expect(page.getByRole("status")).toHaveText(
      `${europe.length} of ${countries.length} countries match in Europe`,
    );
    await expect.poll(() => cardNames(page)).toHaveLength(Math.min(PAGE, europe.length));

    await page.getByLabel("Region").selectOption({ label: "All regions" });
    await expect(page).toHaveURL(/\/countries$/);
    await expect.poll(() => cardNames(page)).toHaveLength(PAGE);
    await page.getByRole("button", { name: "Show more countries" }).click();
    await expect.poll(() => cardNames(page)).toHaveLength(Math.min(2 * PAGE, countries.length));
  });

  test("a figure nobody publishes reads 'Not published' on its card and its page", async ({ page }) => {
    // The Migrant Acceptance Index scores read (Gallup's 2017 edition) include none for Mexico.
    const mexico = (await apiCountries(page)).find((c) => c.code === "MX");
    if (!mexico) throw new Error("Mexico is listed");
    expect(mexico.sources.culturalAcceptance?.missing).toBe(true);
    await page.goto("/countries?q=Mexico");
    const card = page.getByRole("link", { name: /Mexico/ });
    await expect(card.getByText("Not published").first()).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", "/flags/mx.svg");
    await card.click();
    await expect(page.getByRole("heading", { level: 1, name: "Mexico" })).toBeVisible();
    await expect(page.getByText("Not published").first()).toBeVisible();
    await expect(
      page.getByText(/Counted as (50|5\/10) where a formula needs a number/).first(),
    ).toBeVisible();
    await expect(
      page.getByText(/employment rate, ages 15\+ · World Bank 2025 \(data 20\d\d\)/),
    ).toBeVisible();
  });
});

test.describe("images", () => {
  test("a picture that fails to load is replaced by the country's flag, served by us", async ({ page }) => {
    // Pictures come from the site itself (the page's policy allows no other origin): one that fails.
    await page.route("**/images/broken/**", (route) => route.abort());
    const list = await apiCountries(page);
    // The grid reads the countries' summaries: each is given a picture that fails.
    await page.route("**/api/country-summaries", async (route) => {
      const response = await route.fetch();
      const summaries = (await response.json()) as { code: string }[];
      await route.fulfill({
        response,
        json: summaries.map((c) => ({ ...c, image: `/images/broken/${c.code}.jpg` })),
      });
    });
    await page.goto("/countries");
    const images = page.getByRole("main").getByRole("listitem").locator("img");
    await expect(images).toHaveCount(PAGE);
    await images.first().scrollIntoViewIfNeeded();
    const first = (await cardNames(page))[0];
    const code = list.find((c) => c.name === first)?.code.toLowerCase();
    await expect(images.first()).toHaveAttribute("src", `/flags/${code}.svg`);
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("when the flag cannot load either, the colours are drawn on the device", async ({ page }) => {
    await page.route("**/flags/**", (route) => route.abort());
    await page.goto("/countries");
    const image = page.getByRole("main").getByRole("listitem").locator("img").first();
    await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});

test.describe("country page", () => {
  test("opened from a job's location link, it is about the job's city and goes BACK to the job", async ({
    page,
  }) => {
    const jobs = (await (await page.request.get("/api/jobs")).json()) as Job[];
    const job = jobs.find((j) => j.jobLocation && j.countryId);
    if (!job?.jobLocation || !job.countryId) throw new Error("the demo data has a job with a city");
    const city = job.jobLocation.name;
    await page.goto(`/countries/${job.countryId}?fromJob=${job.id}&city=${encodeURIComponent(city)}`);
    await expect(page.getByRole("heading", { level: 1, name: city })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Job Opportunities in ${city}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Country Metrics" })).toBeVisible();
    await expect(page.getByText("Lower is better").first()).toBeVisible();
    await expect(page.getByText(/^Source: .+ · .*\d{4}/).first()).toBeVisible();
    // The city has no figures of its own: its card shows the country's, and says so.
    await expect(page.getByRole("heading", { name: `${city} Metrics (country-level)` })).toBeVisible();
    await expect(page.getByText(/^Source: .+ · country-level figure$/).first()).toBeVisible();
    await expect(page.getByText(job.title).first()).toBeVisible();
    await page.getByRole("link", { name: "BACK" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  });

  test("without ?city= it is headed by the largest city among its jobs, the same on every visit", async ({
    page,
  }) => {
    // Denmark: no journey here posts a job there, so its jobs stay as the demo data has them.
    const denmark = (await apiCountries(page)).find((c) => c.code === "DK");
    if (!denmark) throw new Error("Denmark is in the reference data");
    const jobs = (await (await page.request.get(`/api/countries/${denmark.id}/jobs`)).json()) as Job[];
    const city = jobs
      .flatMap((j) => (j.jobLocation ? [j.jobLocation] : []))
      .sort(
        (a, b) => (b.population ?? 0) - (a.population ?? 0) || a.name.localeCompare(b.name, "en"),
      )[0]?.name;
    if (!city) throw new Error("a demo job in Denmark is placed in a city");
    const heading = page.getByRole("heading", { level: 1 });
    await page.goto(`/countries/${denmark.id}`);
    await expect(heading).toHaveText(city);
    await page.reload();
    await expect(heading).toHaveText(city);
    await page.goto("/jobs");
    await page.goBack();
    await expect(heading).toHaveText(city);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/countries/${denmark.id}`);
    await expect(heading).toHaveText(city);
  });

  test("shows the country's metrics, its sources and its jobs; BACK goes to the list", async ({ page }) => {
    const country = (await apiCountries(page)).find((c) => c.jobCount > 0);
    if (!country) throw new Error("a country with jobs");
    await page.goto(`/countries/${country.id}`);
    await expect(page.getByText(country.tag ?? "").first()).toBeVisible();
    for (const heading of ["Country Metrics", "Living Standards"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const label of [
      "Employment Opportunity",
      "Cultural Acceptance",
      "Racism Level",
      "Cultural Vibrancy",
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(`${Number(country.standardOfLiving.toFixed(1))}/10`).first()).toBeVisible();
    await expect(page.getByText(country.stapleFood ?? "")).toBeVisible();
    const source = country.sources.employmentOpportunity;
    if (!source || source.estimate) throw new Error("employment is a published figure");
    await expect(
      page.getByText(
        `Source: employment rate, ages 15+ · World Bank ${source.year} (data ${source.dataYear})`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Job Opportunities in / })).toBeVisible();
    await page.getByRole("link", { name: "BACK" }).click();
    await expect(page).toHaveURL(/\/countries$/);
  });

  test("an unknown or malformed id says 'Country not found' with a way back", async ({ page }) => {
    for (const id of ["9999", "abc"]) {
      await page.goto(`/countries/${id}`);
      await expect(page.getByRole("heading", { name: "Country not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Countries" })).toHaveAttribute(
        "href",
        "/countries",
      );
    }
  });
});

/** A job count as a table cell reads: the number, then "(better)" for the larger one. */
function count(n: number): RegExp {
  return new RegExp(`^${n.toLocaleString("en")}(\\(better\\))?$`);
}

test.describe("compare", () => {
  test("results appear only after Compare and show the real job counts", async ({ page }) => {
    const countries = await apiCountries(page);
    const [a, b] = [...countries].sort((x, y) => y.jobCount - x.jobCount);
    if (!a || !b) throw new Error("two countries");
    await page.goto("/compare");
    await expect(page.getByRole("heading", { level: 1, name: "Compare Countries" })).toBeVisible();
    const button = page.getByRole("button", { name: "Compare" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Country 1").selectOption({ label: a.name });
    await expect(button).toBeDisabled();
    await page.getByLabel("Country 2").selectOption({ label: b.name });
    await expect(page.getByRole("table")).toHaveCount(0);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?a=${a.id}&b=${b.id}$`));

    for (const group of [
      "Employment & Opportunity",
      "Culture & Society",
      "Living Standards",
      "Food & Culture",
    ]) {
      await expect(page.getByRole("table", { name: group })).toBeVisible();
    }
    const jobs = page
      .getByRole("table", { name: "Employment & Opportunity" })
      .getByRole("row", { name: /Available Jobs/ });
    await expect(jobs.getByRole("cell").nth(0)).toHaveText(count(a.jobCount));
    await expect(jobs.getByRole("cell").nth(1)).toHaveText(count(b.jobCount));
    const housing = page
      .getByRole("table", { name: "Living Standards" })
      .getByRole("row", { name: /Housing Availability/ });
    await expect(housing.getByRole("cell").nth(0)).toContainText(
      `${Number(a.housingAvailability.toFixed(1))}/10`,
    );
    await expect(page.getByRole("figure")).toContainText("Side by side");

    // A shared link shows the same comparison straight away.
    await page.goto(`/compare?a=${b.id}&b=${a.id}`);
    await expect(page.getByLabel("Country 1")).toHaveValue(String(b.id));
    await expect(jobs.getByRole("cell").nth(0)).toHaveText(count(b.jobCount));
  });
});

type Factor =
  | "employment"
  | "cultural_acceptance"
  | "safety"
  | "cultural_vibrancy"
  | "standard_of_living"
  | "housing"
  | "vegetarian_friendly";

const SLIDERS: Record<Factor, string> = {
  employment: "Employment Opportunity",
  cultural_acceptance: "Cultural Acceptance",
  safety: "Safety",
  cultural_vibrancy: "Cultural Vibrancy",
  standard_of_living: "Standard of Living",
  housing: "Housing Availability",
  vegetarian_friendly: "Vegetarian Friendly",
};

/** The section 9 formula, written out again here so the page is checked against it. */
function expectedTop10(countries: Country[], weights: Record<Factor, number>) {
  const total = Object.values(weights).reduce((s, w) => s + w, 0);
  return countries
    .map((c) => {
      const v: Record<Factor, number> = {
        employment: c.employmentOpportunity,
        cultural_acceptance: c.culturalAcceptance,
        safety: 100 - c.racism,
        cultural_vibrancy: c.culturalVibrancy,
        standard_of_living: c.standardOfLiving * 10,
        housing: c.housingAvailability * 10,
        vegetarian_friendly: c.vegetarianFriendly,
      };
      const sum = (Object.keys(v) as Factor[]).reduce((s, f) => s + (weights[f] * v[f]) / 100, 0);
      return { name: c.name, score: Math.round((sum / total) * 100 * 100) / 100 };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, 10);
}

async function shownResults(page: Page) {
  const items = page.getByRole("list", { name: "Top countries by your weights" }).getByRole("listitem");
  const texts = await items.allInnerTexts();
  const names = await items.getByRole("link").allInnerTexts();
  return texts.map((text, i) => ({
    name: names[i],
    score: Number(/(\d+\.\d{2})\s*\/ 100/.exec(text)?.[1]),
  }));
}

test.describe("weighted calculator", () => {
  test("the top 10 equals the formula over the API's data for several weightings; Reset hides it", async ({
    page,
  }) => {
    const countries = await apiCountries(page);
    await page.goto("/calculator");
    for (const label of Object.values(SLIDERS)) {
      await expect(page.getByRole("slider", { name: label })).toHaveValue("50");
    }
    await expect(page.getByRole("list", { name: "Top countries by your weights" })).toHaveCount(0);

    const settings: Array<Partial<Record<Factor, number>>> = [
      {},
      { employment: 100, safety: 0, housing: 10 },
      { cultural_acceptance: 90, safety: 80, vegetarian_friendly: 0, standard_of_living: 15 },
      {
        employment: 0,
        cultural_acceptance: 0,
        safety: 0,
        cultural_vibrancy: 0,
        standard_of_living: 0,
        housing: 73,
        vegetarian_friendly: 0,
      },
    ];
    for (const setting of settings) {
      const weights = {
        ...Object.fromEntries(Object.keys(SLIDERS).map((f) => [f, 50])),
        ...setting,
      } as Record<Factor, number>;
      for (const [factor, label] of Object.entries(SLIDERS) as [Factor, string][]) {
        await page.getByRole("slider", { name: label }).fill(String(weights[factor]));
      }
      await page.getByRole("button", { name: "Calculate Results" }).click();
      const expected = expectedTop10(countries, weights);
      await expect
        .poll(async () => (await shownResults(page)).map((r) => r.name))
        .toEqual(expected.map((e) => e.name));
      const shown = await shownResults(page);
      shown.forEach((r, i) => {
        expect(Math.abs(r.score - (expected[i]?.score ?? Number.NaN)), r.name).toBeLessThanOrEqual(0.011);
      });
    }

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("list", { name: "Top countries by your weights" })).toHaveCount(0);
    for (const label of Object.values(SLIDERS)) {
      await expect(page.getByRole("slider", { name: label })).toHaveValue("50");
    }
  });

  test("with every weight at zero there is a message and no ranking", async ({ page }) => {
    await page.goto("/calculator");
    for (const label of Object.values(SLIDERS)) {
      await page.getByRole("slider", { name: label }).fill("0");
    }
    await page.getByRole("button", { name: "Calculate Results" }).click();
    await expect(page.getByRole("alert")).toContainText("Set at least one weight above zero");
    await expect(page.getByRole("list", { name: "Top countries by your weights" })).toHaveCount(0);
  });
});

test.describe("accessibility of the countries screens", () => {
  const pages: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
    {
      name: "list",
      path: "/countries",
      ready: (page) => expect(page.getByRole("status").filter({ hasText: "countries" })).toBeVisible(),
    },
    {
      name: "country",
      path: "/countries/17",
      ready: (page) => expect(page.getByRole("heading", { name: /^Job Opportunities in / })).toBeVisible(),
    },
    {
      name: "country with a city",
      path: "/countries/17?city=Bangalore&fromJob=1",
      ready: (page) =>
        expect(page.getByRole("heading", { name: "Bangalore Metrics (country-level)" })).toBeVisible(),
    },
    {
      name: "countries map",
      path: "/countries?view=map&metric=culturalAcceptance",
      ready: (page) => expect(page.getByRole("link", { name: /^Germany: \d+%$/ })).toBeAttached(),
    },
    {
      name: "not found",
      path: "/countries/9999",
      ready: (page) => expect(page.getByRole("heading", { name: "Country not found" })).toBeVisible(),
    },
    {
      name: "compare",
      path: "/compare?a=1&b=2",
      ready: (page) => expect(page.getByRole("figure")).toBeVisible(),
    },
    {
      name: "calculator",
      path: "/calculator",
      ready: async (page) => {
        await page.getByRole("button", { name: "Calculate Results" }).click();
        await expect(page.getByRole("list", { name: "Top countries by your weights" })).toBeVisible();
      },
    },
  ];
  for (const entry of pages) {
    test(`${entry.name}: no axe-core violations in light and dark theme`, async ({ page }) => {
      await page.goto(entry.path);
      await entry.ready(page);
      await expectNoA11yViolations(page);
      await useDarkTheme(page);
      await entry.ready(page);
      await expectNoA11yViolations(page);
    });
  }
});
