import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** What one unsubscribe link turns off: one saved search's alerts, or one setting. */
/** The settings a notification mail follows (and its one-click unsubscribe turns off). */
export type AlertSetting = "jobAlerts" | "newJobMatches" | "referralUpdates" | "countryInfo";

export type UnsubscribeTarget = { savedSearchId: number } | { setting: AlertSetting };

export interface UnsubscribeClaim {
  userId: number;
  target: UnsubscribeTarget;
}

const SETTINGS: readonly AlertSetting[] = ["jobAlerts", "newJobMatches", "referralUpdates", "countryInfo"];

export interface UnsubscribeTokens {
  sign(claim: UnsubscribeClaim): string;
  /** The claim, or null when the token was not made with this secret, was changed, or is malformed. */
  verify(token: string): UnsubscribeClaim | null;
}

/**
 * Unsubscribe links work without signing in (RFC 8058 one-click: the mail client posts, with no
 * cookie), so the link itself is the proof: the claim (person and what to turn off) in base64url
 * JSON, and an HMAC-SHA-256 of it under a key derived from SESSION_SECRET with its own label.
 * Nothing is stored and there is no expiry: an old mail's link still turns its alert off, and the
 * worst a leaked link does is turn that one alert off (or back on).
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = Buffer.from(hkdfSync("sha256", secret, "borderless", "unsubscribe links", 32));
  const mac = (body: string) => createHmac("sha256", key).update(body).digest();
  return {
    sign(claim) {
      const target =
        "savedSearchId" in claim.target ? { s: claim.target.savedSearchId } : { k: claim.target.setting };
      const body = Buffer.from(JSON.stringify({ u: claim.userId, ...target })).toString("base64url");
      return `${body}.${mac(body).toString("base64url")}`;
    },
    verify(token) {
      const [body, signature, extra] = token.split(".");
      if (!body || !signature || extra !== undefined || token.length > 300) return null;
      // Exactly base64url, a 32-byte MAC: a decoder that skips stray characters would otherwise take
      // a changed token ("…Lt0!") as the genuine one.
      if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claim: unknown;
      try {
        claim = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      } catch {
        return null;
      }
      if (typeof claim !== "object" || claim === null) return null;
      const { u, s, k } = claim as { u?: unknown; s?: unknown; k?: unknown };
      if (!Number.isSafeInteger(u) || (u as number) <= 0) return null;
      const userId = u as number;
      if (Number.isSafeInteger(s) && (s as number) > 0)
        return { userId, target: { savedSearchId: s as number } };
      if (typeof k === "string" && (SETTINGS as readonly string[]).includes(k)) {
        return { userId, target: { setting: k as AlertSetting } };
      }
      return null;
    },
  };
}
