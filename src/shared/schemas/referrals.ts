import { z } from "zod";

export const ReferralCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  location: z.string(),
  description: z.string().nullable(),
});

/** A referral offering as the specification's section 3 shows it. */
export const ReferrerSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company: ReferralCompanySchema,
  userId: z.number().int(),
  user: z.object({
    fullName: z.string(),
    profession: z.string().nullable(),
    skills: z.array(z.string()),
  }),
  experience: z.number().int(),
  description: z.string(),
  currentEmployee: z.boolean(),
  successRate: z.number().int().nullable(),
  available: z.boolean(),
});
export type Referrer = z.infer<typeof ReferrerSchema>;
