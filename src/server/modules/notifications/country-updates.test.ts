import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type AppNotification, FollowedCountriesSchema } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications";
import { type UserRow, userSettings, users } from "../../db/schema/people";
import { loadStartData } from "../../db/start-data";
import { REFERENCE_DIR } from "../../reference/reference-files";
import { reloadReferenceData } from "../../reference/reload";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { isoWeek, sendWeeklyCountryMails } from "./country-updates";

let t: TestApp;
let work: string;

/** A copy of data/reference where the United States' (country 1) employment ratio reads `value`. */
function referenceWithUsEmployment(value: string): string {
  const dir = fs.mkdtempSync(path.join(work, "reference-"));
  for (const name of fs.readdirSync(REFERENCE_DIR))
    fs.copyFileSync(path.join(REFERENCE_DIR, name), path.join(dir, name));
  const file = path.join(dir, "figures.csv");
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, "utf8")
      .replace("wdi-employment-15plus,US,59.4,", `wdi-employment-15plus,US,${value},`),
  );
  return dir;
}

async function person(fullName: string, countryInfo?: "Immediate" | "Weekly" | "Never") {
  const user = await seedUser(t.db, { fullName });
  await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  if (countryInfo) await t.db.insert(userSettings).values({ userId: user.id, countryInfo });
  return { user, cookie: await sessionCookie(t.app, t.db, user.id) };
}

function call(
  cookie: string | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function list(cookie: string): Promise<AppNotification[]> {
  return (await call(cookie, "GET", "/api/notifications")).json();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "country-updates-"));
  t = await createTestApp();
  await loadStartData(t.db, { demoData: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.runTasks();
  t.mails.length = 0;
});

describe("following a country", () => {
  it("follows and unfollows; visitors and unknown countries are refused", async () => {
    const { cookie } = await person("Fay Follower");
    expect((await call(undefined, "PUT", "/api/countries/1/follow")).statusCode).toBe(401);
    expect((await call(cookie, "PUT", "/api/countries/99999/follow")).statusCode).toBe(404);
    expect((await call(cookie, "PUT", "/api/countries/abc/follow")).statusCode).toBe(404);

    const followed = await call(cookie, "PUT", "/api/countries/2/follow");
    expect(followed.json()).toEqual({ countryId: 2, followed: true });
    const mine = FollowedCountriesSchema.parse(
      (await call(cookie, "GET", "/api/account/followed-countries")).json(),
    );
    expect(mine).toEqual({ countries: [{ countryId: 2, reason: "follow" }] });

    expect((await call(cookie, "DELETE", "/api/countries/2/follow")).json()).toEqual({
      countryId: 2,
      followed: false,
    });
    expect((await call(cookie, "GET", "/api/account/followed-countries")).json()).toEqual({ countries: [] });
  });

  it("follows compared countries, keeping a follow asked for, skipping unknown ids", async () => {
    const { cookie } = await person("Cid Comparer");
    await call(cookie, "PUT", "/api/countries/3/follow");
    const res = await call(cookie, "POST", "/api/countries/compared", { countryIds: [3, 4, 99999] });
    expect(res.statusCode).toBe(204);
    expect((await call(cookie, "GET", "/api/account/followed-countries")).json()).toEqual({
      countries: [
        { countryId: 3, reason: "follow" },
        { countryId: 4, reason: "compare" },
      ],
    });
    expect((await call(undefined, "POST", "/api/countries/compared", { countryIds: [3] })).statusCode).toBe(
      401,
    );
    expect((await call(cookie, "POST", "/api/countries/compared", { countryIds: [] })).statusCode).toBe(400);
  });

  it("never follows again by comparing a country the person stopped following; Follow still does", async () => {
    const { cookie } = await person("Una Unfollower");
    await call(cookie, "POST", "/api/countries/compared", { countryIds: [5, 6] });
    await call(cookie, "DELETE", "/api/countries/5/follow");
    // A country never followed can be unfollowed too: comparing it later leaves it alone as well.
    await call(cookie, "DELETE", "/api/countries/7/follow");
    await call(cookie, "POST", "/api/countries/compared", { countryIds: [5, 6, 7] });
    expect((await call(cookie, "GET", "/api/account/followed-countries")).json()).toEqual({
      countries: [{ countryId: 6, reason: "compare" }],
    });
    await call(cookie, "PUT", "/api/countries/5/follow");
    expect((await call(cookie, "GET", "/api/account/followed-countries")).json()).toEqual({
      countries: [
        { countryId: 5, reason: "follow" },
        { countryId: 6, reason: "compare" },
      ],
    });
  });
});

describe("a country's figures updated", () => {
  let immediate: { user: UserRow; cookie: string };
  let weekly: { user: UserRow; cookie: string };
  let never: { user: UserRow; cookie: string };
  let bystander: { user: UserRow; cookie: string };

  beforeAll(async () => {
    immediate = await person("Ida Immediate", "Immediate");
    weekly = await person("Wes Weekly");
    never = await person("Ned Never", "Never");
    bystander = await person("Bea Bystander", "Immediate");
    await call(immediate.cookie, "PUT", "/api/countries/1/follow");
    await call(weekly.cookie, "POST", "/api/countries/compared", { countryIds: [1, 2] });
    await call(never.cookie, "PUT", "/api/countries/1/follow");
    await call(bystander.cookie, "PUT", "/api/countries/2/follow");
  });

  it("tells every follower in-app, naming the changed figure; mails Immediate readers now", async () => {
    await reloadReferenceData(t.db, referenceWithUsEmployment("60.1"));
    await t.runTasks();
    for (const reader of [immediate, weekly, never]) {
      const [update] = await list(reader.cookie);
      expect(update).toMatchObject({
        kind: "country",
        title: "United States: figures updated",
        link: "/countries/1",
      });
      expect(update?.body).toContain("Employment Opportunity: 59.4 → 60.1");
    }
    expect(await list(bystander.cookie)).toEqual([]);
    expect(t.mails.map((m) => [m.to, m.subject])).toEqual([
      [immediate.user.email, "United States: figures updated"],
    ]);
    expect(t.mails[0]?.text).toContain("Employment Opportunity: 59.4 → 60.1");
    expect(t.mails[0]?.text).toContain(`${t.app.config.publicUrl}/countries/1`);
  });

  it("sends Weekly readers one mail of last week's updates, once per ISO week", async () => {
    // The update above happened last week.
    const now = new Date();
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(isoWeek(now).start.getTime() - 86_400_000) })
      .where(eq(notifications.kind, "country"));
    const deps = { db: t.db, notifier: t.app.notifier, publicUrl: t.app.config.publicUrl };
    expect(await sendWeeklyCountryMails(deps, now)).toBe(1);
    expect(await sendWeeklyCountryMails(deps, now)).toBe(0);
    await t.runTasks();
    expect(t.mails.map((m) => [m.to, m.subject])).toEqual([
      [weekly.user.email, "Country updates of the week: United States"],
    ]);
    expect(t.mails[0]?.text).toContain("Employment Opportunity: 59.4 → 60.1");
  });

  it("names ISO weeks as the standard does", () => {
    expect(isoWeek(new Date("2026-11-25T12:00:00Z")).name).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T12:00:00Z")).name).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toEqual({
      start: new Date("2024-12-30T00:00:00Z"),
      name: "2025-W01",
    });
  });
});
