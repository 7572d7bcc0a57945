import { z } from "zod";

/** The messages of the specification's section 5, word for word. */
export const AUTH_MESSAGES = {
  username: "Username must be at least 3 characters",
  password: "Password must be at least 6 characters",
  email: "Please enter a valid email address",
  fullName: "Full name is required",
  passwordsMismatch: "Passwords do not match",
} as const;

export const USERNAME_MAX = 40;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const FULL_NAME_MAX = 100;
export const PROFESSION_MAX = 100;
export const SKILL_MAX = 50;
export const SKILLS_MAX = 50;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** One line of text a person typed: trimmed, no control characters (the database refuses NUL). */
export function singleLine(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !CONTROL_CHARACTERS.test(v), "Please remove special control characters from this text");
}

export const UsernameSchema = z
  .string()
  .trim()
  .min(3, AUTH_MESSAGES.username)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, "Username may contain only letters, numbers, dots, dashes and underscores");

export const PasswordSchema = z
  .string()
  .min(6, AUTH_MESSAGES.password)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, AUTH_MESSAGES.email)
  .pipe(z.email(AUTH_MESSAGES.email));

export const FullNameSchema = singleLine(
  FULL_NAME_MAX,
  `Full name must be at most ${FULL_NAME_MAX} characters`,
).pipe(z.string().min(2, AUTH_MESSAGES.fullName));

/** Optional; an empty text means "none". */
export const ProfessionSchema = singleLine(
  PROFESSION_MAX,
  `Profession must be at most ${PROFESSION_MAX} characters`,
);

export const SkillSchema = singleLine(SKILL_MAX, `A skill must be at most ${SKILL_MAX} characters`).pipe(
  z.string().min(1, "A skill cannot be blank"),
);
export const SkillsSchema = z.array(SkillSchema).max(SKILLS_MAX, `Add at most ${SKILLS_MAX} skills`);

export const LoginInputSchema = z.object({
  // Login checks the length only: the charset rule is for new names.
  username: singleLine(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`).pipe(
    z.string().min(3, AUTH_MESSAGES.username),
  ),
  password: PasswordSchema,
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.object({
  fullName: FullNameSchema,
  username: UsernameSchema,
  email: EmailSchema,
  profession: ProfessionSchema.optional(),
  password: PasswordSchema,
  /** Built from the profession by the client (section 7); stored as the first skills. */
  skills: SkillsSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The signed-in person as the client sees them (GET /api/auth/me). Never carries a password hash. */
export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  profession: z.string().nullable(),
  skills: z.array(z.string()),
  /** Whether the person opened the link mailed to `email`; mail other than sign-in help waits for it. */
  emailVerified: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

export const RegisteredSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
});

export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetConfirmSchema = z
  .object({
    token: z.string().min(1, "This reset link is incomplete").max(200, "This reset link is not valid"),
    password: PasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const EmailVerifyInputSchema = z.object({
  token: z
    .string()
    .min(1, "This confirmation link is incomplete")
    .max(200, "This confirmation link is not valid"),
});
export type EmailVerifyInput = z.infer<typeof EmailVerifyInputSchema>;

export const MessageSchema = z.object({ message: z.string() });

/** Turns a profession into the starting skills the register payload carries (section 7). */
export function skillsFromProfession(profession: string | undefined): string[] {
  const text = profession?.trim() ?? "";
  return text ? [text.slice(0, SKILL_MAX)] : [];
}

/** Adds a skill unless blank or already there (case-insensitive), as the skills editor does. */
export function addSkill(skills: readonly string[], skill: string): string[] {
  const value = skill.trim();
  if (!value) return [...skills];
  if (skills.some((s) => s.toLowerCase() === value.toLowerCase())) return [...skills];
  return [...skills, value];
}

/** Trims, drops blanks and case-insensitive duplicates, keeping the first spelling. */
export function normalizeSkills(skills: readonly string[]): string[] {
  return skills.reduce<string[]>((acc, s) => addSkill(acc, s), []);
}
