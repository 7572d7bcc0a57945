import { z } from "zod";
import { EmailSchema, PROFESSION_MAX, singleLine } from "./auth";

/** The options of the specification's section 5, in its order. */
export const WAITLIST_COUNTRIES = [
  "United States",
  "Canada",
  "United Kingdom",
  "Germany",
  "France",
  "Netherlands",
  "Sweden",
  "Denmark",
  "Norway",
  "Finland",
  "Switzerland",
  "Australia",
  "New Zealand",
  "Japan",
  "Singapore",
  "South Korea",
] as const;

export const WAITLIST_ROLES = [
  "Software Engineer",
  "Data Scientist",
  "Product Manager",
  "UX/UI Designer",
  "DevOps Engineer",
  "Marketing Manager",
  "Sales Representative",
  "Business Analyst",
  "Project Manager",
  "Consultant",
  "Research Scientist",
  "Other",
] as const;

export const REFERRAL_SOURCES = [
  "Google Search",
  "Social Media",
  "Friend Referral",
  "Job Board",
  "LinkedIn",
  "Twitter",
  "Company Website",
  "Tech Blog",
  "Other",
] as const;

export const CONTACT_METHODS = ["email", "phone"] as const;

export const WAITLIST_MESSAGES = {
  fullName: "Name must be at least 2 characters",
  countries: "Please select at least one country",
  roles: "Please select at least one role type",
  phone: "Phone number is required when phone is selected as contact method",
} as const;

export const WaitlistInputSchema = z
  .object({
    email: EmailSchema,
    fullName: singleLine(100, "Name must be at most 100 characters").pipe(
      z.string().min(2, WAITLIST_MESSAGES.fullName),
    ),
    profession: singleLine(
      PROFESSION_MAX,
      `Profession must be at most ${PROFESSION_MAX} characters`,
    ).optional(),
    interestedCountries: z
      .array(z.enum(WAITLIST_COUNTRIES, "Choose countries from the list"))
      .min(1, WAITLIST_MESSAGES.countries)
      .max(WAITLIST_COUNTRIES.length, "Choose countries from the list"),
    interestedRoles: z
      .array(z.enum(WAITLIST_ROLES, "Choose role types from the list"))
      .min(1, WAITLIST_MESSAGES.roles)
      .max(WAITLIST_ROLES.length, "Choose role types from the list"),
    preferredContactMethod: z.enum(CONTACT_METHODS, "Contact method must be email or phone").default("email"),
    phoneNumber: z
      .string()
      .trim()
      .max(30, "Phone number must be at most 30 characters")
      .regex(/^$|^\+?[0-9 ().-]{5,30}$/, "Please enter a valid phone number")
      .optional(),
    // An empty choice means "not said".
    referralSource: z.enum(["", ...REFERRAL_SOURCES], "Choose a source from the list").optional(),
  })
  .refine(
    (value) => {
      const v = value as { preferredContactMethod?: unknown; phoneNumber?: unknown };
      const phone = typeof v.phoneNumber === "string" ? v.phoneNumber.trim() : "";
      return v.preferredContactMethod !== "phone" || phone.length > 0;
    },
    // Checked even when other fields fail, so the form shows every problem at once.
    {
      message: WAITLIST_MESSAGES.phone,
      path: ["phoneNumber"],
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    },
  );
/** What the form holds (contact method may be left out: it defaults to email). */
export type WaitlistInput = z.input<typeof WaitlistInputSchema>;
/** What the server works with after parsing. */
export type WaitlistRequest = z.output<typeof WaitlistInputSchema>;

export const WaitlistJoinedSchema = z.object({
  position: z.number().int(),
  /** True when this email was already on the list: nothing was added. */
  alreadyJoined: z.boolean(),
});
export type WaitlistJoined = z.infer<typeof WaitlistJoinedSchema>;

/** The token of the link mailed to a new entry (double opt-in). */
export const WaitlistConfirmInputSchema = z.object({
  token: z
    .string()
    .min(1, "This confirmation link is incomplete")
    .max(200, "This confirmation link is not valid"),
});
export type WaitlistConfirmInput = z.infer<typeof WaitlistConfirmInputSchema>;

export const WaitlistConfirmedSchema = z.object({
  message: z.string(),
  position: z.number().int(),
});
export type WaitlistConfirmed = z.infer<typeof WaitlistConfirmedSchema>;
