import { VISA_STATUSES } from "@shared/domain/job-limits";
import type { SponsorRecordEntry } from "@shared/schemas/sponsors";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./people";
import { cities, countries } from "./places";

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Two-letter initials shown as the logo. */
    logo: text("logo").notNull(),
    description: text("description"),
    website: text("website"),
    location: text("location").notNull(),
    countryId: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
    /** Fictional demo content (DEMO_DATA), shown as such by the API. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** lower(trimmed name): how an import or a new company page finds an existing company. */
    nameKey: text("name_key").notNull().default(""),
    /** The logo address a posting gave (hiringOrganization.logo); not loaded by pages, kept for reference. */
    logoUrl: text("logo_url"),
    /**
     * For a page a person created: whether one of its managers has a verified email address at the
     * domain of its website (true) or not (false); null for a company no person manages (imported,
     * demo). Only a verified page receives imported jobs (employer/company-verification.ts).
     */
    verified: boolean("verified"),
    /**
     * The registers of sponsoring employers that list this company (registers/match-companies.ts),
     * kept here so that a page of jobs reads them in its one join. Demo companies are never matched.
     */
    sponsorRecord: jsonb("sponsor_record").$type<SponsorRecordEntry[]>().notNull().default(sql`'[]'::jsonb`),
    /** The countries (ids) of those registers: a job there is by a registered sponsor. */
    sponsorCountryIds: integer("sponsor_country_ids").array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Whether the company is shown to everyone (its page, the company list and search, the
     * sitemap, the referral company choices). A company first met in a job one person pasted is not:
     * that would tell everyone which employers someone is looking at. It becomes listed when a job
     * of its own comes in by an import or a page a person created.
     */
    listed: boolean("listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_name_key_idx").on(t.nameKey),
    // The company list's name search: "name contains", in any case, stays an index lookup however
    // many companies there are.
    index("companies_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** The people who manage a company page: they alone edit it and post, edit and close its jobs. */
export const companyManagers = pgTable(
  "company_managers",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_managers_user_idx").on(t.userId)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    countryId: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    /** Display text such as 'Berlin, Germany'. */
    location: text("location").notNull(),
    employmentType: text("employment_type").notNull(),
    workType: text("work_type").notNull(),
    /** 'yes' | 'no' | 'unknown': what the posting says about sponsoring visas; silence is 'unknown'. */
    visaStatus: text("visa_status", { enum: VISA_STATUSES }).notNull().default("unknown"),
    /** visaStatus = 'yes', kept by the database itself; the visa-only filter and its index read it. */
    visaSponsorship: boolean("visa_sponsorship").notNull().generatedAlwaysAs(sql`visa_status = 'yes'`),
    /**
     * Whether the job's company is on a register of the job's country: kept by the trigger
     * jobs_registered_sponsor (migration 0016) as a job is written, and by a register's import as
     * its matches change. The "Registered sponsor" filter and its index read it.
     */
    registeredSponsor: boolean("registered_sponsor").notNull().default(false),
    /** The posting's own sentence that decided visaStatus; null when it says nothing. */
    visaEvidence: text("visa_evidence"),
    /** The salary as the posting states it (for example '60,000-80,000'); null when not stated. */
    salaryText: text("salary_text"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    /** The period the posting stated its salary in (HOUR, DAY, WEEK, MONTH, YEAR); min/max are yearly. */
    salaryPeriod: text("salary_period"),
    /**
     * The pay as the posting stated it, per salaryPeriod (45.50 an hour, 4,200 a month), in
     * salaryCurrency: what `pay.min`/`pay.max` answer and its yearly figures are made from with the
     * country's usual hours. Written since migration 0015; older rows were filled from the yearly figures.
     */
    payMin: doublePrecision("pay_min"),
    payMax: doublePrecision("pay_max"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    description: text("description").notNull(),
    applyUrl: text("apply_url").notNull(),
    /**
     * lower(title \n company name \n each skill): what the text search matches, kept in one column
     * so a single trigram index serves "title, company or any skill contains".
     */
    searchText: text("search_text").notNull(),
    /**
     * The distinct 1- and 2-character pieces of searchText, space-separated (buildJobSearchGrams),
     * for terms too short for trigrams. Left empty by a writer, a trigger fills it (migration 0011).
     */
    searchGrams: text("search_grams").notNull().default(""),
    /** Fictional demo content (DEMO_DATA), shown as such by the API. */
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * Where the job came from: 'demo', 'employer', or an import source such as 'greenhouse:acme',
     * 'lever:acme' or 'schema.org:careers.example.com'. With externalId it identifies a posting.
     */
    source: text("source").notNull().default("demo"),
    /** The posting's id at its source (Greenhouse id, Lever id, JobPosting identifier or url). */
    externalId: text("external_id"),
    /** company id + normalised title + city: the same job from two sources is one job. */
    dedupeKey: text("dedupe_key"),
    /** The last day the posting accepts applications (JobPosting validThrough). */
    validThrough: timestamp("valid_through", { withTimezone: true }),
    /** When an import or the employer last confirmed the posting; stale after JOB_MAX_AGE_DAYS. */
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the job stops accepting applications; a closed job leaves search and counts. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** 'expired' | 'removed' | 'employer' | 'stale'. */
    closedReason: text("closed_reason"),
    /** The person who posted it through an employer page; null for imported and demo jobs. */
    postedById: integer("posted_by_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A job one person brought in by pasting a link or a posting's text (source 'link'): that person,
     * the only one who may open it. Such a job is stored closed (reason 'private') from the start, so
     * every search, count, index, alert, sitemap and sweep that reads open jobs leaves it out by the
     * condition it already has; its owner's answers show it open. Null for every other job.
     */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** When the job first came into Borderless (postedAt is the posting's own date): alerts read it. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search reads open jobs only: every search index covers just those (closed_at is null), so
    // closed postings cost nothing however many pile up.
    index("jobs_search_text_trgm_idx")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.closedAt} is null`),
    // Pieces compare byte by byte (collation "C"): the index builds in two thirds of the time it
    // takes with the database's linguistic collation, and equality of pieces is the same either way.
    index("jobs_search_pieces_idx")
      .using("gin", sql`(string_to_array(${t.searchGrams}, ' ') collate "C")`)
      .where(sql`${t.closedAt} is null`),
    // Newest first, and one newest-first index per filter, each leading with that filter alone:
    // every search (and its capped count, which walks the same order) can read just its matches in
    // page order and stop early, or AND two of them in a bitmap (docs/decisions/002-job-search-api.md).
    // Each also carries what a search's conditions test (INCLUDE: search_text and the filter
    // columns it does not lead with), so a walk tests each job in the index and visits the table
    // only for the page (decision 025). INCLUDE is written in migration 0013: this schema cannot say it.
    index("jobs_posted_idx").on(t.postedAt.desc(), t.id.desc()).where(sql`${t.closedAt} is null`),
    index("jobs_country_posted_idx")
      .on(t.countryId, t.postedAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is null`),
    index("jobs_employment_posted_idx")
      .on(t.employmentType, t.postedAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is null`),
    index("jobs_work_type_posted_idx")
      .on(t.workType, t.postedAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is null`),
    index("jobs_visa_posted_idx")
      .on(t.postedAt.desc(), t.id.desc())
      .where(sql`${t.visaSponsorship} and ${t.closedAt} is null`),
    // The "Registered sponsor" filter, newest first; INCLUDE is written in migration 0016.
    index("jobs_sponsor_posted_idx")
      .on(t.postedAt.desc(), t.id.desc())
      .where(sql`${t.registeredSponsor} and ${t.closedAt} is null`),
    index("jobs_company_idx").on(t.companyId),
    // Alerts and match mails read the open jobs that came in since the last digest.
    index("jobs_open_created_idx").on(t.createdAt, t.id).where(sql`${t.closedAt} is null`),
    // A company's open jobs: the company list's counts and the company page read only these.
    index("jobs_open_company_idx")
      .on(t.companyId, t.postedAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is null`),
    index("jobs_city_idx").on(t.cityId),
    // A person's private jobs: removed with the account, never read by search.
    index("jobs_owner_idx").on(t.ownerId).where(sql`${t.ownerId} is not null`),
    uniqueIndex("jobs_source_external_idx").on(t.source, t.externalId),
    index("jobs_dedupe_idx").on(t.dedupeKey),
    // The daily freshness sweep: open jobs by last refresh, and open jobs with a closing date.
    index("jobs_open_refreshed_idx").on(t.refreshedAt).where(sql`${t.closedAt} is null`),
    index("jobs_open_valid_through_idx")
      .on(t.validThrough)
      .where(sql`${t.closedAt} is null and ${t.validThrough} is not null`),
    index("jobs_posted_by_idx").on(t.postedById),
    check(
      "jobs_visa_status_check",
      sql`${t.visaStatus} in (${sql.raw(VISA_STATUSES.map((v) => `'${v}'`).join(", "))})`,
    ),
    // What an entry of jobs_posted_idx can carry (MAX_SEARCH_TEXT_BYTES in job-search-text.ts).
    check("jobs_search_text_bytes_check", sql`octet_length(${t.searchText}) <= 2000`),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export const applications = pgTable(
  "applications",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Applied | Interviewing | Offer | Rejected | Withdrawn, as the person sets it. */
    status: text("status").notNull().default("Applied"),
    /** The person's own note; never shown to anyone else. */
    note: text("note").notNull().default(""),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index("applications_user_created_idx").on(t.userId, t.createdAt.desc()),
    check(
      "applications_status_check",
      sql`${t.status} in ('Applied', 'Interviewing', 'Offer', 'Rejected', 'Withdrawn')`,
    ),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/**
 * Open jobs per country (country 0: jobs without one) as signed changes: statement-level triggers
 * on `jobs` (migration 0010) append one row per country a statement changed, and a scheduled
 * compaction folds them into one row per country. Appending takes no lock another writer waits
 * on; a reader sums the few rows of the countries it shows, never the jobs table.
 */
export const jobCounts = pgTable(
  "job_counts",
  {
    countryId: integer("country_id").notNull(),
    openJobs: integer("open_jobs").notNull(),
    demoJobs: integer("demo_jobs").notNull(),
    visaJobs: integer("visa_jobs").notNull(),
  },
  (t) => [index("job_counts_country_idx").on(t.countryId)],
);
