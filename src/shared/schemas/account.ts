import { z } from "zod";
import {
  AUTH_MESSAGES,
  EmailSchema,
  FullNameSchema,
  PASSWORD_MAX,
  PasswordSchema,
  ProfessionSchema,
  SkillsSchema,
  singleLine,
} from "./auth";

export const JOB_ALERT_OPTIONS = ["Daily", "Weekly", "Never"] as const;
export const COUNTRY_INFO_OPTIONS = ["Immediate", "Weekly", "Never"] as const;
export const THEME_OPTIONS = ["light", "dark", "system"] as const;
export const PREFERENCE_MAX = 100;

export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  profession: z.string().nullable(),
  skills: z.array(z.string()),
  savedJobCount: z.number().int(),
  memberSince: z.string(),
  /** A new address waiting for its mailed confirmation link; the email changes once it is used. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileInputSchema = z
  .object({
    fullName: FullNameSchema,
    profession: ProfessionSchema,
    skills: SkillsSchema,
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

export const SettingsSchema = z.object({
  jobAlerts: z.enum(JOB_ALERT_OPTIONS),
  countryInfo: z.enum(COUNTRY_INFO_OPTIONS),
  emailNotifications: z.boolean(),
  newJobMatches: z.boolean(),
  referralUpdates: z.boolean(),
  theme: z.enum(THEME_OPTIONS),
  compactView: z.boolean(),
  preferredJobTitle: z.string(),
  preferredLocation: z.string(),
  visaSponsorshipRequired: z.boolean(),
  /** IANA time zone ('Europe/Berlin'); job-alert digests go at alertHour there. */
  timeZone: z.string(),
  /** The hour (0-23, in timeZone) job-alert digests are sent at. */
  alertHour: z.number().int().min(0).max(23),
  /** "Show pay in": the ISO 4217 currency job answers convert pay into; null shows pay as posted. */
  payCurrency: z.string().nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  jobAlerts: "Daily",
  countryInfo: "Weekly",
  emailNotifications: true,
  newJobMatches: true,
  referralUpdates: true,
  theme: "light",
  compactView: false,
  preferredJobTitle: "",
  preferredLocation: "",
  visaSponsorshipRequired: true,
  timeZone: "UTC",
  alertHour: 8,
  payCurrency: null,
};

/** Whether the runtime knows a time zone by this IANA name. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Any subset of the settings; what is left out stays as it was. */
export const UpdateSettingsInputSchema = SettingsSchema.extend({
  jobAlerts: z.enum(JOB_ALERT_OPTIONS, "Choose Daily, Weekly or Never"),
  countryInfo: z.enum(COUNTRY_INFO_OPTIONS, "Choose Immediate, Weekly or Never"),
  theme: z.enum(THEME_OPTIONS, "Choose light, dark or system"),
  preferredJobTitle: singleLine(
    PREFERENCE_MAX,
    `Preferred job title must be at most ${PREFERENCE_MAX} characters`,
  ),
  preferredLocation: singleLine(
    PREFERENCE_MAX,
    `Preferred location must be at most ${PREFERENCE_MAX} characters`,
  ),
  timeZone: z
    .string()
    .max(64, "Choose a time zone from the list")
    .refine(isTimeZone, "Choose a time zone from the list"),
  alertHour: z
    .number("Alert hour must be a whole number from 0 to 23")
    .int("Alert hour must be a whole number from 0 to 23")
    .min(0, "Alert hour must be a whole number from 0 to 23")
    .max(23, "Alert hour must be a whole number from 0 to 23"),
  payCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Show pay in must be a three-letter currency code, such as USD")
    .nullable(),
})
  .partial()
  .strict();
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInputSchema>;

export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Enter your current password")
      .max(PASSWORD_MAX, "Current password is incorrect"),
    newPassword: PasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const ChangeEmailInputSchema = z.object({
  email: EmailSchema,
  currentPassword: z
    .string()
    .min(1, "Enter your current password to confirm")
    .max(PASSWORD_MAX, "Current password is incorrect"),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>;

export const ConfirmEmailInputSchema = z.object({
  token: z
    .string()
    .min(1, "This confirmation link is incomplete")
    .max(200, "This confirmation link is not valid"),
});
export type ConfirmEmailInput = z.infer<typeof ConfirmEmailInputSchema>;

export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(PASSWORD_MAX, "Password is incorrect"),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

export const FILE_KINDS = ["resume", "cover-letter"] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  resume: "Resume",
  "cover-letter": "Cover Letter Template",
};
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT = ".pdf,.docx,.txt,application/pdf,text/plain";

export const FileKindParamSchema = z.object({ kind: z.enum(FILE_KINDS) });

export const UserFileSchema = z.object({
  kind: z.enum(FILE_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type UserFile = z.infer<typeof UserFileSchema>;
export const UserFilesSchema = z.array(UserFileSchema);
