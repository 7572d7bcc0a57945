import { DEMO, expect, expectNoA11yViolations, signIn, test, useDarkTheme } from "./fixtures";

test.describe("public pages and the app shell", () => {
  test("the landing page leads to sign-up, the waitlist and explore", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Join Waitlist" })).toHaveAttribute("href", "/waitlist");
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");
    await expect(hero.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/explore");
    const footer = page.locator("footer");
    const footerLinks: [string, string][] = [
      ["Jobs", "/jobs"],
      ["Countries", "/countries"],
      ["Referrals", "/referrals"],
      ["Compare", "/compare"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await expectNoA11yViolations(page);
  });

  test("explore's tabs show the cards of each group", async ({ page }) => {
    await page.goto("/explore");
    await expect(page.getByRole("tab", { name: "All Features" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Referrals" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("link", { name: /Referral Marketplace/ })).toHaveAttribute(
      "href",
      "/referrals",
    );
    await expect(panel.getByRole("link", { name: /Manage My Referrals/ })).toHaveAttribute(
      "href",
      "/my-referrals",
    );
    await page.getByRole("tab", { name: "Tools" }).click();
    await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(3);
    await expect(
      page.getByRole("tabpanel").getByRole("link", { name: /Country Calculator/ }),
    ).toHaveAttribute("href", "/calculator");
    await expectNoA11yViolations(page);
  });

  test("the theme switch keeps its choice after a reload", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("legal pages are real pages", async ({ page }) => {
    const pages: [string, string][] = [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/cookies", "Cookie Policy"],
      ["/contact", "Contact"],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
    await page.goto("/about-us");
    await expect(page.getByText(/100,000 professionals/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("the sidebar shows the signed-in person and highlights the current page", async ({ page }) => {
    await signIn(page, DEMO);
    const me = await (await page.request.get("/api/auth/me")).json();
    await page.goto("/jobs");
    const sidebar = page.locator("aside");
    await expect(sidebar.getByText(me.fullName)).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("heading", { name: "Your Profile" })).toBeVisible();
  });

  test("a visitor sees Sign In and Get Started where the profile would be", async ({ page }) => {
    await page.goto("/countries");
    const sidebar = page.locator("aside");
    await expect(sidebar.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(sidebar.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");
  });

  test("on a phone the menu slides in and the bottom bar has five items", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/jobs");
    await expect(page.getByRole("navigation", { name: "Quick" }).getByRole("link")).toHaveCount(5);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/account");
    await menu.getByRole("link", { name: "Countries" }).click();
    await expect(page).toHaveURL(/\/countries$/);
    await expect(menu).toBeHidden();
  });

  test("a link from far down a page opens the next page at its top", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The country page's code is loaded once, so the next one opens without a loading screen.
    await page.goto("/countries/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "BACK" }).click();
    await expect(page.getByText(/^\d+ countries$/)).toBeVisible();

    const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await last.click();
    await expect(page).toHaveURL(/\/countries\/\d+$/);
    await expect(page.locator("h1#place-title")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A new sort on the same page keeps the reader where they are.
    await page.getByRole("link", { name: "BACK" }).click();
    await expect(page.getByText(/^\d+ countries$/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByLabel("Sort by").selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });
});
