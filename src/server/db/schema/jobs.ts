import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people";
import { cities, countries } from "./places";

export const companies = pgTable("companies", {
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
});

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
    visaSponsorship: boolean("visa_sponsorship").notNull(),
    /** The salary as the posting states it (for example '60,000-80,000'); null when not stated. */
    salaryText: text("salary_text"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    description: text("description").notNull(),
    applyUrl: text("apply_url").notNull(),
    /**
     * lower(title \n company name \n each skill): what the text search matches, kept in one column
     * so a single trigram index serves "title, company or any skill contains".
     */
    searchText: text("search_text").notNull(),
    /** Fictional demo content (DEMO_DATA), shown as such by the API. */
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [
    index("jobs_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("jobs_posted_idx").on(t.postedAt.desc(), t.id.desc()),
    index("jobs_country_posted_idx").on(t.countryId, t.postedAt.desc(), t.id.desc()),
    // One newest-first index per filter, each leading with that filter alone: every search (and its
    // capped count, which walks the same order) can read just its matches in page order and stop
    // early, or AND two of them in a bitmap. See docs/decisions/002-job-search-api.md.
    index("jobs_employment_posted_idx").on(t.employmentType, t.postedAt.desc(), t.id.desc()),
    index("jobs_work_type_posted_idx").on(t.workType, t.postedAt.desc(), t.id.desc()),
    index("jobs_visa_posted_idx").on(t.postedAt.desc(), t.id.desc()).where(sql`${t.visaSponsorship}`),
    index("jobs_company_idx").on(t.companyId),
    index("jobs_city_idx").on(t.cityId),
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
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export type CompanyRow = typeof companies.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
