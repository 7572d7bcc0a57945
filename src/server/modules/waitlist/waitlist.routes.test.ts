import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistEntries } from "../../db/schema/people";
import { createTestApp, type TestApp } from "../../test/app";

const entry = (email: string) => ({
  email,
  fullName: "Sam Okafor",
  profession: "Data Scientist",
  interestedCountries: ["Canada", "Germany"],
  interestedRoles: ["Data Scientist"],
  preferredContactMethod: "email",
  referralSource: "LinkedIn",
});

describe("waitlist", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const join = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/waitlist", payload });

  it("stores entries in order, answers the position and mails a confirmation", async () => {
    const first = await join(entry("first@example.test"));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ position: 1, alreadyJoined: false });
    const second = await join(entry("second@example.test"));
    expect(second.json()).toEqual({ position: 2, alreadyJoined: false });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe("second@example.test");
    expect(mail?.subject).toBe("You're #2 on the Borderless waitlist");
    expect(mail?.text).toMatch(/Canada, Germany/);
  });

  it("adds nothing when the same email joins again, in any case, and answers the first position", async () => {
    await join(entry("again@example.test"));
    const before = await t.db.select().from(waitlistEntries);
    const mailsBefore = t.mails.length;
    const res = await join({ ...entry("AGAIN@Example.TEST"), fullName: "Someone Else" });
    expect(res.statusCode).toBe(200);
    const position = before.findIndex((e) => e.email === "again@example.test") + 1;
    expect(res.json()).toEqual({ position, alreadyJoined: true });
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(before.length);
    expect(t.mails.length).toBe(mailsBefore);
  });

  it("needs a phone number when phone is the contact method, and keeps it", async () => {
    const missing = await join({ ...entry("phone@example.test"), preferredContactMethod: "phone" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Phone number is required when phone is selected as contact method");
    const ok = await join({
      ...entry("phone@example.test"),
      preferredContactMethod: "phone",
      phoneNumber: "+49 30 1234567",
    });
    expect(ok.statusCode).toBe(200);
    expect(t.mails.at(-1)?.text).toMatch(/phone \(\+49 30 1234567\)/);
  });

  it("defaults the contact method to email", async () => {
    const { preferredContactMethod: _m, ...rest } = entry("default@example.test");
    const res = await join(rest);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ["email", { email: "nope" }, "Please enter a valid email address"],
    ["fullName", { fullName: "S" }, "Name must be at least 2 characters"],
    ["interestedCountries", { interestedCountries: [] }, "Please select at least one country"],
    ["interestedRoles", { interestedRoles: [] }, "Please select at least one role type"],
    ["interestedCountries.0", { interestedCountries: ["Atlantis"] }, "Choose countries from the list"],
    ["interestedRoles.0", { interestedRoles: ["Wizard"] }, "Choose role types from the list"],
    ["preferredContactMethod", { preferredContactMethod: "pigeon" }, "Contact method must be email or phone"],
    ["referralSource", { referralSource: "Radio" }, "Choose a source from the list"],
  ])("refuses a bad %s with a readable message", async (field, change, message) => {
    const res = await join({ ...entry("bad@example.test"), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it("reports every problem of an empty form at once", async () => {
    const res = await join({ preferredContactMethod: "phone" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(
      ["email", "fullName", "interestedCountries", "interestedRoles", "phoneNumber"].sort(),
    );
  });
});

describe("waitlist rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("allows 5 joins a minute from one address, then 429 with Retry-After", async () => {
    const codes: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: { ...entry(`r${i}@example.test`) },
      });
      codes.push(res.statusCode);
      retryAfter = res.headers["retry-after"];
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
