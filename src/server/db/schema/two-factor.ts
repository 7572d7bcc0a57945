import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * A person's authenticator-app secret, sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET. `enabledAt` is null while set-up waits for its first code.
 */
export const twoFactor = pgTable("two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code works once (RFC 6238 section 5.2). */
  lastUsedStep: integer("last_used_step"),
  /**
   * Wrong codes at the second sign-in step since `wrongSince`, across every sign-in attempt and
   * address; at the limit the step pauses until `pausedUntil`, for longer after each pause
   * (`pauses`). A right code clears all three (two-factor.service.ts).
   */
  wrongCodes: integer("wrong_codes").notNull().default(0),
  wrongSince: timestamp("wrong_since", { withTimezone: true }),
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  pauses: integer("pauses").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time codes for a lost authenticator, stored as SHA-256 only. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** The step between a correct password and the second factor: short-lived, few tries, one use. */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    /** SHA-256 of the random token the client holds. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_challenges_user_idx").on(t.userId)],
);

export type TwoFactorRow = typeof twoFactor.$inferSelect;
