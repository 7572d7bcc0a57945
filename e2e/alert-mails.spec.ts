import type { Page } from "@playwright/test";
import { expect, keptMails, newestMailTo, signIn, test } from "./fixtures";
import { ownServer } from "./own-server";

// The import and the notify command need the embedded database to themselves: a server of its own.
const server = ownServer(7, "alert-mails");

test.use({ baseURL: server.base });
test.afterAll(() => server.dispose());

async function saveSearch(page: Page, q: string, name: string) {
  await page.goto(`/jobs?q=${q}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email alerts").selectOption("Daily");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("link", { name: /^Search saved/ })).toBeVisible();
}

test("a new job matching two saved searches and the profile comes in one mail, which names them", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await server.start();

  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const who = { username: `once${tag}`, password: "harbour-violet-42" };
  const email = `once${tag}@example.test`;
  const registered = await page.request.post("/api/auth/register", {
    data: {
      ...who,
      email,
      fullName: "Otto Once",
      profession: "Backend Engineer",
      skills: ["Backend Engineer"],
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  // Alerts go to confirmed addresses only.
  const confirmation = await newestMailTo(email, "Confirm your email address for Borderless", server.dataDir);
  const { pathname, hash } = new URL(
    confirmation.text.match(/https?:\/\/\S+\/verify-email#token=\S+/)?.[0] ?? "",
  );
  await page.goto(pathname + hash);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("status")).toContainText("your email address is confirmed");
  await signIn(page, who);
  const profile = await page.request.patch("/api/account/profile", {
    data: { skills: ["Elixir", "Phoenix"] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await saveSearch(page, "Elixir", "Elixir jobs");
  await saveSearch(page, "Phoenix", "Phoenix jobs");

  // A posting both searches and the profile match arrives; every due alert is sent at once.
  await server.stop();
  expect(server.command("scripts/import.mjs", "e2e/data/alerts-posting.json")).toContain("imported 1,");
  expect(server.command("scripts/notify.mjs", "--due-now")).toMatch(
    /^digests: [1-9]\d* sent, \d+ with nothing new/m,
  );

  await newestMailTo(email, "1 new job for “Elixir jobs”", server.dataDir);
  const withJob = (await keptMails(server.dataDir)).filter(
    (mail) => mail.to === email && mail.text.includes("Elixir Platform Engineer at Tidewater Labs"),
  );
  expect(withJob.map((mail) => mail.subject)).toEqual(["1 new job for “Elixir jobs”"]);
  const [mail] = withJob;
  expect(mail?.text).toMatch(/also matches “Phoenix jobs”( and your profile)?/);
  expect(mail?.html).toContain("also matches “Phoenix jobs”");
  expect(mail?.text).toContain("Each job comes in one of your alert mails only");
  // The other alerts had nothing else new: no mail of theirs repeats it, none comes empty.
  const subjects = (await keptMails(server.dataDir)).filter((m) => m.to === email).map((m) => m.subject);
  expect(subjects.sort()).toEqual([
    "1 new job for “Elixir jobs”",
    "Confirm your email address for Borderless",
  ]);
});
