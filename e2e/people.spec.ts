import { expect, expectNoA11yViolations, newestMailTo, registerUser, test, useDarkTheme } from "./fixtures";

let counter = 0;
function fresh() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username: `ppl${tag}`, email: `ppl${tag}@example.test`, password: "secret-lantern-7" };
}

test.describe("accounts and sessions", () => {
  test("register in the form, sign in, and see your name in the app", async ({ page }) => {
    const who = fresh();
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel("Full name").fill("Amara Nwosu");
    await page.getByLabel("Username").fill(who.username);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Profession (optional)").fill("Product Designer");
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Registration successful", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your account has been created! Please sign in.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await expect(page.getByText("demo", { exact: true })).toBeVisible();
    await expect(page.getByText("demo1234", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expectNoA11yViolations(page);
    await page.getByLabel("Username").fill(who.username);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome back, Amara Nwosu!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("complementary").first().getByText("Amara Nwosu")).toBeVisible();
    await expect(page.getByRole("complementary").first().getByText("Product Designer")).toBeVisible();

    // A second sign-up with the same name is refused with a readable message in the form.
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Username").fill(who.username.toUpperCase());
    await page.getByLabel("Email").fill(`other.${who.email}`);
    await page.getByLabel("Password").fill("secret-lantern-7");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Registration failed", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "That username is already taken" })).toBeVisible();
  });

  test("a common password, or one made of your username, is refused under the password field", async ({
    page,
  }) => {
    const who = fresh();
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Common Password");
    await page.getByLabel("Username").fill(who.username);
    await page.getByLabel("Email").fill(who.email);
    // Caught in the browser: the password contains the username.
    await page.getByLabel("Password").fill(`${who.username}!`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("does not contain your username, email or Borderless")).toBeVisible();
    // Caught by the server's list, shown under the field from its answer.
    await page.getByLabel("Password").fill("sunshine1");
    await page.getByRole("button", { name: "Create Account" }).click();
    const field = page.getByLabel("Password");
    await expect(field).toHaveAccessibleDescription(/one of the most common passwords/);
    await expect(page.getByText("Registration failed", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL(/\/register$/);
  });

  test("a wrong password says so in a toast and keeps you on the sign-in page", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a personal page sends a visitor to sign in and back afterwards", async ({ page }) => {
    const user = await registerUser(page);
    await page.context().clearCookies();
    await page.goto("/settings?from=test");
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%3Ffrom%3Dtest$/);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/settings\?from=test$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });

  test("a next link to another site is ignored", async ({ page }) => {
    const user = await registerUser(page);
    await page.context().clearCookies();
    await page.goto("/login?next=//evil.example/steal");
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);
  });

  test("forgot password answers the same neutral message for any email", async ({ page }) => {
    await page.goto("/forgot-password");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Email").fill("nobody-at-all@example.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists for that email");
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await expectNoA11yViolations(page);
  });

  test("a reset link without a token explains what to do", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("This reset link is incomplete.")).toBeVisible();
    await page.goto("/reset-password?token=made-up-token");
    await page.getByLabel("New password", { exact: true }).fill("abcdef-lantern");
    await page.getByLabel("Confirm new password").fill("abcdef-lantern2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill("abcdef-lantern");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "invalid or has expired" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("waitlist", () => {
  test("join: validation, the toast, the confirmation screen", async ({ page }) => {
    await page.goto("/waitlist");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("radio", { name: "Phone" }).check();
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please select at least one country")).toBeVisible();
    await expect(page.getByText("Please select at least one role type")).toBeVisible();
    await expect(
      page.getByText("Phone number is required when phone is selected as contact method"),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    const email = `${fresh().username}@example.test`;
    await page.getByLabel("Full name").fill("Kenji Watanabe");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("checkbox", { name: "Japan" }).check();
    await page.getByRole("checkbox", { name: "Canada" }).check();
    await page.getByRole("checkbox", { name: "DevOps Engineer" }).check();
    await page.getByLabel("Phone number").fill("+81 3 1234 5678");
    await page.getByLabel("How did you hear about us? (optional)").selectOption("Tech Blog");
    await page.getByRole("button", { name: "Join Waitlist" }).click();

    await expect(page.getByText("Welcome to the waitlist!", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^You're #\d+ in line\. Check your email for a confirmation with next steps!$/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
    await expect(page.getByText(/^#\d+$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Borderless" })).toHaveAttribute("href", "/explore");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute(
      "href",
      "/",
    );
    await expectNoA11yViolations(page);

    // The same email again keeps its place.
    const first = await page.getByText(/^#\d+$/).textContent();
    await page.getByRole("button", { name: "Add another person" }).click();
    await expect(page.getByRole("checkbox", { name: "Japan" })).not.toBeChecked();
    await page.getByLabel("Full name").fill("Kenji W.");
    await page.getByRole("textbox", { name: "Email" }).fill(email.toUpperCase());
    await page.getByRole("checkbox", { name: "Germany" }).check();
    await page.getByRole("checkbox", { name: "Other", exact: true }).check();
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("heading", { name: "You're already on the list" })).toBeVisible();
    await expect(page.getByText(/^#\d+$/)).toHaveText(first ?? "");
    await useDarkTheme(page);
    await expectNoA11yViolations(page);
  });
});

test.describe("account and settings", () => {
  test("profile: skills editor and details persist", async ({ page }) => {
    await registerUser(page, { fullName: "Lena Fischer", profession: "Data Engineer" });
    await page.goto("/account");
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Lena Fischer" })).toBeVisible();
    await expect(page.getByText("0 saved jobs")).toBeVisible();
    const skills = page.getByRole("list", { name: "Your skills" });
    await expect(skills.getByRole("listitem")).toHaveText(["Data Engineer"]);
    await expectNoA11yViolations(page);

    const box = page.getByPlaceholder("Add a skill, e.g. TypeScript");
    await box.fill("  Kafka ");
    await box.press("Enter");
    await expect(skills.getByRole("listitem")).toHaveText(["Data Engineer", "Kafka"]);
    await box.fill("kafka");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await box.fill("   ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(skills.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Remove Data Engineer" }).click();
    await page.getByRole("button", { name: "Remove Kafka" }).click();
    await expect(page.getByText("No skills added yet. Add skills to improve job matches.")).toBeVisible();
    await box.fill("Spark");
    await box.press("Enter");
    await expect(skills.getByRole("listitem")).toHaveText(["Spark"]);

    await page.getByLabel("Full name").fill("Lena M. Fischer");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile saved", { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Lena M. Fischer" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText(["Spark"]);
    await expect(page.getByRole("complementary").first().getByText("Lena M. Fischer")).toBeVisible();
  });

  test("resume: upload, replace with a check, download and remove", async ({ page }) => {
    await registerUser(page);
    await page.goto("/account");
    const input = page.locator('input[type="file"]').first();
    await input.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50]),
    });
    await expect(page.getByText("Please upload a PDF, DOCX or TXT file.")).toBeVisible();
    await input.setInputFiles({
      name: "fake.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just text"),
    });
    await expect(page.getByText("This file is not a valid PDF file.", { exact: false })).toBeVisible();

    await input.setInputFiles({
      name: "lena-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n%%EOF\n"),
    });
    await expect(page.getByText(/lena-cv\.pdf · \d+ B · uploaded/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Replace Resume" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Resume" }).click();
    expect((await download).suggestedFilename()).toBe("lena-cv.pdf");
    await expectNoA11yViolations(page);

    await page.reload();
    await expect(page.getByText(/lena-cv\.pdf/)).toBeVisible();
    await page.getByRole("button", { name: "Remove Resume" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Remove your resume?")).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Resume removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload Resume" })).toBeVisible();
  });

  test("with less motion asked for, the theme switches at once, without colour transitions", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await registerUser(page);
    await page.goto("/settings");
    const dark = page.getByRole("switch", { name: "Dark mode" });
    await expect(dark).toHaveAttribute("aria-checked", "false");
    await page.waitForLoadState("networkidle");
    // What is still moving is read in the same task as the click, so the answer does not depend on
    // how fast the test itself runs.
    const moving = await dark.evaluate((el) => {
      (el as HTMLElement).click();
      const names = document.getAnimations().map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const what = a instanceof CSSTransition ? `transition of ${a.transitionProperty}` : "animation";
        return `${what} on <${target?.tagName.toLowerCase()} class="${target?.getAttribute("class")}">`;
      });
      return [...new Set(names)];
    });
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(moving).toEqual([]);
  });

  test("settings persist across a reload, on both pages", async ({ page }) => {
    await registerUser(page);
    await page.goto("/account?tab=settings");
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Job Alerts").selectOption("Weekly");
    await expect(page.getByText("Job alerts saved", { exact: true })).toBeVisible();
    await page.getByLabel("New Country Information").selectOption("Never");
    await expect(page.getByText("Country updates saved", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto("/settings");
    await expectNoA11yViolations(page);
    const compact = page.getByRole("switch", { name: "Compact view" });
    await expect(compact).toHaveAttribute("aria-checked", "false");
    await compact.click();
    await expect(page.getByText("Compact view on", { exact: true })).toBeVisible();
    const referral = page.getByRole("switch", { name: "Referral updates" });
    await expect(referral).toHaveAttribute("aria-checked", "true");
    await referral.click();
    await expect(page.getByText("Referral updates off", { exact: true })).toBeVisible();
    await page.getByLabel("Preferred job title").fill("Platform Engineer");
    await page.getByLabel("Preferred location").fill("Amsterdam");
    await page.getByLabel("Skills (comma separated)").fill("Go, Kubernetes, go, ");
    await page.getByRole("switch", { name: "Visa sponsorship required" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Preferences saved", { exact: true })).toBeVisible();

    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoA11yViolations(page);

    await page.reload();
    await expect(page.getByRole("switch", { name: "Compact view" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("switch", { name: "Referral updates" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("switch", { name: "Visa sponsorship required" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("switch", { name: "Dark mode" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByLabel("Preferred job title")).toHaveValue("Platform Engineer");
    await expect(page.getByLabel("Preferred location")).toHaveValue("Amsterdam");
    await expect(page.getByLabel("Skills (comma separated)")).toHaveValue("Go, Kubernetes");

    await page.goto("/account?tab=settings");
    await expect(page.getByLabel("Job Alerts")).toHaveValue("Weekly");
    await expect(page.getByLabel("New Country Information")).toHaveValue("Never");
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText([
      "Go",
      "Kubernetes",
    ]);
  });

  test("change password, log out, sign in with the new one", async ({ page }) => {
    const user = await registerUser(page);
    await page.goto("/account?tab=settings");
    await page.getByLabel("Current password").fill("wrong-one");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-1");
    await page.getByLabel("Confirm new password").fill("brand-new-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill("brand-new-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Current password is incorrect" })).toBeVisible();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated", { exact: true })).toBeVisible();

    // The renewed session still works.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Settings" })).toBeVisible();
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page.getByText("Logged out successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);

    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("change the email with Update Account", async ({ page }) => {
    const user = await registerUser(page);
    const newEmail = `new.${user.email}`;
    await page.goto("/settings");
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveValue(user.email);
    await email.fill(newEmail);
    await page.getByLabel("Current password").fill(user.password);
    await page.getByRole("button", { name: "Update Account" }).click();
    await expect(page.getByText("Confirmation sent", { exact: true })).toBeVisible();
    // The account keeps its email until the new address confirms, and the page says where the link went.
    const pending = page
      .getByRole("region", { name: "Account" })
      .getByRole("status")
      .filter({ hasText: `We sent a confirmation link to ${newEmail}` });
    await expect(pending).toBeVisible();
    await expect(email).toHaveValue(user.email);
    await expectNoA11yViolations(page);

    // The link from the mail, opened in the same browser, as the password-reset journey does.
    const mail = await newestMailTo(newEmail);
    expect(mail.subject).toBe("Confirm your new Borderless email address");
    const link = mail.text.match(/https?:\/\/\S+\/confirm-email#token=\S+/)?.[0];
    expect(link, "confirmation link in the mail").toBeTruthy();
    const { pathname, hash } = new URL(link ?? "");
    await page.goto(pathname + hash);
    await page.getByRole("button", { name: "Confirm new email" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Your email is now ${newEmail}.` }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto("/settings");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(newEmail);
    await expect(pending).toBeHidden();
    // The old address is told, without a link.
    const notice = await newestMailTo(user.email, "Your Borderless email address was changed");
    expect(notice.text).not.toMatch(/token=/);
    expect(notice.html).not.toMatch(/token=/);
  });

  test("delete the account after confirming with the password", async ({ page }) => {
    const user = await registerUser(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Password is incorrect")).toBeVisible();
    await dialog.getByLabel("Your password").fill(user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    const login = await page.request.post("/api/auth/login", {
      data: { username: user.username, password: user.password },
    });
    expect(login.status()).toBe(401);
  });

  test("the account pages have no accessibility violations on a phone in the dark", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerUser(page);
    await page.goto("/account");
    await useDarkTheme(page);
    await expect(page.getByRole("heading", { name: "Resume and Cover Letter Template" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("tab", { name: "Saved Jobs" }).click();
    await expect(page.getByText("No saved jobs yet")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Danger Zone" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
