import {
  COUNTRY_INFO_OPTIONS,
  FILE_KINDS,
  JOB_ALERT_OPTIONS,
  MAX_UPLOAD_BYTES,
  THEME_OPTIONS,
} from "@shared/schemas/account";
import {
  EmailSchema,
  FullNameSchema,
  ProfessionSchema,
  SkillsSchema,
  UsernameSchema,
} from "@shared/schemas/auth";
import { MESSAGE_MAX, REFERRAL_STATUSES } from "@shared/schemas/referrals";
import { WaitlistInputSchema } from "@shared/schemas/waitlist";
import { type SQL, sql } from "drizzle-orm";
import { DEMO_USER } from "../../db/seed/people";
import type { Db } from "../../db/types";
import type { App } from "../../types";

/*
 * What must hold in the database whatever clients send (checked after the fuzz runs, usable by any
 * suite that throws odd input at the app):
 *
 * 1. Reference data (countries, cities, companies, jobs) is unchanged: no API writes it. Company
 *    pages someone manages, and their jobs, are the managers' to change and are left out.
 * 2. Everything that belonged to the people who existed at the baseline (their user rows,
 *    settings, saved jobs, applications, referral offers and files), and every message and
 *    referral request that existed then, is unchanged: other accounts cannot touch them.
 * 3. Every stored person passes the rules the API validates with: username, email, full name,
 *    profession and skills.
 * 4. Every settings row holds allowed choices; every saved job, application, referral offer,
 *    request, message, file and session points at rows that exist (a deleted person's side of a
 *    message or request is empty, never dangling); nobody messages or asks themselves.
 * 5. Every message is 1-5,000 characters and not blank; every referral offer's experience and
 *    description are in range; every request has a known status.
 * 6. Every waitlist entry passes the waitlist form's rules.
 * 7. No prototype was polluted: `({}).polluted` is undefined and Object, Array and Function
 *    prototypes have exactly the properties they had at the baseline.
 * 8. The demo account still signs in with its published password.
 */

export interface IntegrityBaseline {
  referenceDigests: Record<string, string>;
  ownedDigests: Record<string, string>;
  maxUserId: number;
  maxMessageId: number;
  maxRequestId: number;
  /** Company pages added later are people's own (pages they created), and so are their jobs. */
  maxCompanyId: number;
  prototypes: Record<string, string[]>;
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function digest(db: Db, table: string, where: SQL = sql`true`): Promise<string> {
  const [row] = await rows<{ n: number; digest: string }>(
    db,
    sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
        from ${sql.identifier(table)} t where ${where}`,
  );
  return `${row?.n ?? 0}:${row?.digest ?? ""}`;
}

const REFERENCE_TABLES = ["countries", "cities", "companies", "jobs"];

/**
 * A reference table's digest, without the company pages people manage and their jobs, and without
 * pages added after the baseline: a page whose only manager deleted their account stays, unmanaged.
 */
function referenceDigest(db: Db, table: string, upTo: { maxCompanyId: number }): Promise<string> {
  const unmanaged = (companyId: SQL) =>
    sql`not exists (select 1 from company_managers m where m.company_id = ${companyId})`;
  if (table === "companies") {
    return digest(db, table, sql`${unmanaged(sql`t.id`)} and t.id <= ${upTo.maxCompanyId}`);
  }
  if (table === "jobs") {
    return digest(db, table, sql`${unmanaged(sql`t.company_id`)} and t.company_id <= ${upTo.maxCompanyId}`);
  }
  return digest(db, table);
}

function prototypeNames(): Record<string, string[]> {
  return {
    Object: Object.getOwnPropertyNames(Object.prototype).sort(),
    Array: Object.getOwnPropertyNames(Array.prototype).sort(),
    Function: Object.getOwnPropertyNames(Function.prototype).sort(),
    String: Object.getOwnPropertyNames(String.prototype).sort(),
  };
}

async function maxId(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ max: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(table)}`,
  );
  return row?.max ?? 0;
}

async function ownedDigests(db: Db, b: { maxUserId: number; maxMessageId: number; maxRequestId: number }) {
  const byUser = sql`t.user_id <= ${b.maxUserId}`;
  return {
    users: await digest(db, "users", sql`t.id <= ${b.maxUserId}`),
    user_settings: await digest(db, "user_settings", byUser),
    saved_jobs: await digest(db, "saved_jobs", byUser),
    applications: await digest(db, "applications", byUser),
    referral_offerings: await digest(db, "referral_offerings", byUser),
    user_files: await digest(db, "user_files", byUser),
    messages: await digest(db, "messages", sql`t.id <= ${b.maxMessageId}`),
    referral_requests: await digest(db, "referral_requests", sql`t.id <= ${b.maxRequestId}`),
  };
}

/** What the checks compare with later: take it before the input under test is sent. */
export async function takeIntegrityBaseline(db: Db): Promise<IntegrityBaseline> {
  const ids = {
    maxUserId: await maxId(db, "users"),
    maxMessageId: await maxId(db, "messages"),
    maxRequestId: await maxId(db, "referral_requests"),
    maxCompanyId: await maxId(db, "companies"),
  };
  const referenceDigests: Record<string, string> = {};
  for (const table of REFERENCE_TABLES) referenceDigests[table] = await referenceDigest(db, table, ids);
  return {
    referenceDigests,
    ownedDigests: await ownedDigests(db, ids),
    ...ids,
    prototypes: prototypeNames(),
  };
}

/** Each query lists offending rows; its label says which rule they break. */
const ROW_RULES: Array<[string, SQL]> = [
  [
    "settings with a choice outside the lists",
    sql`select user_id as id from user_settings
        where job_alerts not in (${sql.join(
          JOB_ALERT_OPTIONS.map((o) => sql`${o}`),
          sql`, `,
        )})
           or country_info not in (${sql.join(
             COUNTRY_INFO_OPTIONS.map((o) => sql`${o}`),
             sql`, `,
           )})
           or theme not in (${sql.join(
             THEME_OPTIONS.map((o) => sql`${o}`),
             sql`, `,
           )})
           or char_length(preferred_job_title) > 100 or char_length(preferred_location) > 100
           or preferred_job_title ~ '[[:cntrl:]]' or preferred_location ~ '[[:cntrl:]]'`,
  ],
  [
    "settings of nobody",
    sql`select s.user_id as id from user_settings s left join users u on u.id = s.user_id where u.id is null`,
  ],
  [
    "saved jobs without their person or job",
    sql`select s.user_id as id from saved_jobs s left join users u on u.id = s.user_id
        left join jobs j on j.id = s.job_id where u.id is null or j.id is null`,
  ],
  [
    "applications without their person or job",
    sql`select a.user_id as id from applications a left join users u on u.id = a.user_id
        left join jobs j on j.id = a.job_id where u.id is null or j.id is null`,
  ],
  [
    "referral offers without their person or company, or out of range",
    sql`select o.id from referral_offerings o left join users u on u.id = o.user_id
        left join companies c on c.id = o.company_id
        where u.id is null or c.id is null or o.experience not between 0 and 60
           or char_length(btrim(o.description)) not between 10 and 1000`,
  ],
  [
    "referral requests with an unknown status, a dangling side, or asking oneself",
    sql`select r.id from referral_requests r
        where r.status not in (${sql.join(
          REFERRAL_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
           or (r.seeker_id is not null and not exists (select 1 from users u where u.id = r.seeker_id))
           or (r.referrer_id is not null and not exists (select 1 from users u where u.id = r.referrer_id))
           or (r.offering_id is not null and not exists (select 1 from referral_offerings o where o.id = r.offering_id))
           or r.seeker_id = r.referrer_id`,
  ],
  [
    "messages that are blank, too long, dangling or to oneself",
    sql`select m.id from messages m
        where char_length(m.content) not between 1 and ${MESSAGE_MAX} or btrim(m.content) = ''
           or (m.sender_id is not null and not exists (select 1 from users u where u.id = m.sender_id))
           or (m.receiver_id is not null and not exists (select 1 from users u where u.id = m.receiver_id))
           or (m.referral_request_id is not null
               and not exists (select 1 from referral_requests r where r.id = m.referral_request_id))
           or m.sender_id = m.receiver_id`,
  ],
  [
    "files of nobody, of an unknown kind or size, or with a path in the name",
    sql`select f.id from user_files f left join users u on u.id = f.user_id
        where u.id is null or f.kind not in (${sql.join(
          FILE_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})
           or f.size not between 1 and ${MAX_UPLOAD_BYTES}
           or f.file_name ~ '[/[:cntrl:]]' or strpos(f.file_name, chr(92)) > 0
           or char_length(f.file_name) not between 1 and 200`,
  ],
  [
    "sessions of nobody",
    sql`select s.user_id as id from sessions s left join users u on u.id = s.user_id where u.id is null`,
  ],
];

/** Every rule the database breaks now, as readable lines; empty when everything holds. */
export async function findIntegrityProblems(
  db: Db,
  baseline: IntegrityBaseline,
  app?: App,
): Promise<string[]> {
  const problems: string[] = [];

  for (const table of REFERENCE_TABLES) {
    if ((await referenceDigest(db, table, baseline)) !== baseline.referenceDigests[table])
      problems.push(`${table} changed`);
  }
  const owned = await ownedDigests(db, baseline);
  for (const [table, value] of Object.entries(owned)) {
    if (value !== baseline.ownedDigests[table]) {
      problems.push(`${table} rows that existed at the baseline changed`);
    }
  }

  const people = await rows<{
    id: number;
    username: string;
    email: string;
    full_name: string;
    profession: string | null;
    skills: string[];
  }>(db, sql`select id, username, email, full_name, profession, skills from users`);
  for (const p of people) {
    const checks: Array<[string, boolean]> = [
      ["username", UsernameSchema.safeParse(p.username).data === p.username],
      ["email", EmailSchema.safeParse(p.email).data === p.email],
      ["full name", FullNameSchema.safeParse(p.full_name).data === p.full_name],
      ["profession", p.profession === null || ProfessionSchema.safeParse(p.profession).data === p.profession],
      ["skills", SkillsSchema.safeParse(p.skills).success],
    ];
    for (const [what, ok] of checks) {
      if (!ok) problems.push(`user ${p.id} has an invalid ${what}: ${JSON.stringify(p).slice(0, 200)}`);
    }
  }

  for (const [label, query] of ROW_RULES) {
    const bad = await rows<{ id: number }>(db, sql`${query} limit 5`);
    if (bad.length) problems.push(`${label}: ${bad.map((r) => r.id).join(", ")}`);
  }

  const waitlist = await rows<{
    id: number;
    email: string;
    full_name: string;
    profession: string | null;
    interested_countries: string[];
    interested_roles: string[];
    preferred_contact_method: string;
    phone_number: string | null;
    referral_source: string | null;
  }>(db, sql`select * from waitlist_entries`);
  for (const w of waitlist) {
    const parsed = WaitlistInputSchema.safeParse({
      email: w.email,
      fullName: w.full_name,
      profession: w.profession ?? undefined,
      interestedCountries: w.interested_countries,
      interestedRoles: w.interested_roles,
      preferredContactMethod: w.preferred_contact_method,
      phoneNumber: w.phone_number ?? undefined,
      referralSource: w.referral_source ?? undefined,
    });
    if (!parsed.success) problems.push(`waitlist entry ${w.id} breaks the form's rules`);
  }

  if (({} as Record<string, unknown>).polluted !== undefined)
    problems.push("Object.prototype.polluted is set");
  const now = prototypeNames();
  for (const [name, keys] of Object.entries(baseline.prototypes)) {
    if (JSON.stringify(now[name]) !== JSON.stringify(keys))
      problems.push(`${name}.prototype gained or lost properties`);
  }

  if (app) {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: DEMO_USER.username, password: DEMO_USER.password },
    });
    if (login.statusCode !== 200) problems.push(`the demo account cannot sign in (${login.statusCode})`);
  }
  return problems;
}
