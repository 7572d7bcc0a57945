import { z } from "zod";
import { MeSchema, PASSWORD_MAX } from "./auth";

/** One signed-in browser of the person, as the session list shows it. */
export const SessionInfoSchema = z.object({
  id: z.number().int(),
  /** Browser and system read from the User-Agent at sign-in, e.g. "Firefox on Windows". */
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });

export const SessionIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int("Session not found")
    .min(1, "Session not found")
    .max(2_147_483_647, "Session not found"),
});

/** Ending sessions asks for the password again (ASVS V7.5.2): a stolen session cannot lock the owner out. */
export const EndSessionsInputSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(PASSWORD_MAX, "Password is incorrect"),
});
export type EndSessionsInput = z.infer<typeof EndSessionsInputSchema>;

export const EndedSessionsSchema = z.object({ ended: z.number().int() });

export const TWO_FACTOR_MESSAGES = {
  code: "Enter the 6-digit code from your authenticator app",
  loginCode: "Enter the 6-digit code from your authenticator app, or a recovery code",
  wrongCode: "That code is not right. Check your authenticator app and try again.",
} as const;

/** Six digits; spaces an app shows in the middle are allowed. */
export const TotpCodeSchema = z
  .string()
  .max(20, TWO_FACTOR_MESSAGES.code)
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code));

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Starting set-up asks for the password: a stolen session alone cannot turn two-factor sign-in on. */
export const TwoFactorSetupInputSchema = z.object({
  password: z
    .string("Enter your password to continue")
    .min(1, "Enter your password to continue")
    .max(PASSWORD_MAX, "Password is incorrect"),
});
export type TwoFactorSetupInput = z.infer<typeof TwoFactorSetupInputSchema>;

export const TwoFactorEnableInputSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorEnableInput = z.input<typeof TwoFactorEnableInputSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const TwoFactorDisableInputSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(PASSWORD_MAX, "Password is incorrect"),
});
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableInputSchema>;

/** Login's answer when the password was right and a second factor is needed (202). */
export const LoginChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Names this sign-in attempt for POST /api/auth/login/2fa; valid 5 minutes, 5 tries. */
  challenge: z.string(),
  message: z.string(),
});

export const LoginSecondFactorInputSchema = z.object({
  challenge: z.string().min(1, "Please sign in again").max(200, "Please sign in again"),
  /** A 6-digit code, or one of the recovery codes (xxxx-xxxx-xxxx-xxxx-xxxx-xxxx). */
  code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.loginCode).max(40, TWO_FACTOR_MESSAGES.loginCode),
});
export type LoginSecondFactorInput = z.infer<typeof LoginSecondFactorInputSchema>;

/** What POST /api/auth/login answers: the person, or the request for a second factor. */
export const LoginAnswerSchema = z.union([MeSchema, LoginChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
