import type { APIRequestContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, expectNoA11yViolations, registerUser, test } from "./fixtures";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** What the authenticator app would show for this key, `ahead` 30-second steps from now. */
function appCode(secret: string, ahead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });
}

/** Another browser signing in to the account with the password and a recovery code. */
async function signInElsewhere(
  other: APIRequestContext,
  user: { username: string; password: string },
  recoveryCode: string,
): Promise<number> {
  const first = await other.post("/api/auth/login", { data: user });
  expect(first.status()).toBe(202);
  const { challenge } = await first.json();
  const second = await other.post("/api/auth/login/2fa", { data: { challenge, code: recoveryCode } });
  return second.status();
}

test("two-factor sign-in: set up with the app, sign in with a code, manage the signed-in devices", async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = await registerUser(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  // The password first: a borrowed session alone cannot turn it on.
  const password = page.getByLabel("Your password");
  await expect(password).toBeFocused();
  await password.fill("not-my-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(password).toHaveAccessibleDescription(/Password is incorrect/);
  await password.fill(user.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("img", { name: "QR code to add Borderless to your authenticator app" }),
  ).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoA11yViolations(page);

  // A wrong code is refused under the field; the app's code turns it on.
  const codeField = page.getByLabel("Code from the app");
  await codeField.fill(appCode(secret, -10));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(codeField).toHaveAccessibleDescription(/That code is not right/);
  await codeField.fill(appCode(secret));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Two-factor sign-in is on" })).toBeVisible();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // Signing in now asks for the code after the password.
  expect((await page.request.post("/api/auth/logout")).status()).toBe(204);
  await page.goto("/login");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const authCode = page.getByLabel("Authentication code");
  await expect(authCode).toBeFocused();
  await expectNoA11yViolations(page);
  await authCode.fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(authCode).toHaveAccessibleDescription(/That code is not right/);
  // The set-up used this 30 seconds' code: the app's next one signs in.
  await authCode.fill(appCode(secret, 1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // Another browser signs in with a recovery code; the same code does not work twice.
  const other = await playwright.request.newContext({ baseURL, userAgent: FIREFOX_WINDOWS });
  expect(await signInElsewhere(other, user, codes[0] ?? "")).toBe(200);
  const third = await playwright.request.newContext({ baseURL, userAgent: FIREFOX_WINDOWS });
  expect(await signInElsewhere(third, user, codes[0] ?? "")).toBe(401);

  await page.goto("/settings");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();
  await expectNoA11yViolations(page);
  await devices.getByRole("button", { name: /^Sign out Firefox on Windows/ }).click();
  // Signing a device out asks for the password again.
  const confirm = page.getByRole("dialog", { name: "Sign out Firefox on Windows?" });
  await confirm.getByLabel("Your password").fill("not-my-password");
  await confirm.getByRole("button", { name: "Sign out" }).click();
  await expect(confirm.getByText("Password is incorrect")).toBeVisible();
  await expectNoA11yViolations(page);
  expect((await other.get("/api/auth/me")).status()).toBe(200);
  await confirm.getByLabel("Your password").fill(user.password);
  await confirm.getByRole("button", { name: "Sign out" }).click();
  await expect(confirm).toBeHidden();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect((await other.get("/api/auth/me")).status()).toBe(401);

  // Sign out everywhere else.
  expect(await signInElsewhere(third, user, codes[1] ?? "")).toBe(200);
  await page.reload();
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  const everywhere = page.getByRole("dialog", { name: "Sign out everywhere else?" });
  await everywhere.getByLabel("Your password").fill(user.password);
  await everywhere.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("1 other device is signed out.", { exact: true })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect((await third.get("/api/auth/me")).status()).toBe(401);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  // Turning it off needs the password.
  await page.getByRole("button", { name: "Turn off", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(dialog.getByText("Password is incorrect")).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(page.getByText("Signing in needs only your password.")).toBeVisible();
  await other.dispose();
  await third.dispose();
});

test("the set-up, the recovery codes and the device list fit a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await registerUser(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await page.getByLabel("Your password").fill(user.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("Code from the app").fill(appCode(secret));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
