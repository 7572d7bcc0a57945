import { expect, mailedLink, registerUser, test } from "./fixtures";

test("forgot password: the mailed link sets a new password once", async ({ page, browser }) => {
  const user = await registerUser(page);
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();

  await tab.goto("/login");
  await tab.getByRole("link", { name: "Forgot password?" }).click();
  await expect(tab).toHaveURL(/\/forgot-password$/);
  await tab.getByLabel("Email").fill(user.email.toUpperCase());
  await tab.getByRole("button", { name: "Send reset link" }).click();
  await expect(tab.getByRole("status")).toContainText("If an account exists for that email");

  const link = await mailedLink(user.email, "Reset your Borderless password", "/reset-password");

  await tab.goto(link);
  await tab.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await tab.getByLabel("Confirm new password").fill("brand-new-pass");
  await tab.getByRole("button", { name: "Set new password" }).click();
  await expect(tab).toHaveURL(/\/login/);

  // The old session ended with the reset; the old password no longer works, the new one does.
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  expect(
    (
      await tab.request.post("/api/auth/login", {
        data: { username: user.username, password: user.password },
      })
    ).status(),
  ).toBe(401);
  expect(
    (
      await tab.request.post("/api/auth/login", {
        data: { username: user.username, password: "brand-new-pass" },
      })
    ).status(),
  ).toBe(200);

  // The link works once.
  await tab.goto(link);
  await tab.getByLabel("New password", { exact: true }).fill("another-pass-1");
  await tab.getByLabel("Confirm new password").fill("another-pass-1");
  await tab.getByRole("button", { name: "Set new password" }).click();
  await expect(tab.getByRole("alert").filter({ hasText: "invalid or has expired" })).toBeVisible();
  await visitor.close();
});
