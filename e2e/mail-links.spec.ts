import { expect, mailedLink, registerUser, test } from "./fixtures";

test("sign-up: the banner asks to confirm the address, resends the link, and the link confirms it", async ({
  page,
  browser,
}) => {
  const user = await registerUser(page);
  await page.goto("/home");
  const banner = page.getByRole("region", { name: "Confirm your email address" });
  await expect(banner).toContainText(user.email);
  const subject = "Confirm your email address for Borderless";
  const first = await mailedLink(user.email, subject, "/verify-email");
  await banner.getByRole("button", { name: "Resend the link" }).click();
  await expect(banner.getByRole("status")).toHaveText(/sent a new confirmation link/);
  // The queue delivers the new mail a moment later; its link replaces the first one.
  let link = first;
  await expect
    .poll(async () => {
      link = await mailedLink(user.email, subject, "/verify-email");
      return link;
    })
    .not.toBe(first);

  // The link is opened elsewhere (another browser, signed out): it confirms the address all the same.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(link);
  await tab.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(tab.getByRole("status")).toContainText("your email address is confirmed");
  // Once used, the link works no more (opened afresh: the same address with its fragment would not
  // load the page again in the same tab).
  const again = await visitor.newPage();
  await again.goto(link);
  await again.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(again.getByRole("alert")).toContainText("invalid or has expired");
  await visitor.close();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your email address" })).toHaveCount(0);
});

test("waitlist: the position at once, then the mailed link confirms the place", async ({ page }) => {
  const email = `waitlist-confirm-${Date.now().toString(36)}@example.test`;
  await page.goto("/waitlist");
  await page.getByLabel("Full name").fill("Noor Haddad");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("checkbox", { name: "Canada" }).check();
  await page.getByRole("checkbox", { name: "Consultant" }).check();
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  const position = (await page.getByText(/^#\d+$/).textContent()) ?? "";

  const link = await mailedLink(email, "Confirm your place on the Borderless waitlist", "/waitlist/confirm");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my place" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Your place on the waitlist is confirmed");
  await expect(status).toContainText(position);
});
