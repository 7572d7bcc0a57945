import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, registerUser, SECOND_SERVER, test } from "./fixtures";

/**
 * The places a person new to Borderless stopped, went back or was misled, walked as they walked
 * them: each journey shows what they see now.
 */

const PHONE = { width: 390, height: 844 };

interface ApiJob {
  id: number;
  title: string;
  location: string;
  workType: string;
  employmentType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  visa: { status: string };
}

async function apiJobs(page: Page, query: string): Promise<{ items: ApiJob[]; total: number }> {
  const res = await page.request.get(`/api/jobs?${query}`);
  expect(res.status()).toBe(200);
  return res.json();
}

let counter = 0;
function fresh() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username: `new${tag}`, email: `new${tag}@example.test`, password: "amber-lantern-58" };
}

test.describe("accounts", () => {
  test("after registering, the sign-in form has the new username and waits for the password", async ({
    page,
  }) => {
    const who = fresh();
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Noor Haddad");
    await page.getByLabel("Username").fill(who.username);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByText("Your account has been created! Please sign in.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Username")).toHaveValue(who.username);
    await expect(page.getByLabel("Password")).toBeFocused();
    await expectNoA11yViolations(page);

    // Signing in is the password and Enter.
    await page.keyboard.type(who.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Noor Haddad" })).toBeVisible();
  });

  test("a sign-in page opened directly starts empty", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Username")).toHaveValue("");
    await expect(page.getByLabel("Password")).not.toBeFocused();
  });
});

test.describe("jobs", () => {
  test("the dashboard's tiles keep the specification's labels and mark demo figures with a badge", async ({
    page,
  }) => {
    await registerUser(page);
    const stats = await (await page.request.get("/api/stats")).json();
    expect(stats.demoJobs).toBe(stats.availableJobs);
    await page.goto("/home");
    const available = page.getByRole("link", { name: /Available Jobs$/ });
    const visa = page.getByRole("link", { name: /Visa Sponsorship$/ });
    await expect(available).toContainText(stats.availableJobs.toLocaleString("en-US"));
    await expect(visa).toContainText(stats.visaSponsorshipJobs.toLocaleString("en-US"));
    for (const tile of [available, visa]) {
      // The badge reads "Demo"; a screen reader hears what is fictional.
      await expect(tile.getByText("Demo postings, all fictional", { exact: true })).toBeVisible();
      await expect(tile).toHaveAccessibleName(
        /^[\d,]+ Demo postings, all fictional (Available Jobs|Visa Sponsorship)$/,
      );
    }
    await expect(page.getByText(/Demo Jobs/)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("the job page's save button says Saved once saved, and saving again removes it", async ({ page }) => {
    await registerUser(page);
    const [job] = (await apiJobs(page, "page=1&pageSize=1")).items;
    if (!job) throw new Error("demo data has jobs");
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: "Save job", pressed: false }).click();
    const saved = page.getByRole("button", { name: "Saved", exact: true, pressed: true });
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute("title", "Remove from saved");
    await expect(page.getByRole("button", { name: "Save job" })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.reload();
    await saved.click();
    await expect(page.getByRole("button", { name: "Save job", pressed: false })).toBeVisible();
  });

  test("a saved search's button says Search saved, also after a reload, and leads to the saved searches", async ({
    page,
  }) => {
    await registerUser(page);
    await page.goto("/jobs?q=designer&workType=Remote");
    await page.getByRole("button", { name: "Save this search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save this search" });
    await dialog.getByLabel("Name").fill("Remote design");
    await dialog.getByRole("button", { name: "Save search" }).click();
    await expect(dialog).toBeHidden();
    const saved = page.getByRole("link", { name: /^Search saved/ });
    await expect(saved).toBeVisible();
    await expect(page.getByRole("button", { name: "Save this search" })).toHaveCount(0);
    await page.reload();
    await expect(saved).toBeVisible();
    await expectNoA11yViolations(page);
    // Another search is not saved yet.
    await page.goto("/jobs?q=designer");
    await expect(page.getByRole("button", { name: "Save this search" })).toBeVisible();
    await page.goto("/jobs?q=Designer&workType=Remote");
    await saved.click();
    await expect(page).toHaveURL(/\/account\?tab=searches$/);
    await expect(page.getByRole("link", { name: "Remote design" })).toBeVisible();
  });

  test("on a phone, the filters open over the results and Show N jobs leads back to them", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const contract = await apiJobs(page, "employmentType=Contract&page=1&pageSize=20");
    await page.goto("/jobs");
    await expect(page.getByRole("region", { name: "Job results" }).getByText(/jobs? found/)).toBeVisible();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByLabel("Employment Type").selectOption("Contract");
    const show = sheet.getByRole("button", { name: `Show ${contract.total} jobs` });
    // The count of what the filters find stays in view while choosing.
    await expect(show).toBeInViewport();
    await expectNoA11yViolations(page);
    await show.click();
    await expect(sheet).toBeHidden();
    const results = page.getByRole("region", { name: "Job results" });
    await expect(results.getByText(`${contract.total} jobs found`, { exact: true })).toBeInViewport();
    await expect(results.getByRole("article").first()).toContainText("Contract");
    await expect(page).toHaveURL(/employmentType=Contract/);
    // Escape closes it too, without losing a choice.
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeFocused();
  });

  test("on a phone, a job page's first screen shows its pay, place, work type and visa answer", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await registerUser(page, { profession: "Data Engineer" });
    const job = (await apiJobs(page, "q=engineer&page=1&pageSize=20")).items.find(
      (j) => j.salaryMin !== null && j.visa.status === "yes",
    );
    if (!job) throw new Error("demo data has a paid engineering job that sponsors visas");
    await page.goto(`/jobs/${job.id}`);
    const header = page.getByRole("main");
    await expect(header.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(header.getByRole("listitem").filter({ hasText: /^Salary: \S/ })).toBeInViewport();
    await expect(
      header.getByRole("listitem").filter({ hasText: `Location: ${job.location}` }),
    ).toBeInViewport();
    const badges = header.getByRole("list", { name: "Job type" }).first();
    await expect(badges.getByText(job.workType, { exact: true })).toBeInViewport();
    await expect(badges.getByText("Visa Sponsorship", { exact: true })).toBeInViewport();
  });

  test("a signed-in person moving to Explore keeps the navigation while the page loads", async ({ page }) => {
    await registerUser(page);
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    // The Explore page's code is held back, as on a slow connection, until the loading state is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/explore-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await nav.getByRole("link", { name: "Explore" }).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText("Loading...");
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
    release();
    await expect(main.getByRole("heading", { level: 1, name: "Explore Borderless" })).toBeVisible();
    await expect(nav).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("Best match says it is ordered by match; with nothing to match on, that it is newest first", async ({
    page,
  }) => {
    await registerUser(page, { profession: "Data Engineer" });
    const best = await apiJobs(page, "sort=match&page=1&pageSize=20");
    await page.goto("/jobs?sort=match");
    const results = page.getByRole("region", { name: "Job results" });
    await expect(results.getByRole("status")).toHaveText(`${best.total} jobs found, best match first`);

    // Someone whose profile holds nothing to match on gets the newest first, and is told so.
    // (A new account has no preferred title or location; its skills came from its profession.)
    const empty = await page.request.patch("/api/account/profile", { data: { skills: [] } });
    expect(empty.status(), await empty.text()).toBe(200);
    const newest = await apiJobs(page, "sort=match&page=1&pageSize=20");
    await page.reload();
    await expect(results.getByRole("status")).toHaveText(
      `${newest.total} jobs found, newest first: your profile has nothing to match on yet`,
    );
  });
});

test.describe("countries", () => {
  test("a country unfollowed stays unfollowed when it is compared again", async ({ page }) => {
    await registerUser(page);
    const countries = (await (await page.request.get("/api/countries")).json()) as {
      id: number;
      name: string;
    }[];
    const [a, b] = countries;
    if (!a || !b) throw new Error("two countries");
    const compare = async () => {
      await page.goto("/compare");
      await page.getByLabel("Country 1").selectOption({ label: a.name });
      await page.getByLabel("Country 2").selectOption({ label: b.name });
      const recorded = page.waitForResponse((res) => res.url().endsWith("/api/countries/compared"));
      await page.getByRole("button", { name: "Compare" }).click();
      expect((await recorded).status()).toBe(204);
    };
    await compare();
    await page.goto(`/countries/${a.id}`);
    await page.getByRole("button", { name: "Following", pressed: true }).click();
    await expect(page.getByRole("button", { name: "Follow", pressed: false })).toBeVisible();

    await compare();
    await page.goto(`/countries/${a.id}`);
    await expect(page.getByRole("button", { name: "Follow", pressed: false })).toBeVisible();
    await page.goto(`/countries/${b.id}`);
    await expect(page.getByRole("button", { name: "Following", pressed: true })).toBeVisible();
  });
});

test.describe("employers", () => {
  // Posting a job is not demo content: it happens on the server the other specs do not read.
  test.use({ baseURL: SECOND_SERVER });

  test("a refused job shows one message, under its field and focused, with no toast over it", async ({
    page,
  }) => {
    await registerUser(page);
    const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
    const company = await page.request.post("/api/companies", {
      data: { name: `Quay Freight ${tag}`, location: "Hamburg, Germany" },
    });
    expect(company.status(), await company.text()).toBe(201);
    const { id } = (await company.json()) as { id: number };
    await page.goto(`/employer/companies/${id}/jobs/new`);
    await page.getByLabel("Job title").fill(`Dock Planner ${tag}`);
    await page.getByLabel("Description").fill("Plan the berths of our ships.");
    await page.getByLabel("Apply link").fill("https://quay.example.test/jobs/dock-planner");
    await page.getByRole("radio", { name: "Yes" }).check();
    const sentence = page.getByLabel("In one sentence, what do you offer about visas?");
    // The server reads this sentence as the opposite answer.
    await sentence.fill("We cannot sponsor visas for this role.");
    await page.getByRole("button", { name: "Post job" }).click();
    await expect(sentence).toHaveAccessibleDescription(/reads as if you do not sponsor visas/);
    await expect(sentence).toBeFocused();
    await expect(page.getByText("Could not save the job")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
