import type { Page } from "@playwright/test";
import { cityFigures } from "@shared/domain/city-figures";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { expect, expectNoA11yViolations, registerUser, test, useDarkTheme } from "./fixtures";

const VERDICTS = [
  "Excellent choice! You'll live very comfortably here.",
  "Good option with manageable trade-offs.",
  "Challenging but possible with careful planning.",
  "Difficult location for your current salary level.",
];

async function apiJobs(page: Page, query: string): Promise<JobPage> {
  const res = await page.request.get(`/api/jobs?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as JobPage;
}

async function allJobs(page: Page): Promise<Job[]> {
  return (await apiJobs(page, "page=1&pageSize=100")).items;
}

function job0(jobs: Job[]): string {
  const first = jobs[0];
  if (!first) throw new Error("demo data has jobs");
  return first.title;
}

function results(page: Page) {
  return page.getByRole("region", { name: "Job results" });
}

/** Job titles on the cards, in the order shown. */
async function cardTitles(page: Page): Promise<string[]> {
  return results(page).getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts();
}

test.describe("job search", () => {
  test("text and filters update the address and show what the API answers for the same query", async ({
    page,
  }) => {
    await page.goto("/jobs");
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Your Next Global Opportunity" }),
    ).toBeVisible();
    const total = (await apiJobs(page, "page=1")).total;
    await expect(results(page).getByText(`${total} jobs found`)).toBeVisible();

    await page.getByPlaceholder("Search job titles, companies, or skills").fill("engineer");
    await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
    const germany = (await page.request.get("/api/countries").then((r) => r.json())).find(
      (c: { name: string }) => c.name === "Germany",
    );
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await page.getByLabel("Visa Sponsorship Only").check();
    await expect(page).toHaveURL(new RegExp(`\\?q=engineer&country=${germany.id}&visa=1$`));

    const expected = await apiJobs(page, `q=engineer&country=${germany.id}&visa=1&page=1&pageSize=20`);
    expect(expected.items.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((j) => j.title));
    for (const job of expected.items) {
      expect(job.country?.name).toBe("Germany");
      expect(job.visaSponsorship).toBe(true);
    }

    await page.getByLabel("Employment Type").selectOption("Internship");
    await page.getByLabel("Work Type").selectOption("Remote");
    const none = await apiJobs(
      page,
      `q=engineer&country=${germany.id}&employmentType=Internship&workType=Remote&visa=1&page=1`,
    );
    if (none.total === 0) {
      await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
      await expect(page.getByText("Try adjusting your search filters")).toBeVisible();
    }

    await results(page)
      .getByRole("button", { name: "Reset Filters" })
      .or(page.getByRole("complementary").getByRole("button", { name: "Reset Filters" }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByPlaceholder("Search job titles, companies, or skills")).toHaveValue("");
    await expect(page.getByLabel("Country")).toHaveValue("all");
    await expect(page.getByLabel("Visa Sponsorship Only")).not.toBeChecked();
    await expect(results(page).getByText(`${total} jobs found`)).toBeVisible();
  });

  test("debounces typing: one search request for a quickly typed word", async ({ page }) => {
    await page.clock.install();
    await page.goto("/jobs");
    await expect(results(page).getByRole("article").first()).toBeVisible();
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/jobs?")) searches.push(request.url());
    });
    // The page's clock stands still while the word is typed, so however slowly this machine
    // delivers the keys, every one of them falls inside the typing pause.
    await page.clock.pauseAt(Date.now() + 1000);
    const box = page.getByPlaceholder("Search job titles, companies, or skills");
    await box.pressSequentially("python", { delay: 30 });
    await expect(box).toHaveValue("python");
    expect(searches).toEqual([]);

    await page.clock.runFor(300);
    await page.clock.resume();
    await expect(page).toHaveURL(/q=python/);
    await expect.poll(() => searches.length).toBeGreaterThan(0);
    const expected = await apiJobs(page, "q=python&page=1&pageSize=20");
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((j) => j.title));
    expect(searches.every((url) => url.includes("q=python"))).toBe(true);
    expect(searches).toHaveLength(1);
  });

  test("a filter chosen while the typed text waits to be sent is kept when the text is sent", async ({
    page,
  }) => {
    const countries: { id: number; name: string }[] = await (await page.request.get("/api/countries")).json();
    const germany = countries.find((c) => c.name === "Germany");
    if (!germany) throw new Error("demo data has Germany");
    await page.clock.install();
    await page.goto("/jobs");
    await expect(results(page).getByRole("article").first()).toBeVisible();
    // The country list arrives on its own request; it must be there before the clock stops.
    await expect(page.getByLabel("Country").getByRole("option", { name: "Germany" })).toBeAttached();

    // The page's clock stands still, so both filters are certainly chosen inside the typing pause.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByPlaceholder("Search job titles, companies, or skills").fill("engineer");
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await page.getByLabel("Visa Sponsorship Only").check();
    // Each choice shows at once and reaches the address after the next frame: a few frames pass,
    // far less than the typing pause.
    await expect(page.getByLabel("Country")).toHaveValue(String(germany.id));
    await page.clock.runFor(50);
    await expect(page).toHaveURL(new RegExp(`/jobs\\?country=${germany.id}&visa=1$`));

    await page.clock.runFor(300);
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=engineer&country=${germany.id}&visa=1$`));
    await page.clock.resume();
    await expect(page.getByLabel("Country")).toHaveValue(String(germany.id));
    await expect(page.getByLabel("Visa Sponsorship Only")).toBeChecked();
    await expect(page.getByPlaceholder("Search job titles, companies, or skills")).toHaveValue("engineer");
    const expected = await apiJobs(page, `q=engineer&country=${germany.id}&visa=1&page=1&pageSize=20`);
    expect(expected.items.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((j) => j.title));
  });

  test("a reload keeps the filters, and back/forward step through them", async ({ page }) => {
    await page.goto("/jobs?q=data&workType=Hybrid");
    await expect(page.getByPlaceholder("Search job titles, companies, or skills")).toHaveValue("data");
    await expect(page.getByLabel("Work Type")).toHaveValue("Hybrid");
    const expected = await apiJobs(page, "q=data&workType=Hybrid&page=1");
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((j) => j.title));

    await page.reload();
    await expect(page.getByPlaceholder("Search job titles, companies, or skills")).toHaveValue("data");
    await expect(page.getByLabel("Work Type")).toHaveValue("Hybrid");
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((j) => j.title));

    await page.getByLabel("Employment Type").selectOption("Full-time");
    await expect(page).toHaveURL(/employmentType=Full-time/);
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?q=data&workType=Hybrid$/);
    await expect(page.getByLabel("Employment Type")).toHaveValue("all");
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((j) => j.title));
    await page.goForward();
    await expect(page.getByLabel("Employment Type")).toHaveValue("Full-time");
    await expect(page.getByPlaceholder("Search job titles, companies, or skills")).toHaveValue("data");
  });

  test("'Load more' adds the next page below without moving the page back to the top", async ({ page }) => {
    const first = await apiJobs(page, "page=1&pageSize=20");
    const second = await apiJobs(page, "page=2&pageSize=20");
    await page.goto("/jobs");
    await expect.poll(() => cardTitles(page)).toEqual(first.items.map((j) => j.title));
    const more = page.getByRole("button", { name: "Load more jobs" });
    await more.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await more.click();
    await expect.poll(() => cardTitles(page)).toEqual([...first.items, ...second.items].map((j) => j.title));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before);
    await expect(page.getByRole("link", { name: second.items[0]?.title ?? "" }).first()).toBeFocused();
  });

  test("on a phone the filters sit behind a 'Filters' button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/jobs");
    const toggle = page.getByRole("button", { name: "Filters", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Employment Type")).toBeHidden();
    await toggle.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByLabel("Employment Type").selectOption("Contract");
    await expect(page).toHaveURL(/employmentType=Contract/);
  });

  test("has no accessibility violations, light and dark, desktop and phone", async ({ page }) => {
    await page.goto("/jobs?q=engineer");
    await expect(results(page).getByRole("article").first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto("/jobs?q=nothing-matches-this");
    await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await page.goto("/jobs");
    await expect(results(page).getByRole("article").first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expectNoA11yViolations(page);
  });
});

test.describe("job page", () => {
  test("shows every section of a job with a city", async ({ page }) => {
    const job = (await allJobs(page)).find((j) => j.jobLocation !== null && j.company.website && j.salary);
    if (!job?.jobLocation || !job.country) throw new Error("demo data has a job with a city");
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(job.company.logo, { exact: true })).toBeVisible();
    await expect(main.getByText(job.company.name).first()).toBeVisible();
    await expect(main.getByText(job.location).first()).toBeVisible();
    await expect(main.getByText(/^Posted /).first()).toBeVisible();
    const badges = main.getByRole("list", { name: "Job type" });
    await expect(badges.getByText(job.employmentType, { exact: true })).toBeVisible();
    const visaBadge = {
      yes: "Visa Sponsorship",
      no: "No Visa Sponsorship",
      unknown: "Sponsorship not stated",
    };
    await expect(badges.getByText(visaBadge[job.visa.status], { exact: true })).toBeVisible();
    await expect(badges.getByText(job.workType, { exact: true })).toBeVisible();
    for (const heading of [
      "Job Description",
      "Required Skills",
      "Ease of Living Calculator",
      "Job Details",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: `About ${job.company.name}` })).toBeVisible();
    for (const skill of job.skills)
      await expect(main.getByText(skill, { exact: true }).first()).toBeVisible();

    // The demo data's jobs and companies are fictional: Apply leads to our page that says so, and
    // the company's made-up website is not offered.
    expect(job.isDemo).toBe(true);
    const apply = page.getByRole("link", { name: /Apply for this Position/ });
    await expect(apply).toHaveAttribute("href", `/demo-posting?job=${job.id}`);
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /Visit website/ })).toHaveCount(0);
    await expect(main.getByText(`${job.company.name} is fictional`, { exact: false })).toBeVisible();

    for (const label of ["Salary Range", "Job Type", "Location", "Posted"]) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    const visaDetail = {
      yes: "Visa Sponsorship Available",
      no: "Visa Sponsorship Not Available",
      unknown: "Sponsorship not stated in the posting",
    };
    await expect(main.getByText(visaDetail[job.visa.status])).toBeVisible();

    const place = page.getByRole("region", { name: "Location Information" });
    await expect(place.getByText(`${job.jobLocation.name}, ${job.country.name}`)).toBeVisible();
    // A demo job's city is one of the written cities: it has a description and a record of figures.
    const figures = cityFigures(job.jobLocation);
    if (!figures || job.jobLocation.description === null) throw new Error("a demo city has figures");
    await expect(place.getByText(job.jobLocation.description)).toBeVisible();
    // A figure no publisher has reads "Not published", never the neutral number formulas count it as.
    const shown = (key: keyof typeof figures.sources, value: string) =>
      figures.sources[key]?.missing ? "Not published" : value;
    for (const [label, value] of [
      [
        "Employment Opportunity",
        shown("employmentOpportunity", `${Math.round(figures.employmentOpportunity)}%`),
      ],
      ["Cultural Acceptance", shown("culturalAcceptance", `${Math.round(figures.culturalAcceptance)}%`)],
      [
        "Housing Availability",
        shown("housingAvailability", `${Number(figures.housingAvailability.toFixed(1))}/10`),
      ],
      ["Racism Index", shown("racism", `${Math.round(figures.racism)}%`)],
      ["Vegetarian Friendly", shown("vegetarianFriendly", `${Math.round(figures.vegetarianFriendly)}%`)],
    ] as const) {
      const row = place.locator("div", { has: page.getByText(label, { exact: true }) }).last();
      await expect(row).toContainText(value);
    }
    await expect(page.getByRole("link", { name: /View Location Insights/ })).toHaveAttribute(
      "href",
      `/countries/${job.countryId}?fromJob=${job.id}&city=${encodeURIComponent(job.jobLocation.name)}`,
    );
    await page.getByRole("link", { name: "Back to Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("labels a job without a city with its country's figures", async ({ page }) => {
    const job = (await allJobs(page)).find((j) => j.jobLocation === null && j.countryId !== null);
    if (!job) throw new Error("demo data has a job with a country and no city");
    const country = await (await page.request.get(`/api/countries/${job.countryId}`)).json();
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByText(`These are country-level figures for ${country.name}.`)).toBeVisible();
    const row = page
      .getByRole("region", { name: "Location Information" })
      .locator("div", { has: page.getByText("Employment Opportunity", { exact: true }) })
      .last();
    await expect(row).toContainText(`${Math.round(country.employmentOpportunity)}%`);
  });

  test("shows India's salaries in lakh rupees", async ({ page }) => {
    const job = (await allJobs(page)).find((j) => j.country?.code === "IN" && j.salary);
    if (!job?.salary) throw new Error("demo data has a job in India with a salary");
    const [low, high] = job.salary.replaceAll(",", "").split("-").map(Number) as [number, number];
    const lpa = (n: number) => ((n * 83) / 100_000).toFixed(1);
    await page.goto(`/jobs/${job.id}`);
    // The header's salary line; the pay panel below says it again once it has loaded.
    const shown = `₹${lpa(low)} - ${lpa(high)} LPA`;
    await expect(page.getByRole("listitem").filter({ hasText: shown })).toHaveText(`Salary: ${shown}`);
  });

  test("answers 'Job not found' for an unknown id, without asking the server for a non-number", async ({
    page,
  }) => {
    await page.goto("/jobs/999999");
    await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Jobs" })).toHaveAttribute("href", "/jobs");

    const jobRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/jobs\/[^/?]+$/.test(request.url())) jobRequests.push(request.url());
    });
    for (const bad of ["abc", "0", "1.5"]) {
      await page.goto(`/jobs/${bad}`);
      await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
    }
    expect(jobRequests).toEqual([]);
  });

  test("the calculator shows 'Calculating...' then a verdict, and 'Calculate Again' starts over", async ({
    page,
  }) => {
    const job = (await allJobs(page)).find((j) => j.countryId !== null && j.salaryCurrency === "USD");
    if (!job) throw new Error("demo data has a job paid in dollars");
    await page.goto(`/jobs/${job.id}`);
    const salary = page.getByLabel("Annual salary (USD per year)");
    const initial = await salary.inputValue();
    expect(Number(initial)).toBeGreaterThan(0);
    const calculate = page.getByRole("button", { name: "Calculate", exact: true });

    for (const bad of ["", "0", "-5"]) {
      await salary.fill(bad);
      await expect(calculate).toBeDisabled();
    }
    await salary.fill("85000");
    await calculate.click();
    await expect(page.getByRole("button", { name: "Calculating..." })).toBeDisabled();
    const verdict = page.getByText(new RegExp(VERDICTS.map((v) => v.replace(/[.!?']/g, ".")).join("|")));
    await expect(verdict).toBeVisible({ timeout: 5000 });
    await expect(
      page.getByRole("heading", { name: "Illustrative monthly costs — not a price survey" }),
    ).toBeVisible();
    await expect(
      page.getByText(/^For context: the price level of .+ is \d+\.\d\d \(United States = 1\)/),
    ).toBeVisible();
    for (const cost of ["Housing", "Food", "Transport", "Healthcare", "Miscellaneous"]) {
      await expect(page.getByRole("rowheader", { name: new RegExp(`^${cost}`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();

    await page.getByRole("button", { name: "Calculate Again" }).click();
    await expect(verdict).toBeHidden();
    await expect(salary).toHaveValue(initial);
    await expect(calculate).toBeEnabled();
  });

  test("has no accessibility violations, with a result, light and dark", async ({ page }) => {
    const job = (await allJobs(page)).find((j) => j.countryId !== null && j.salaryCurrency === "USD");
    await page.goto(`/jobs/${job?.id}`);
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByRole("button", { name: "Calculate Again" })).toBeVisible({ timeout: 5000 });
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByRole("button", { name: "Calculate Again" })).toBeVisible({ timeout: 5000 });
    await expectNoA11yViolations(page);
  });
});

test.describe("saved jobs and applications", () => {
  test("a visitor who presses save is asked to sign in", async ({ page }) => {
    await page.goto("/jobs");
    const save = results(page)
      .getByRole("button", { name: /^Save / })
      .first();
    await save.click();
    await expect(page.getByText("Sign in to save jobs", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute(
      "href",
      "/login?next=%2Fjobs",
    );
    await expect(save).toHaveAttribute("aria-pressed", "false");
  });

  test("a saved job appears on /saved and in the stat tile; unsaving removes it", async ({ page }) => {
    await registerUser(page);
    const newest = (await apiJobs(page, "page=1&pageSize=3")).items;
    const [job] = newest;
    if (!job) throw new Error("demo data has jobs");

    await page.goto("/home");
    const savedTile = page.getByRole("link", { name: /Saved Jobs/ });
    await expect(savedTile).toContainText("0");

    await page.goto("/jobs");
    const save = page.getByRole("button", { name: `Save ${job.title}` }).first();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(page.getByRole("button", { name: `Saved: ${job.title}` }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.goto("/saved");
    await expect(page.getByRole("heading", { level: 1, name: "Your Saved Jobs" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByRole("link", { name: job.title })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto("/home");
    await expect(page.getByRole("link", { name: /Saved Jobs/ })).toContainText("1");
    await expectNoA11yViolations(page);

    await page.goto("/saved");
    await page.getByRole("button", { name: `Saved: ${job.title}` }).click();
    await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("another person never sees my saved jobs", async ({ browser }) => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    await registerUser(a);
    await registerUser(b);
    const job = (await apiJobs(a, "page=1&pageSize=1")).items[0];
    expect((await a.request.put(`/api/jobs/${job?.id}/save`)).status()).toBe(200);
    await b.goto("/saved");
    await expect(b.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
    await b.goto(`/jobs/${job?.id}`);
    await expect(b.getByRole("button", { name: "Save job" })).toHaveAttribute("aria-pressed", "false");
    await a.goto(`/jobs/${job?.id}`);
    await expect(a.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await a.close();
    await b.close();
  });

  test("applying opens the application in a new tab and marks the job 'Applied'", async ({ page }) => {
    await registerUser(page);
    const job = (await allJobs(page)).find((j) => j.isDemo);
    if (!job) throw new Error("demo data has demo jobs");
    await page.goto(`/jobs/${job.id}`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Apply for this Position/ }).click();
    // A demo job's application is our page saying the posting is fictional.
    const opened = await popup;
    await expect(opened.getByRole("heading", { level: 1, name: "This is a demo posting" })).toBeVisible();
    await opened.close();
    await expect(page.getByRole("main").getByText("Applied", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("main").getByText("Applied", { exact: true })).toBeVisible();
    await page.goto("/jobs");
    const card = results(page)
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: job.title }) });
    await expect(card.first().getByText("Applied", { exact: true })).toBeVisible();
  });
});

test.describe("dashboard", () => {
  test("greets the person by name and shows real figures, countries and jobs", async ({ page }) => {
    const user = await registerUser(page, { fullName: "Priya Raman" });
    const stats = await (await page.request.get("/api/stats")).json();
    await page.goto("/home");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome back, ${user.fullName}` }),
    ).toBeVisible();
    await expect(page.getByText("Track your job search and explore global opportunities")).toBeVisible();
    // Every job of the demo data is a demo posting: the tiles keep their labels and say so in a badge.
    expect(stats.demoJobs).toBe(stats.availableJobs);
    await expect(
      page.getByRole("link", { name: /^[\d,]+\s*Demo postings, all fictional\s*Available Jobs$/ }),
    ).toContainText(stats.availableJobs.toLocaleString("en-US"));
    await expect(
      page.getByRole("link", { name: /Demo postings, all fictional\s*Visa Sponsorship$/ }),
    ).toContainText(stats.visaSponsorshipJobs.toLocaleString("en-US"));
    await expect(page.getByRole("link", { name: /^\d+\s*Countries/ })).toContainText(String(stats.countries));

    const countries = await (await page.request.get("/api/countries")).json();
    const trending = page.getByRole("region", { name: "Trending Countries" });
    for (const country of countries.slice(0, 3)) {
      await expect(trending.getByRole("heading", { name: country.name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "View all countries" })).toHaveAttribute(
      "href",
      "/countries",
    );

    const recent = (await apiJobs(page, "page=1&pageSize=3")).items;
    for (const job of recent) await expect(page.getByRole("link", { name: job.title }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Find referrers" })).toHaveAttribute("href", "/referrals");
    await expect(page.getByText("Connect with industry insiders")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Country Comparison" })).toBeVisible();
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await expect(trending.getByRole("heading", { name: countries[0].name })).toBeVisible();
    await expect(page.getByRole("link", { name: job0(recent) }).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("its search box takes the text to /jobs and its Filter button opens the filters", async ({ page }) => {
    await registerUser(page);
    await page.goto("/home");
    await page.getByPlaceholder("Search job titles, companies, or skills").fill("react");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jobs\?q=react$/);
    await expect(page.getByPlaceholder("Search job titles, companies, or skills")).toHaveValue("react");

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/home");
    await page.getByRole("link", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?filters=open$/);
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet.getByLabel("Country", { exact: true })).toBeFocused();
  });
});
