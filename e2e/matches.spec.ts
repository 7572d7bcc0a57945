import type { Page } from "@playwright/test";
import type { Job, JobPage, Recommendations } from "@shared/schemas/jobs";
import { expect, expectNoA11yViolations, registerUser, test, useDarkTheme } from "./fixtures";

/** Sets the signed-in person's skills and job preferences through the API the pages use. */
async function setProfile(
  page: Page,
  skills: string[],
  settings: { preferredJobTitle?: string; preferredLocation?: string; visaSponsorshipRequired?: boolean },
): Promise<void> {
  const profile = await page.request.patch("/api/account/profile", { data: { skills } });
  expect(profile.status(), await profile.text()).toBe(200);
  const saved = await page.request.patch("/api/account/settings", { data: settings });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** An older demo job: matching its skills and title makes "Best match" differ from "Newest". */
async function olderJob(page: Page): Promise<Job> {
  const res = await page.request.get("/api/jobs?page=1&pageSize=30");
  const jobs = ((await res.json()) as JobPage).items;
  const job = jobs.slice(10).find((j) => j.skills.length > 0);
  if (!job) throw new Error("demo data has older jobs with skills");
  return job;
}

/** The "NN% match" numbers on the cards, in order. */
async function cardScores(page: Page): Promise<number[]> {
  const badges = page
    .getByRole("region", { name: "Job results" })
    .getByRole("article")
    .getByText(/^\d+% match/);
  return (await badges.allTextContents()).map((t) => Number.parseInt(t, 10));
}

test.describe("match scores", () => {
  test("cards show the match, Best match reorders by it and keeps it in the address", async ({ page }) => {
    await registerUser(page);
    const target = await olderJob(page);
    await setProfile(page, target.skills, {
      preferredJobTitle: target.title,
      visaSponsorshipRequired: false,
    });

    await page.goto("/jobs");
    const cards = page.getByRole("region", { name: "Job results" }).getByRole("article");
    await expect(cards.first().getByText(/^\d+% match/)).toBeVisible();
    const newestFirst = await cards.first().getByRole("heading").textContent();

    await page.getByLabel("Sort by").selectOption("match");
    await expect(page).toHaveURL(/[?&]sort=match\b/);
    const best = (await (await page.request.get("/api/jobs?sort=match&page=1")).json()) as JobPage;
    const bestTitle = best.items[0]?.title ?? "";
    // The person's profile is the older job's own skills and title: the best match scores 100.
    expect(best.items[0]?.match?.score).toBe(100);
    await expect(cards.first().getByRole("heading")).toHaveText(bestTitle);
    expect(bestTitle).not.toBe(newestFirst);
    await expect(cards.first().getByText(/^100% match/)).toBeVisible();
    const scores = await cardScores(page);
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expectNoA11yViolations(page);

    // The order survives a reload (it is in the address); the badges keep their contrast in the dark theme.
    await useDarkTheme(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("match");
    await expect(cards.first().getByRole("heading")).toHaveText(bestTitle);
    await expect(cards.first().getByText(/^100% match/)).toBeVisible();
    await expectNoA11yViolations(page);

    // The job page says why.
    await cards.first().getByRole("link", { name: bestTitle }).click();
    await expect(page.getByRole("heading", { name: "Why it matches" })).toBeVisible();
    await expect(page.getByText(`Title matches "${target.title}"`)).toBeVisible();
  });

  test("a visitor sees no scores and no Sort by", async ({ page }) => {
    await page.goto("/jobs?sort=match");
    const cards = page.getByRole("region", { name: "Job results" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveCount(0);
    await expect(cards.getByText(/^\d+% match/)).toHaveCount(0);
  });
});

test.describe("Recommended for you", () => {
  test("lists strong matches on the dashboard and asks for what is missing", async ({ page }) => {
    await registerUser(page);
    const target = await olderJob(page);
    await setProfile(page, target.skills, {
      preferredJobTitle: target.title,
      preferredLocation: "",
      visaSponsorshipRequired: false,
    });
    const api = (await (await page.request.get("/api/recommendations")).json()) as Recommendations;

    await page.goto("/home");
    const section = page.getByRole("heading", { name: "Recommended for you" }).locator("..");
    expect(api.items.length).toBeGreaterThan(0);
    await expect(section.getByRole("link", { name: api.items[0]?.title }).first()).toBeVisible();
    await expect(section.getByRole("list", { name: "Recommended jobs" }).getByRole("listitem")).toHaveCount(
      api.items.length,
    );
    await expect(section.getByText(/^\d+% match/).first()).toBeVisible();
    await expect(section.getByRole("link", { name: "Set a preferred location" })).toHaveAttribute(
      "href",
      "/settings",
    );
    await expectNoA11yViolations(page);
  });

  test("a person with nothing to match on is told what to fill in", async ({ page }) => {
    await registerUser(page);
    await setProfile(page, [], { preferredJobTitle: "", preferredLocation: "" });
    await page.goto("/home");
    const section = page.getByRole("heading", { name: "Recommended for you" }).locator("..");
    await expect(section.getByRole("link", { name: "Add your skills" })).toHaveAttribute("href", "/account");
    await expect(
      section.getByRole("link", { name: "Set a preferred job title or location" }),
    ).toHaveAttribute("href", "/settings");
    await section.getByRole("link", { name: "Add your skills" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});
