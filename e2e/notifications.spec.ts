import type { Browser, Page } from "@playwright/test";
import { expect, type RegisteredUser, registerUser, test } from "./fixtures";

interface Person {
  user: RegisteredUser;
  id: number;
  page: Page;
}

let counter = 0;
/** Letters only, so the name is the only one of its kind. */
function uniqueName(first: string): string {
  counter += 1;
  const letters = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.replace(/\d/g, (d) =>
    String.fromCharCode(97 + Number(d)),
  );
  return `${first} Zn${letters}`;
}

async function person(browser: Browser, first: string): Promise<Person> {
  const page = await (await browser.newContext()).newPage();
  const user = await registerUser(page, { fullName: uniqueName(first) });
  const me = await page.request.get("/api/auth/me");
  return { user, id: ((await me.json()) as { id: number }).id, page };
}

/** The person offers referrals at the `index`th company that takes offers. */
async function offer(p: Person, index: number): Promise<{ id: number; companyName: string }> {
  const options = (await (await p.page.request.get("/api/referral-companies/options")).json()) as Array<{
    id: number;
    name: string;
  }>;
  const company = options[index];
  if (!company) throw new Error("no company to offer referrals at");
  const res = await p.page.request.post("/api/referrers", {
    data: {
      companyId: company.id,
      experience: 4,
      description: "I refer people who write careful code.",
      currentEmployee: true,
      available: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, companyName: company.name };
}

async function askForReferral(seeker: Person, offeringId: number, message: string): Promise<void> {
  const res = await seeker.page.request.post("/api/referral-requests", { data: { offeringId, message } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The server's queue worker records notifications just after the request: wait for the count. */
async function waitForUnread(p: Person, notifications: number): Promise<void> {
  await expect
    .poll(async () => {
      const res = await p.page.request.get("/api/notifications/unread-count");
      return ((await res.json()) as { notifications: number }).notifications;
    })
    .toBe(notifications);
}

test.describe("notifications", () => {
  test("referral requests ring the bell; a notification opens its conversation; mark all as read", async ({
    browser,
  }) => {
    const a = await person(browser, "Avery");
    const b = await person(browser, "Blake");
    const first = await offer(a, 0);
    const second = await offer(a, 1);
    await askForReferral(b, first.id, "Hello, could you refer me at your first company?");
    await askForReferral(b, second.id, "Hello again, or at your second one?");
    await waitForUnread(a, 2);

    const page = a.page;
    await page.goto("/home");
    const bell = page.getByRole("link", { name: "Notifications, 2 unread" });
    await expect(bell).toBeVisible();
    // The two introductions wait unread: the messages badge says so.
    await expect(page.getByRole("link", { name: "Referral Market 2 unread messages" })).toBeVisible();

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(2);
    // Newest first, both unread.
    const newest = page.getByRole("link", {
      name: new RegExp(`^Unread: ${b.user.fullName} asked you for a referral at ${second.companyName}`),
    });
    await expect(newest).toBeVisible();
    await expect(items.first()).toContainText(second.companyName);
    await expect(
      page.getByRole("link", {
        name: new RegExp(`^Unread: ${b.user.fullName} asked you for a referral at ${first.companyName}`),
      }),
    ).toBeVisible();

    // Following one opens the conversation and marks it read; opening the conversation reads the messages.
    await newest.click();
    await expect(page).toHaveURL(new RegExp(`/my-referrals\\?tab=messages&with=${b.id}`));
    await expect(
      page
        .getByRole("log", { name: `Messages with ${b.user.fullName}` })
        .getByText("Hello again, or at your second one?"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Referral Market", exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Notifications, 1 unread" }).click();
    await expect(
      page.getByRole("link", {
        name: new RegExp(`^${b.user.fullName} asked you for a referral at ${second.companyName}`),
      }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  test("a new message shows the unread-messages badge live; reading it clears the badge", async ({
    browser,
  }) => {
    const a = await person(browser, "Ainsley");
    const b = await person(browser, "Bailey");
    const offering = await offer(a, 2);
    await askForReferral(b, offering.id, "Could you refer me, please?");

    const page = a.page;
    // Reading the introduction leaves nothing unread.
    await page.goto(`/my-referrals?tab=messages&with=${b.id}`);
    const conversation = page.getByRole("log", { name: `Messages with ${b.user.fullName}` });
    await expect(conversation.getByText("Could you refer me, please?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Referral Market", exact: true })).toBeVisible();

    // A's page is on the offers tab (the live stream is open); B writes.
    await page.getByRole("tab", { name: "Referrals I'm Offering" }).click();
    const sent = await b.page.request.post("/api/messages", {
      data: { receiverId: a.id, content: "Just checking in about the referral." },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(page.getByRole("link", { name: "Referral Market 1 unread message" })).toBeVisible();

    // On another page too, it stays until read.
    await page.goto("/jobs");
    await expect(page.getByRole("link", { name: "Referral Market 1 unread message" })).toBeVisible();
    await page.goto(`/my-referrals?tab=messages&with=${b.id}`);
    await expect(conversation.getByText("Just checking in about the referral.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Referral Market", exact: true })).toBeVisible();
  });

  test("following a country", async ({ browser }) => {
    const a = await person(browser, "Arden");
    const page = a.page;
    await page.goto("/countries/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Follow", pressed: false }).click();
    await expect(page.getByRole("button", { name: "Following", pressed: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Following", pressed: true })).toBeVisible();
    await page.getByRole("button", { name: "Following" }).click();
    await expect(page.getByRole("button", { name: "Follow", pressed: false })).toBeVisible();

    // Comparing countries follows them too.
    await page.goto("/compare?a=2&b=3");
    // Shown once the page knows who is signed in.
    await expect(page.getByText("Countries you compare are followed")).toBeVisible();
    await page.getByRole("button", { name: "Compare" }).click();
    await expect
      .poll(async () => (await (await page.request.get("/api/account/followed-countries")).json()).countries)
      .toEqual([
        { countryId: 2, reason: "compare" },
        { countryId: 3, reason: "compare" },
      ]);
    await page.goto("/countries/2");
    await expect(page.getByRole("button", { name: "Following", pressed: true })).toBeVisible();
    await expect(page.getByText(/Followed because you compared/)).toBeVisible();
  });
});
