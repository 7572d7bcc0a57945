import { expect, expectNoA11yViolations, newestMailTo, signIn, test } from "./fixtures";
import { ownServer } from "./own-server";

// The embedded database belongs to one process: the import and the notify command run while the
// server is stopped. So this journey has a server of its own, with its own DATA_DIR (E2E_PORT + 5).
const server = ownServer(5, "alerts");
const { base, dataDir, command } = server;

test.use({ baseURL: base });

test.afterAll(async () => {
  await server.dispose();
});

test("a saved search's weekly alert mails a new job; its unsubscribe link asks, turns the alert off, and turns it back on as it was", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await server.start();

  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const email = `alerts${tag}@example.test`;
  await page.goto("/register");
  await page.getByLabel("Full name", { exact: true }).fill("Ines Alert");
  await page.getByLabel("Username", { exact: true }).fill(`alerts${tag}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("harbour-violet-42");
  await page.getByRole("button", { name: "Create Account" }).click();
  // The first password hash on a server just started (its own database) can take a while on a busy machine.
  await expect(page).not.toHaveURL(/\/register/, { timeout: 30_000 });

  // Alerts go to confirmed addresses only: confirm it with the mailed link.
  const confirmation = await newestMailTo(email, "Confirm your email address for Borderless", dataDir);
  const confirmLink = confirmation.text.match(/https?:\/\/\S+\/verify-email#token=\S+/)?.[0] ?? "";
  const { pathname, hash } = new URL(confirmLink);
  await page.goto(pathname + hash);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("status")).toContainText("your email address is confirmed");

  await signIn(page, { username: `alerts${tag}`, password: "harbour-violet-42" });
  // Skills put the best match first in the digest.
  const profile = await page.request.patch("/api/account/profile", {
    data: { skills: ["Elixir", "Phoenix"] },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // The "Save this search" dialog of /jobs (the saved-searches feature): this journey needs it merged.
  await page.goto("/jobs?q=Elixir");
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill("Elixir jobs");
  await dialog.getByLabel("Email alerts").selectOption("Weekly");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog).toBeHidden();
  const saved = await page.request.get("/api/saved-searches");
  expect((await saved.json()) as Array<{ name: string; alerts: string }>).toEqual([
    expect.objectContaining({ name: "Elixir jobs", alerts: "Weekly" }),
  ]);

  // A new posting arrives while the server is stopped, and the digests are sent at once.
  await server.stop();
  expect(command("scripts/import.mjs", "e2e/data/alerts-posting.json")).toContain("imported 1,");
  expect(command("scripts/notify.mjs", "--due-now")).toMatch(
    /^digests: [1-9]\d* sent, \d+ with nothing new/m,
  );

  const alert = await newestMailTo(email, "1 new job for “Elixir jobs”", dataDir);
  expect(alert.text).toContain("Elixir Platform Engineer at Tidewater Labs");
  expect(alert.html).toContain("Elixir Platform Engineer at Tidewater Labs");
  expect(alert.text).toContain("saved search “Elixir jobs” sends weekly job alerts");
  const unsubscribe = alert
    .header("List-Unsubscribe")
    ?.match(/^<(https?:\/\/[^>]+\/unsubscribe\?token=[^>]+)>$/)?.[1];
  expect(unsubscribe, "List-Unsubscribe header").toBeTruthy();
  expect(alert.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  // The link, opened in a browser with the server back up, changes nothing until the person
  // confirms (mail scanners open links too); then it turns the alert off without signing in, and
  // "Turn back on" restores Weekly, not a default.
  await server.start();
  const alerts = async () =>
    ((await (await page.request.get("/api/saved-searches")).json()) as Array<{ alerts: string }>)[0]?.alerts;
  const visitor = await page.context().browser()?.newContext();
  const tab = await visitor?.newPage();
  if (!tab) throw new Error("no browser");
  const { pathname: unsubscribePath, search } = new URL(unsubscribe ?? "");
  await tab.goto(`${base}${unsubscribePath}${search}`);
  await expect(tab).toHaveURL(/\/unsubscribed\?token=/);
  await expect(tab.getByRole("heading", { level: 1, name: "Unsubscribe?" })).toBeVisible();
  await expect(tab.getByRole("status")).toHaveText(
    "Stop job alerts for “Elixir jobs”? Nothing changes until you confirm.",
  );
  expect(await alerts()).toBe("Weekly");
  await expectNoA11yViolations(tab);
  await tab.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Unsubscribed" })).toBeVisible();
  await expect(tab.getByRole("status")).toHaveText("You will no longer get job alerts for “Elixir jobs”.");
  expect(await alerts()).toBe("Never");
  await tab.getByRole("button", { name: "Turn back on" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Mails back on" })).toBeVisible();
  await expectNoA11yViolations(tab);
  await visitor?.close();

  expect(await alerts()).toBe("Weekly");
});
