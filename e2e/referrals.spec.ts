import type { Browser, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  type RegisteredUser,
  registerUser,
  test,
  useDarkTheme,
} from "./fixtures";

interface Referrer {
  user: RegisteredUser;
  userId: number;
  offeringId: number;
  companyId: number;
  companyName: string;
  page: Page;
}

let counter = 0;
function uniqueSurname(): string {
  counter += 1;
  // Letters only, so a search for it matches nobody in the demo data.
  const letters = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.replace(/\d/g, (d) =>
    String.fromCharCode(97 + Number(d)),
  );
  return `Zq${letters}`;
}

async function me(page: Page): Promise<{ id: number; fullName: string }> {
  const res = await page.request.get("/api/auth/me");
  expect(res.status()).toBe(200);
  return res.json();
}

/** A fresh person in their own browser context who offers referrals at the first listed company. */
async function createReferrer(
  browser: Browser,
  companyIndex = 0,
  at?: { id: number; name: string },
): Promise<Referrer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const surname = uniqueSurname();
  const user = await registerUser(page, { fullName: `Quinn ${surname}`, profession: "Staff Engineer" });
  const { id: userId } = await me(page);
  const options = await (await page.request.get("/api/referral-companies/options")).json();
  const company = at ?? (options[companyIndex] as { id: number; name: string });
  const res = await page.request.post("/api/referrers", {
    data: {
      companyId: company.id,
      experience: 6,
      description: "I refer backend engineers who enjoy distributed systems.",
      currentEmployee: true,
      available: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const offering = await res.json();
  return { user, userId, offeringId: offering.id, companyId: company.id, companyName: company.name, page };
}

test.describe("referral marketplace", () => {
  test("search, tabs, Browse Referrers and '← All Companies' live in the URL", async ({ page, browser }) => {
    const referrer = await createReferrer(browser);
    const surname = referrer.user.fullName.split(" ")[1] ?? "";

    await page.goto("/referrals");
    await expect(page.getByRole("heading", { level: 1, name: "Referral Marketplace" })).toBeVisible();
    await expect(page.getByRole("link", { name: /My Referrals/ })).toHaveAttribute("href", "/my-referrals");
    await expect(page.getByRole("tab", { name: "Companies" })).toHaveAttribute("aria-selected", "true");

    // Searching by the referrer's name narrows both tabs to them and their company.
    await page.getByLabel("Search companies or referrers").fill(surname.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${surname.toUpperCase()}`));
    const companies = page.getByRole("tabpanel").getByRole("listitem");
    await expect(companies).toHaveCount(1);
    await expect(companies.first()).toContainText(referrer.companyName);
    await expect(companies.first()).toContainText(/\d+ referrers?/);

    await page.getByRole("tab", { name: "All Referrers" }).click();
    const cards = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "years of experience" });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(referrer.user.fullName);
    await expect(cards.first()).toContainText("Staff Engineer");
    await expect(cards.first()).toContainText("Current Employee");
    await expect(cards.first()).toContainText("6 years of experience");

    // The URL keeps tab and search across a reload.
    await page.reload();
    await expect(page.getByRole("tab", { name: "All Referrers" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Search companies or referrers")).toHaveValue(surname.toUpperCase());
    await expect(cards).toHaveCount(1);

    await page.getByLabel("Search companies or referrers").fill("no such referrer or company at all");
    await expect(page.getByText("No referrers found matching your criteria.")).toBeVisible();

    // Browse Referrers filters the referrers tab to one company; '← All Companies' clears it.
    await page.getByLabel("Search companies or referrers").fill("");
    await page.getByRole("tab", { name: "Companies" }).click();
    await page.getByRole("button", { name: `Browse Referrers at ${referrer.companyName}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`tab=referrers.*company=${referrer.companyId}|company=${referrer.companyId}.*tab=referrers`),
    );
    await expect(page.getByRole("tab", { name: "All Referrers" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(`Showing referrers at ${referrer.companyName}`)).toBeVisible();
    const filtered = page
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({ hasText: "years of experience" });
    await expect(filtered.filter({ hasText: referrer.user.fullName })).toHaveCount(1);
    for (const card of await filtered.all()) await expect(card).toContainText(referrer.companyName);

    const back = page.getByRole("button", { name: "All Companies" });
    await expect(back).toHaveText("← All Companies");
    await back.click();
    await expect(page).not.toHaveURL(/company=/);
    await expect(page.getByRole("tab", { name: "Companies" })).toHaveAttribute("aria-selected", "true");
    await referrer.page.context().close();
  });

  test("a visitor's Contact for Referral asks to sign in and comes back to send it", async ({
    page,
    browser,
  }) => {
    const referrer = await createReferrer(browser);
    const seekerContext = await browser.newContext();
    const seeker = await registerUser(await seekerContext.newPage(), { fullName: "Sam Seeker" });
    await seekerContext.close();

    await page.goto(`/referrals?tab=referrers&q=${encodeURIComponent(referrer.user.fullName)}`);
    await page.getByRole("button", { name: /Contact for Referral/ }).click();
    const prompt = page.getByRole("dialog", { name: "Sign in to contact this referrer" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Freferrals/);

    await page.getByLabel(/username/i).fill(seeker.username);
    await page.getByLabel(/^password/i).fill(seeker.password);
    await page.getByRole("button", { name: /^sign in/i }).click();

    await expect(page).toHaveURL(/\/referrals\?/);
    const dialog = page.getByRole("dialog", { name: `Contact ${referrer.user.fullName}` });
    await expect(dialog).toBeVisible();
    const box = dialog.getByLabel("Introduction message");
    const firstName = referrer.user.fullName.split(" ")[0];
    await expect(box).toHaveValue(
      new RegExp(
        `^Hi ${firstName}, I'm Sam Seeker\\. I'd love to be referred for a role at ${referrer.companyName}`,
      ),
    );
    await box.fill(`Hi ${firstName}, I'm Sam. Could you refer me at ${referrer.companyName}?`);
    await dialog.getByRole("button", { name: "Send Request" }).click();

    await expect(page).toHaveURL(new RegExp(`/my-referrals\\?tab=messages&with=${referrer.userId}`));
    const conversation = page.getByRole("region", { name: `Conversation with ${referrer.user.fullName}` });
    await expect(conversation.getByText(`Could you refer me at ${referrer.companyName}?`)).toBeVisible();
    await expect(conversation.getByText("Pending")).toBeVisible();
    await referrer.page.context().close();
  });

  test("Contact for Referral stays open with its text while the list behind it refreshes", async ({
    page,
    browser,
  }) => {
    const contacted = await createReferrer(browser);
    const other = await createReferrer(browser);
    await registerUser(page);
    await page.clock.install();
    await page.goto(`/referrals?tab=referrers&q=${encodeURIComponent(contacted.user.fullName)}`);
    const card = page
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({ hasText: contacted.user.fullName });
    await expect(card.getByRole("button", { name: /Contact for Referral/ })).toBeVisible();

    // A search typed just before the dialog opens is sent while it is open: the page's clock stands
    // still until the message is typed, then the list refreshes to results without this referrer.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByLabel("Search companies or referrers").fill(other.user.fullName);
    await card.getByRole("button", { name: /Contact for Referral/ }).click();
    const dialog = page.getByRole("dialog", { name: `Contact ${contacted.user.fullName}` });
    await expect(dialog).toBeVisible();
    const message = `Hi, could you refer me at ${contacted.companyName}? I have shipped payments systems.`;
    await dialog.getByLabel("Introduction message").fill(message);

    const refreshed = page.waitForResponse(
      (res) =>
        res.url().includes("/api/referrers?") && res.url().includes(other.user.fullName.split(" ")[1] ?? ""),
    );
    await page.clock.runFor(300);
    await page.clock.resume();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]q=Quinn/);
    await expect(
      page.getByRole("listitem", { includeHidden: true }).filter({ hasText: other.user.fullName }),
    ).toHaveCount(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Introduction message")).toHaveValue(message);

    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(page).toHaveURL(new RegExp(`/my-referrals\\?tab=messages&with=${contacted.userId}`));
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await contacted.page.context().close();
    await other.page.context().close();
  });

  test("a request names one of the seeker's saved jobs at the company, and the referrer sees which", async ({
    page,
    browser,
  }) => {
    const jobs = (await (await page.request.get("/api/jobs?page=1&pageSize=20")).json()).items as {
      id: number;
      title: string;
      company: { id: number; name: string };
    }[];
    const job = jobs[0];
    if (!job) throw new Error("the demo data has jobs");
    const referrer = await createReferrer(browser, 0, job.company);
    const seeker = await registerUser(page);
    expect((await page.request.put(`/api/jobs/${job.id}/save`)).status()).toBeLessThan(300);

    await page.goto(`/referrals?tab=referrers&q=${encodeURIComponent(referrer.user.fullName)}`);
    const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: referrer.user.fullName });
    await card.getByRole("button", { name: /Contact for Referral/ }).click();
    const dialog = page.getByRole("dialog", { name: `Contact ${referrer.user.fullName}` });
    const choice = dialog.getByLabel("Job (optional)");
    await expect(choice).toBeEnabled();
    await expect(choice.locator("option")).toHaveText([
      "No particular job",
      new RegExp(`^${job.title} · .*\\(saved\\)$`),
    ]);
    await choice.selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(page).toHaveURL(new RegExp(`/my-referrals\\?tab=messages&with=${referrer.userId}`));

    // The referrer's conversation names the job, with a link to it.
    const other = referrer.page;
    await other.goto("/my-referrals?tab=messages");
    await other.getByRole("button", { name: new RegExp(seeker.fullName) }).click();
    const requests = other.getByRole("list", { name: "Referral requests" });
    const link = requests.getByRole("link", { name: job.title });
    await expect(link).toBeVisible();
    await expect(requests).toContainText(`Referral at ${job.company.name} for ${job.title}`);
    await link.click();
    await expect(other).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await other.context().close();
  });

  test("a résumé sent in a conversation downloads for the other person, and only for them", async ({
    page,
    browser,
  }) => {
    const referrer = await createReferrer(browser);
    const seeker = await registerUser(page);
    const contact = await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Hello, could you refer me?" },
    });
    expect(contact.status()).toBe(201);
    await page.goto("/account");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: "morgan-cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.7\nMorgan's CV\n%%EOF\n"),
      });
    await expect(page.getByText(/morgan-cv\.pdf · \d+ B · uploaded/)).toBeVisible();

    await page.goto(`/my-referrals?tab=messages&with=${referrer.userId}`);
    await page.getByLabel("Attach a document").selectOption({ label: "My resume (morgan-cv.pdf)" });
    await page.getByLabel(`Message to ${referrer.user.fullName}`).fill("Here is my CV.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Your message has been sent successfully.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Attach a document")).toHaveValue("");

    const other = referrer.page;
    await other.goto(`/my-referrals?tab=messages&with=${(await me(page)).id}`);
    const pane = other.getByRole("region", { name: `Conversation with ${seeker.fullName}` });
    const link = pane.getByRole("link", { name: /morgan-cv\.pdf/ });
    const [download] = await Promise.all([other.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("morgan-cv.pdf");
    const href = await link.getAttribute("href");
    if (!href) throw new Error("the document is a link");

    // Someone outside the conversation gets nothing at that address.
    const outsider = await browser.newContext();
    const outsiderPage = await outsider.newPage();
    await registerUser(outsiderPage);
    expect((await outsiderPage.request.get(href)).status()).toBe(404);
    await outsider.close();
    await other.context().close();
  });

  test("nobody can contact their own offer", async ({ browser }) => {
    const referrer = await createReferrer(browser);
    const page = referrer.page;
    await page.goto(`/referrals?tab=referrers&q=${encodeURIComponent(referrer.user.fullName)}`);
    const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: referrer.user.fullName });
    await expect(card.getByText("Your offer")).toBeVisible();
    await expect(card.getByRole("button", { name: /Contact for Referral/ })).toHaveCount(0);
    const res = await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Hello me" },
    });
    expect(res.status()).toBe(400);
    await page.context().close();
  });
});

test.describe("my referrals and messages", () => {
  test("offer, edit, switch off and delete an offering; each persists across a reload", async ({ page }) => {
    await registerUser(page);
    await page.goto("/my-referrals");
    await expect(page.getByRole("tab", { name: "Referrals I'm Offering" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText("You're not offering any referrals yet")).toBeVisible();

    await page.getByRole("button", { name: "Offer New Referral" }).click();
    const dialog = page.getByRole("dialog", { name: "Offer New Referral" });
    const company = dialog.getByLabel("Company");
    await expect(company.locator("option").nth(1)).toBeAttached();
    const companyName = (await company.locator("option").nth(1).textContent()) ?? "";
    await company.selectOption({ index: 1 });
    await dialog.getByLabel("Years of experience").fill("5");
    await dialog.getByLabel("Description").fill("too short");
    await dialog.getByRole("button", { name: "Offer Referral" }).click();
    await expect(dialog.getByText("Description must be at least 10 characters")).toBeVisible();
    await dialog.getByLabel("Description").fill("I can refer designers and front-end engineers.");
    await dialog.getByRole("button", { name: "Offer Referral" }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: companyName });
    await expect(card).toContainText("5 years of experience");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await page.reload();
    await expect(card).toContainText("5 years of experience");

    await card.getByRole("button", { name: /Edit Referral/ }).click();
    const edit = page.getByRole("dialog", { name: "Edit Referral" });
    await expect(edit.getByLabel("Years of experience")).toHaveValue("5");
    await edit.getByLabel("Years of experience").fill("8");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText("8 years of experience");
    await page.reload();
    await expect(card).toContainText("8 years of experience");

    await card.getByRole("switch", { name: `Active at ${companyName}` }).click();
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    await page.reload();
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(card.getByRole("switch", { name: `Active at ${companyName}` })).toHaveAttribute(
      "aria-checked",
      "false",
    );

    await card.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this referral offer?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /^Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("You're not offering any referrals yet")).toBeVisible();
    await page.reload();
    await expect(page.getByText("You're not offering any referrals yet")).toBeVisible();
  });

  test("Edit Referral stays open with its changes while the list of offers refreshes", async ({ page }) => {
    await registerUser(page);
    const options: { id: number; name: string }[] = await (
      await page.request.get("/api/referral-companies/options")
    ).json();
    const [first, second] = options;
    if (!first || !second) throw new Error("demo data has two companies");
    for (const company of [first, second]) {
      const res = await page.request.post("/api/referrers", {
        data: {
          companyId: company.id,
          experience: 4,
          description: "I refer people who like building things.",
          currentEmployee: true,
          available: true,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto("/my-referrals");
    const cardAt = (name: string) =>
      page.getByRole("listitem", { includeHidden: true }).filter({
        has: page.getByRole("heading", { name, exact: true, includeHidden: true }),
      });

    // Switching one offer off refreshes the list when the server answers; that answer is held until
    // the other offer's edit dialog is open with changes typed in.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/referrers/*", async (route) => {
      if (route.request().method() === "PATCH") await answered;
      await route.continue();
    });
    await cardAt(first.name)
      .getByRole("switch", { name: `Active at ${first.name}` })
      .click();
    await cardAt(second.name)
      .getByRole("button", { name: /Edit Referral/ })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Referral" });
    await edit.getByLabel("Description").fill("I refer backend engineers at my company.");

    const refreshed = page.waitForResponse((res) => /\/api\/users\/\d+\/referrers/.test(res.url()));
    answer();
    await refreshed;
    await expect(cardAt(first.name).getByText("Inactive", { exact: true })).toHaveCount(1);
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel("Description")).toHaveValue("I refer backend engineers at my company.");
    await page.unroute("**/api/referrers/*");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(cardAt(second.name)).toContainText("I refer backend engineers at my company.");
  });

  test("a message appears live in the other person's browser, with the referral status", async ({
    page,
    browser,
  }) => {
    const referrer = await createReferrer(browser);
    const seeker = await registerUser(page, { fullName: "Morgan Live" });
    const seekerId = (await me(page)).id;
    const contact = await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Hello, could you refer me?" },
    });
    expect(contact.status()).toBe(201);

    // The referrer sees the new conversation with one unread message, and opening it reads it.
    const other = referrer.page;
    await other.goto("/my-referrals?tab=messages");
    const item = other.getByRole("button", { name: new RegExp(seeker.fullName) });
    await expect(item).toContainText("Hello, could you refer me?");
    await expect(item).toContainText("1 unread");
    await item.click();
    await expect(other).toHaveURL(new RegExp(`with=${seekerId}`));
    await expect(item).not.toContainText("unread");

    await page.goto(`/my-referrals?tab=messages&with=${referrer.userId}`);
    const seekerPane = page.getByRole("region", { name: `Conversation with ${referrer.user.fullName}` });
    await expect(seekerPane.getByText("Hello, could you refer me?")).toBeVisible();

    // A reply typed by the referrer shows up for the seeker without a reload.
    const box = other.getByLabel(`Message to ${seeker.fullName}`);
    await expect(other.getByRole("button", { name: "Send message" })).toBeDisabled();
    await box.fill("   ");
    await expect(other.getByRole("button", { name: "Send message" })).toBeDisabled();
    await box.fill("Sure, send me your CV!");
    await other.getByRole("button", { name: "Send message" }).click();
    await expect(other.getByText("Your message has been sent successfully.", { exact: true })).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(seekerPane.getByText("Sure, send me your CV!")).toBeVisible({ timeout: 3000 });

    // And the other way round, sent with the Enter key.
    await page.getByLabel(`Message to ${referrer.user.fullName}`).fill("Thanks, on its way.");
    await page.getByLabel(`Message to ${referrer.user.fullName}`).press("Enter");
    const referrerPane = other.getByRole("region", { name: `Conversation with ${seeker.fullName}` });
    await expect(referrerPane.getByText("Thanks, on its way.")).toBeVisible({ timeout: 3000 });

    // The referrer can only move the request along: Pending offers Accepted or Declined.
    const status = other.getByLabel("Update status");
    await expect(status.locator("option:not([disabled])")).toHaveText(["Accepted", "Declined"]);
    await status.selectOption("Accepted");
    await expect(seekerPane.getByText("Accepted", { exact: true })).toBeVisible({ timeout: 3000 });
    await expect(status.locator("option:not([disabled])")).toHaveText(["Referred", "Declined"]);

    // Marked Referred: the seeker's header shows it live, and it waits for the seeker's word.
    await status.selectOption("Referred");
    await expect(seekerPane.getByText("Referred", { exact: true })).toBeVisible({ timeout: 3000 });
    await expect(seekerPane.getByLabel("Update status")).toHaveCount(0);
    await expect(referrerPane.getByLabel("Update status")).toHaveCount(0);
    await expect(referrerPane.getByText("Waiting for the seeker's confirmation")).toBeVisible();
    await seekerPane.getByRole("button", { name: "Confirm I was referred" }).click();
    await expect(seekerPane.getByText("You confirmed this referral")).toBeVisible();
    await expect(referrerPane.getByText("Confirmed by the seeker")).toBeVisible({ timeout: 3000 });
    await other.context().close();
  });

  test("block, unblock and report a conversation", async ({ page, browser }) => {
    const referrer = await createReferrer(browser);
    const seeker = await registerUser(page, { fullName: "Pat Persistent" });
    await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Please refer me, it's urgent." },
    });
    const other = referrer.page;
    const seekerId = (await me(page)).id;
    await other.goto(`/my-referrals?tab=messages&with=${seekerId}`);
    const pane = other.getByRole("region", { name: `Conversation with ${seeker.fullName}` });
    await expect(pane.getByText("Please refer me, it's urgent.")).toBeVisible();

    // Block asks first; Cancel changes nothing.
    await pane.getByRole("button", { name: "Block" }).click();
    const ask = other.getByRole("alertdialog", { name: `Block ${seeker.fullName}?` });
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(pane.getByRole("button", { name: "Block" })).toBeVisible();
    await pane.getByRole("button", { name: "Block" }).click();
    await ask.getByRole("button", { name: "Block" }).click();
    await expect(pane.getByText(`You blocked ${seeker.fullName}.`)).toBeVisible();
    await expect(other.getByLabel(`Message to ${seeker.fullName}`)).toBeDisabled();

    // The blocked seeker's message is refused with the server's words.
    await page.goto(`/my-referrals?tab=messages&with=${referrer.userId}`);
    await page.getByLabel(`Message to ${referrer.user.fullName}`).fill("Hello? Anyone?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(
      page.getByText("This person is not accepting messages from you.", { exact: true }),
    ).toBeVisible();

    // The block stays across a reload and is undone in the conversation view.
    await other.reload();
    await expect(pane.getByText(`You blocked ${seeker.fullName}.`)).toBeVisible();
    await pane.getByRole("button", { name: `Unblock ${seeker.fullName}` }).click();
    await expect(pane.getByText(`You blocked ${seeker.fullName}.`)).toHaveCount(0);
    await expect(other.getByLabel(`Message to ${seeker.fullName}`)).toBeEnabled();

    // Report asks for confirmation, takes an optional reason, and confirms it was received.
    await pane.getByRole("button", { name: "Report" }).click();
    const report = other.getByRole("dialog", { name: "Report this conversation?" });
    await report.getByRole("button", { name: "Cancel" }).click();
    await expect(report).toBeHidden();
    await pane.getByRole("button", { name: "Report" }).click();
    await report.getByLabel("Reason (optional)").fill("Keeps pushing after I said no.");
    await report.getByRole("button", { name: "Report" }).click();
    await expect(report).toBeHidden();
    await expect(
      other.getByText("Thank you. We received your report and will review this conversation.", {
        exact: true,
      }),
    ).toBeVisible();
    await other.context().close();
  });

  test("a failed send says so and keeps the text", async ({ page, browser }) => {
    const referrer = await createReferrer(browser);
    await registerUser(page);
    await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Hi there, quick question." },
    });
    await page.goto(`/my-referrals?tab=messages&with=${referrer.userId}`);
    await page.route("**/api/messages", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    const box = page.getByLabel(`Message to ${referrer.user.fullName}`);
    await box.fill("This one will fail");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Failed to send message", { exact: true })).toBeVisible();
    await expect(
      page.getByText("There was an error sending your message. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(box).toHaveValue("This one will fail");
    await referrer.page.context().close();
  });
});

test.describe("accessibility", () => {
  test("/referrals has no axe violations on either tab, light and dark", async ({ page, browser }) => {
    const referrer = await createReferrer(browser);
    await page.goto("/referrals");
    await expect(page.getByRole("button", { name: /Browse Referrers/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("tab", { name: "All Referrers" }).click();
    await expect(page.getByRole("button", { name: /Contact for Referral/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page
      .getByRole("button", { name: /Contact for Referral/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await useDarkTheme(page);
    await expect(page.getByRole("button", { name: /Contact for Referral/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await referrer.page.context().close();
  });

  test("/my-referrals has no axe violations on both tabs, light and dark", async ({ page, browser }) => {
    const referrer = await createReferrer(browser);
    await registerUser(page);
    await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Hello! I'd love a referral." },
    });
    await page.request.post("/api/referrers", {
      data: {
        companyId: referrer.companyId,
        experience: 3,
        description: "Happy to help people join my team.",
        currentEmployee: false,
        available: true,
      },
    });
    await page.goto("/my-referrals");
    await expect(page.getByRole("button", { name: /Edit Referral/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("tab", { name: /My Messages/ }).click();
    await expect(page.getByText("Select a conversation")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: new RegExp(referrer.user.fullName) }).click();
    await expect(page.getByText("Hello! I'd love a referral.", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    // The report dialog, and a blocked conversation with its Unblock, in light and dark.
    await page.getByRole("button", { name: "Report" }).click();
    await expect(page.getByRole("dialog", { name: "Report this conversation?" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Block" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Block" }).click();
    await expect(page.getByRole("button", { name: `Unblock ${referrer.user.fullName}` })).toBeVisible();
    await expectNoA11yViolations(page);
    await useDarkTheme(page);
    await expect(page.getByText("Hello! I'd love a referral.", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: `Unblock ${referrer.user.fullName}` }).click();
    await expect(page.getByRole("button", { name: "Block" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("tab", { name: "Referrals I'm Offering" }).click();
    await expect(page.getByRole("button", { name: /Edit Referral/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await referrer.page.context().close();
  });

  test("on a phone the conversation replaces the list, with a way back", async ({ browser }) => {
    const referrer = await createReferrer(browser);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await registerUser(page);
    await page.request.post("/api/referral-requests", {
      data: { offeringId: referrer.offeringId, message: "Hello from my phone" },
    });
    await page.goto("/my-referrals?tab=messages");
    await page.getByRole("button", { name: new RegExp(referrer.user.fullName) }).click();
    await expect(page.getByText("Hello from my phone", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Conversations" })).toBeHidden();
    // Block and Report fit beside the name on a phone.
    await expect(page.getByRole("heading", { name: referrer.user.fullName })).toBeVisible();
    await expect(page.getByRole("button", { name: "Block" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Report" })).toBeInViewport();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Back to conversations" }).click();
    await expect(page.getByRole("list", { name: "Conversations" })).toBeVisible();
    await context.close();
    await referrer.page.context().close();
  });
});
