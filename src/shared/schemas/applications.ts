import { z } from "zod";
import { listWindow } from "./common";
import { JobSchema } from "./jobs";

export const APPLICATION_STATUSES = ["Applied", "Interviewing", "Offer", "Rejected", "Withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_NOTE_MAX = 2000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the one character the database refuses
const NUL = /\u0000/;

/** One job the person applied to, with where it stands. */
export const ApplicationSchema = z.object({
  job: JobSchema,
  status: z.enum(APPLICATION_STATUSES),
  /** The person's own note; nobody else sees it. */
  note: z.string(),
  appliedAt: z.string(),
  statusChangedAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationCountsSchema = z.object({
  total: z.number().int(),
  Applied: z.number().int(),
  Interviewing: z.number().int(),
  Offer: z.number().int(),
  Rejected: z.number().int(),
  Withdrawn: z.number().int(),
});
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>;

export const ApplicationListSchema = z.object({
  items: z.array(ApplicationSchema),
  /** Every application of the person by status (not just this window's). */
  counts: ApplicationCountsSchema,
});
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

export const APPLICATIONS_MAX_LIMIT = 100;
/** A window on the applications, newest applied first. */
export const ApplicationsQuerySchema = listWindow(APPLICATIONS_MAX_LIMIT, APPLICATIONS_MAX_LIMIT);

export const UpdateApplicationSchema = z
  .strictObject({
    status: z
      .enum(APPLICATION_STATUSES, `Status must be one of: ${APPLICATION_STATUSES.join(", ")}`)
      .optional(),
    note: z
      .string("Note must be text")
      .trim()
      .max(APPLICATION_NOTE_MAX, "Note must be at most 2,000 characters")
      .refine((note) => !NUL.test(note), "Note cannot contain a null character")
      .optional(),
  })
  .refine(
    (patch) => patch.status !== undefined || patch.note !== undefined,
    "Send a status or a note to change",
  );
export type UpdateApplicationInput = z.infer<typeof UpdateApplicationSchema>;

export const ApplicationParamsSchema = z.object({
  jobId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The longest job link read: longer addresses are refused before anything is fetched. */
export const JOB_LINK_MAX = 2048;

/** http(s) with a host (a name or an address: which hosts may be fetched is the server's rule). */
function isLinkAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const jobLink = z
  .string("The link must be text")
  .trim()
  .min(1, "Paste the link of a job posting")
  .max(JOB_LINK_MAX, `The link must be at most ${JOB_LINK_MAX.toLocaleString("en-US")} characters`)
  .refine((url) => !NUL.test(url), "The link cannot contain a null character")
  .refine(isLinkAddress, "The link must be a web address starting with http:// or https://");

/** A job posting's address, read by the server into a job private to the person. */
export const FromLinkSchema = z.strictObject({ url: jobLink });

const pastedLine = (name: string, max: number) =>
  z
    .string(`${name} must be text`)
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !NUL.test(value), `${name} cannot contain a null character`);

export const PASTED_TEXT_MAX = 20_000;

/** A posting's words as the person pasted them, when its link could not be read. */
export const FromTextSchema = z.strictObject({
  title: pastedLine("Title", 200),
  company: pastedLine("Company", 200),
  location: pastedLine("Location", 200),
  text: pastedLine("The posting's text", PASTED_TEXT_MAX),
  url: jobLink.optional(),
});
export type FromTextInput = z.infer<typeof FromTextSchema>;
