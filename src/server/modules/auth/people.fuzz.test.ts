import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";

/** Any JSON a client could send, biased towards the fields these routes read. */
const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constant("\u0000"), fc.constant(""));
const anyValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 60 }),
);
/** Random objects over the route's keys, and valid bodies with one field swapped for anything. */
function bodyWith(keys: string[], valid: Record<string, unknown>) {
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys, "extra"), anyValue, { maxKeys: keys.length + 1 }),
    fc
      .tuple(
        fc.constantFrom(...keys),
        fc.oneof(
          anyValue,
          anyText.map((v) => `ok ${v}`),
        ),
      )
      .map(([key, value]) => ({ ...valid, [key]: value })),
  );
}

const VALID: Record<string, Record<string, unknown>> = {
  "/api/auth/register": {
    fullName: "Fuzz Person",
    username: "fuzzer",
    email: "fuzz@example.test",
    profession: "Tester",
    password: "secret123",
    skills: ["Testing"],
  },
  "/api/auth/login": { username: "fuzzer", password: "secret123" },
  "/api/auth/password-reset": { email: "fuzz@example.test" },
  "/api/auth/password-reset/confirm": { token: "abc", password: "secret123", confirmPassword: "secret123" },
  "/api/waitlist": {
    email: "fuzz@example.test",
    fullName: "Fuzz Person",
    profession: "Tester",
    interestedCountries: ["Canada"],
    interestedRoles: ["Other"],
    preferredContactMethod: "phone",
    phoneNumber: "+1 555 0100",
    referralSource: "Other",
  },
  "/api/account/profile": { fullName: "Fuzz Person", profession: "Tester", skills: ["A", "B"] },
  "/api/account/settings": {
    jobAlerts: "Weekly",
    countryInfo: "Never",
    theme: "dark",
    compactView: true,
    preferredJobTitle: "Engineer",
    preferredLocation: "Oslo",
  },
  "/api/account/email": { email: "fuzz.new@example.test", currentPassword: "password123" },
};

const ROUTES: Array<{
  method: "POST" | "PATCH" | "DELETE";
  url: string;
  keys: string[];
  personal?: boolean;
}> = [
  {
    method: "POST",
    url: "/api/auth/register",
    keys: ["fullName", "username", "email", "profession", "password", "skills"],
  },
  { method: "POST", url: "/api/auth/login", keys: ["username", "password"] },
  { method: "POST", url: "/api/auth/password-reset", keys: ["email"] },
  { method: "POST", url: "/api/auth/password-reset/confirm", keys: ["token", "password", "confirmPassword"] },
  {
    method: "POST",
    url: "/api/waitlist",
    keys: [
      "email",
      "fullName",
      "profession",
      "interestedCountries",
      "interestedRoles",
      "preferredContactMethod",
      "phoneNumber",
      "referralSource",
    ],
  },
  {
    method: "PATCH",
    url: "/api/account/profile",
    keys: ["fullName", "profession", "skills"],
    personal: true,
  },
  {
    method: "PATCH",
    url: "/api/account/settings",
    keys: ["jobAlerts", "countryInfo", "theme", "compactView", "preferredJobTitle", "preferredLocation"],
    personal: true,
  },
  { method: "POST", url: "/api/account/email", keys: ["email", "currentPassword"], personal: true },
];

describe("bad input never gets a 5xx", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 10_000 } });
    const user = await seedUser(t.db);
    cookie = await sessionCookie(t.app, t.db, user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyWith(route.keys, VALID[route.url] ?? {}), async (body) => {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: route.personal ? { cookie } : {},
            payload: body,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message === "string" || res.statusCode < 300).toBe(true);
        }),
        { numRuns: 150 },
      );
    });
  }

  it("refuses a NUL character in stored text with a readable 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: {
        email: "nul@example.test",
        fullName: "Nul\u0000Byte",
        interestedCountries: ["Canada"],
        interestedRoles: ["Other"],
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
