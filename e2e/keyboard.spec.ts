import type { Browser, Locator, Page } from "@playwright/test";
import type { Country } from "@shared/schemas/countries";
import { expect, expectVisibleFocus, registerUser, test } from "./fixtures";

/**
 * The main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, typing): no
 * clicks. Every element Tab lands on must show its focus.
 */

/** What has focus, for failure messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "(body)";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 50);
    return `<${el.tagName.toLowerCase()}> ${name ?? ""}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until one of the target's elements has focus, checking at every step
 * that focus is visible; fails after `max` presses with the path focus took.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return;
    path.push(await focused(page));
  }
  throw new Error(`${target} never got focus in ${max} presses; focus went:\n  ${path.join("\n  ")}`);
}

async function me(page: Page): Promise<{ id: number; fullName: string }> {
  return (await page.request.get("/api/auth/me")).json();
}

/** Someone in their own browser context who offers referrals at the first listed company. */
async function createReferrer(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`.replace(/\d/g, (d) =>
    String.fromCharCode(97 + Number(d)),
  );
  const user = await registerUser(page, { fullName: `Kim Key${tag}`, profession: "Staff Engineer" });
  const { id } = await me(page);
  const options = (await (await page.request.get("/api/referral-companies/options")).json()) as {
    id: number;
  }[];
  const res = await page.request.post("/api/referrers", {
    data: {
      companyId: options[0]?.id,
      experience: 4,
      description: "Happy to refer people I have talked with.",
      currentEmployee: true,
      available: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return { fullName: user.fullName, userId: id };
}

test.describe("keyboard only", () => {
  test.describe.configure({ mode: "parallel" });

  test("the skip link is the first stop and jumps past the navigation to the content", async ({ page }) => {
    for (const path of ["/jobs", "/about-us"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
      // The next stop is the content's first control, not the navigation.
      await page.keyboard.press("Tab");
      await expectVisibleFocus(page);
      expect(
        await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement)),
      ).toBe(true);
    }
  });

  test("search jobs, open one, save it and find it in Saved", async ({ page }) => {
    await registerUser(page);
    await page.goto("/jobs");
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search jobs" });
    await tabTo(page, search);
    await page.keyboard.type("engineer");
    await expect(page).toHaveURL(/q=engineer/);
    const results = page.getByRole("region", { name: "Job results" });
    await expect(results.getByText(/\d+ jobs? found/)).toBeVisible();
    const title = (await results.getByRole("article").first().getByRole("heading").innerText()).trim();

    await tabTo(page, results.getByRole("link", { name: title, exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const save = page.getByRole("button", { name: "Save job", exact: true });
    await tabTo(page, save);
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Back up into the navigation, to Saved.
    await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" }), {
      backwards: true,
    });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Your Saved Jobs" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: title, exact: true })).toBeVisible();
  });

  test("compare two countries", async ({ page }) => {
    const countries = (await (await page.request.get("/api/countries")).json()) as Country[];
    const [first, second] = countries;
    if (!first || !second) throw new Error("the demo data has countries");
    await page.goto("/compare");
    const one = page.getByRole("combobox", { name: "Country 1" });
    await expect(one).toBeEnabled();

    await tabTo(page, one);
    // A focused list picks the option whose name is typed.
    await page.keyboard.type(first.name);
    await expect(one).toHaveValue(String(first.id));
    const two = page.getByRole("combobox", { name: "Country 2" });
    await tabTo(page, two, { max: 1 });
    await page.keyboard.type(second.name);
    await expect(two).toHaveValue(String(second.id));
    await tabTo(page, page.getByRole("button", { name: "Compare", exact: true }), { max: 1 });
    await page.keyboard.press("Enter");

    const comparison = page.getByRole("region", { name: `${first.name} compared with ${second.name}` });
    await expect(comparison).toBeVisible();
    await expect(comparison.getByText("Side by side")).toBeVisible();
  });

  test("contact a referrer, then write in the conversation", async ({ page, browser }) => {
    const referrer = await createReferrer(browser);
    await registerUser(page, { fullName: "Kai Keyboard" });
    await page.goto(`/referrals?tab=referrers&q=${encodeURIComponent(referrer.fullName)}`);
    const contact = page.getByRole("button", { name: `Contact for Referral with ${referrer.fullName}` });
    await expect(contact).toBeVisible();

    // The dialog takes focus, Escape closes it and gives focus back to the button that opened it.
    await tabTo(page, contact);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Contact ${referrer.fullName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Introduction message")).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    // Focus stays inside the dialog: Tab goes round its controls.
    await tabTo(page, dialog.getByRole("button", { name: "Send Request" }), { max: 3 });
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/my-referrals\\?tab=messages&with=${referrer.userId}$`));
    // The button that had focus left with the dialog: focus continues from the new page's content.
    await expect(page.locator("main")).toBeFocused();
    const thread = page.getByRole("log", { name: `Messages with ${referrer.fullName}` });
    await expect(thread).toContainText("I'd love to be referred");

    const box = page.getByRole("textbox", { name: `Message to ${referrer.fullName}` });
    await tabTo(page, box);
    await page.keyboard.type("Thanks! Sending my CV over by email today.");
    await page.keyboard.press("Enter");
    await expect(thread.getByText("Thanks! Sending my CV over by email today.")).toBeVisible();
    await expect(box).toHaveValue("");
  });

  test("on a phone the menu opens from the keyboard, keeps focus and gives it back", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/countries");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Countries" })).toBeVisible();
    const open = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, open, { max: 6 });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "Referrals" }));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    await tabTo(page, menu.getByRole("link", { name: "Referrals" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Referral Marketplace" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
