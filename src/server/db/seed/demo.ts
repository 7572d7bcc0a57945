import { randomBytes } from "node:crypto";
import { companyNameKey } from "@shared/domain/company-name";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/password";
import { applyReferenceData } from "../../reference/apply-reference";
import { loadReferenceData } from "../../reference/reference-files";
import type { ReferenceData } from "../../reference/reference-rows";
import { companies } from "../schema/jobs";
import { userSettings, users } from "../schema/people";
import { cities, countries } from "../schema/places";
import { messages, referralOfferings, referralRequests } from "../schema/referrals";
import type { Db } from "../types";
import { COMPANIES } from "./companies";
import { CONVERSATIONS } from "./conversations";
import { demoPay } from "./demo-pay";
import { insertJobs } from "./job-insert";
import { buildDemoJobs, type PlaceRefs } from "./jobs";
import { DEMO_USER, PEOPLE } from "./people";
import { createRandom } from "./random";
import { OFFERINGS } from "./referrals";

/** Same seed, same wording, skills and dates on every install. */
const DEMO_SEED = 20_250_601;
const MINUTE_MS = 60_000;

/**
 * Loads the reference data (countries and cities, always present) and adds the fictional demo
 * content, every row marked isDemo: companies, people, referral offerings, jobs and conversations.
 * Does nothing more once the demo content is there (the demo account or a demo company exists).
 * Everything is one transaction, so a failed seed leaves no half of it and the next start tries
 * again. Dates are offsets before `now`, so "posted 3 days ago" stays true. Returns whether it
 * added the demo content.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  reference: ReferenceData = loadReferenceData(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await applyReferenceData(tx, reference);
    if (await hasDemoData(tx)) return false;
    const refs = await placeRefs(tx, reference);
    await seedCompanies(tx, refs);
    await insertJobs(tx, buildDemoJobs(refs, createRandom(DEMO_SEED), now));
    const userIds = await seedPeople(tx);
    await seedReferrals(tx, refs, userIds, now);
    return true;
  });
}

async function hasDemoData(db: Db): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isDemo, true))
    .limit(1);
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${DEMO_USER.username}`)
    .limit(1);
  return company !== undefined || demo !== undefined;
}

async function placeRefs(db: Db, reference: ReferenceData): Promise<PlaceRefs> {
  const countryRows = await db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries);
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, countryId: cities.countryId })
    .from(cities)
    .orderBy(cities.id);
  const refs: PlaceRefs = { countries: new Map(), cities: new Map(), companies: new Map() };
  for (const country of reference.countries) {
    const row = countryRows.find((r) => r.code === country.code);
    if (!row) throw new Error(`Country ${country.code} is not in the database`);
    const pay = demoPay(country);
    if (!pay) continue; // the demo content stays in the countries with published pay figures
    refs.countries.set(country.code, { id: row.id, name: row.name, pay });
    // Cities in the order the reference data lists them: a country's first city is its largest job market.
    const listed = reference.cities.filter((c) => c.countryCode === country.code).map((c) => c.name);
    const rows = cityRows.filter((c) => c.countryId === row.id && listed.includes(c.name));
    rows.sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name));
    refs.cities.set(
      country.code,
      rows.map(({ id, name }) => ({ id, name })),
    );
  }
  return refs;
}

async function seedCompanies(db: Db, refs: PlaceRefs): Promise<void> {
  const countryId = (code: string) => {
    const country = refs.countries.get(code);
    if (!country) throw new Error(`Unknown country code ${code}`);
    return country.id;
  };
  const companyRows = await db
    .insert(companies)
    .values(
      COMPANIES.map((c) => ({
        name: c.name,
        nameKey: companyNameKey(c.name),
        logo: c.logo,
        description: c.description,
        website: c.website,
        location: c.location,
        countryId: c.countryCode ? countryId(c.countryCode) : null,
        isDemo: true,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  for (const row of companyRows) refs.companies.set(row.name, row.id);
}

/** Returns user ids by username. */
async function seedPeople(db: Db): Promise<Map<string, number>> {
  // argon2 is slow on purpose: one hash for the demo account and one shared by everyone else, of a
  // random password that is never stored or shown, so only `demo` can be signed into.
  const demoHash = await hashPassword(DEMO_USER.password);
  const lockedHash = await hashPassword(randomBytes(32).toString("base64url"));
  const { password: _, ...demo } = DEMO_USER;
  // Demo addresses are on a reserved domain that receives no mail: they count as confirmed, so the
  // demo account is not asked to open a link that can never arrive.
  const emailVerifiedAt = new Date();
  const rows = await db
    .insert(users)
    .values([
      { ...demo, passwordHash: demoHash, isDemo: true, emailVerifiedAt },
      ...PEOPLE.map((person) => ({ ...person, passwordHash: lockedHash, isDemo: true, emailVerifiedAt })),
    ])
    .returning({ id: users.id, username: users.username });
  await db.insert(userSettings).values(rows.map((r) => ({ userId: r.id })));
  return new Map(rows.map((r) => [r.username, r.id]));
}

async function seedReferrals(
  db: Db,
  refs: PlaceRefs,
  userIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const userId = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`Unknown demo user ${username}`);
    return id;
  };
  const companyId = (name: string) => {
    const id = refs.companies.get(name);
    if (id === undefined) throw new Error(`Unknown demo company ${name}`);
    return id;
  };
  const offeringRows = await db
    .insert(referralOfferings)
    .values(
      OFFERINGS.map(({ username, companyName, ...offering }, i) => {
        // Spread over the last weeks so "newest first" has a meaningful order.
        const at = new Date(now.getTime() - (OFFERINGS.length - i) * 11 * 60 * MINUTE_MS);
        return {
          ...offering,
          userId: userId(username),
          companyId: companyId(companyName),
          createdAt: at,
          updatedAt: at,
          isDemo: true,
        };
      }),
    )
    .returning({
      id: referralOfferings.id,
      userId: referralOfferings.userId,
      companyId: referralOfferings.companyId,
    });

  for (const conversation of CONVERSATIONS) {
    let referralRequestId: number | null = null;
    const { referral } = conversation;
    if (referral) {
      const referrerId = userId(referral.referrer);
      const offering = offeringRows.find(
        (o) => o.userId === referrerId && o.companyId === companyId(referral.companyName),
      );
      const firstMessage = conversation.messages[0];
      const at = new Date(now.getTime() - (firstMessage?.minutesAgo ?? 0) * MINUTE_MS);
      const [request] = await db
        .insert(referralRequests)
        .values({
          offeringId: offering?.id ?? null,
          seekerId: userId(referral.seeker),
          referrerId,
          companyName: referral.companyName,
          status: referral.status,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: referralRequests.id });
      referralRequestId = request?.id ?? null;
    }
    const [a, b] = conversation.between;
    await db.insert(messages).values(
      conversation.messages.map((m) => {
        const createdAt = new Date(now.getTime() - m.minutesAgo * MINUTE_MS);
        return {
          senderId: userId(m.from),
          receiverId: userId(m.from === a ? b : a),
          content: m.text,
          referralRequestId,
          createdAt,
          readAt: m.read ? new Date(createdAt.getTime() + 10 * MINUTE_MS) : null,
        };
      }),
    );
  }
}
