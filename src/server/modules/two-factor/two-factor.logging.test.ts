import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { enableTwoFactorFor, totpCode } from "../../test/two-factor";

interface LogLine {
  level: number;
  security?: string;
  outcome?: string;
  [key: string]: unknown;
}

describe("two-factor security events", () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const raw: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: "info", rateLimitScale: 100 },
      logStream: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("logs each second step, turning it off and signing devices out, never a code, a secret or a password", async () => {
    const user = await seedUser(t.db, { password: "quiet-lantern-8" });
    const { secret, recoveryCodes } = await enableTwoFactorFor(t, user);
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
    const challenge = async () =>
      (await post("/api/auth/login", { username: user.username, password: "quiet-lantern-8" })).json()
        .challenge;

    const wrongCode = totpCode(secret, Date.now() - 300_000);
    expect(
      (await post("/api/auth/login/2fa", { challenge: await challenge(), code: wrongCode })).statusCode,
    ).toBe(401);
    const recovery = recoveryCodes[0] ?? "";
    expect(
      (await post("/api/auth/login/2fa", { challenge: await challenge(), code: recovery })).statusCode,
    ).toBe(200);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    expect(
      (await post("/api/account/sessions/end-others", { password: "quiet-lantern-8" }, cookie)).statusCode,
    ).toBe(200);
    expect(
      (await post("/api/account/two-factor/disable", { password: "quiet-lantern-8" }, cookie)).statusCode,
    ).toBe(200);

    const steps = lines.filter((l) => l.security === "login_second_factor");
    expect(steps.map((l) => l.outcome)).toEqual(["failure", "success"]);
    expect(steps[1]).toMatchObject({ userId: user.id, method: "recovery_code" });
    expect(lines.find((l) => l.security === "sessions_end_others")).toMatchObject({ outcome: "success" });
    expect(lines.find((l) => l.security === "two_factor_disable")).toMatchObject({ outcome: "success" });
    const all = raw.join("");
    for (const secretText of [secret, recovery, wrongCode, "quiet-lantern-8"])
      expect(all).not.toContain(secretText);
  });
});
