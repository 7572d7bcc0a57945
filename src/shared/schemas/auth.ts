import { z } from "zod";

/** The signed-in person as the client sees them (GET /api/auth/me). Never carries a password hash. */
export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  profession: z.string().nullable(),
  skills: z.array(z.string()),
});
export type Me = z.infer<typeof MeSchema>;
