import { normalizeCountryFields } from "@shared/domain/country-fields";
import { sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/password";
import type { Db } from "../client";
import { companies } from "../schema/jobs";
import { userSettings, users } from "../schema/people";
import { cities, countries } from "../schema/places";
import { messages, referralOfferings, referralRequests } from "../schema/referrals";
import { CITIES, CITY_SOURCES } from "./cities";
import { COMPANIES } from "./companies";
import { CONVERSATIONS } from "./conversations";
import { COUNTRIES, COUNTRY_SOURCES } from "./countries";
import { insertJobs } from "./job-insert";
import { buildDemoJobs, type PlaceRefs } from "./jobs";
import { DEMO_USER, PEOPLE } from "./people";
import { createRandom } from "./random";
import { OFFERINGS } from "./referrals";

/** Same seed, same wording, skills and dates on every install. */
const DEMO_SEED = 20_250_601;
const MINUTE_MS = 60_000;

/**
 * Fills an empty database with the demo data; does nothing when countries already exist.
 * Everything is inserted in one transaction, so a failed seed leaves the database empty and the
 * next start tries again. Dates are offsets before `now`, so "posted 3 days ago" stays true.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: countries.id }).from(countries).limit(1);
    if (existing.length > 0) return false;
    const refs = await seedPlaces(tx);
    await insertJobs(tx, buildDemoJobs(refs, createRandom(DEMO_SEED), now));
    const userIds = await seedPeople(tx);
    await seedReferrals(tx, refs, userIds, now);
    return true;
  });
}

async function seedPlaces(db: Db): Promise<PlaceRefs> {
  const countryRows = await db
    .insert(countries)
    .values(
      COUNTRIES.map((c, i) => ({
        // Fixed ids: the specification's pages and the waitlist link to countries by these numbers.
        id: i + 1,
        name: c.name,
        code: c.code,
        tag: c.tag,
        image: null,
        colors: c.colors,
        currency: c.currency,
        ...normalizeCountryFields(c.fields),
        sources: { ...COUNTRY_SOURCES, ...c.sourceOverrides },
      })),
    )
    .returning({ id: countries.id, code: countries.code, name: countries.name });
  // Explicit ids leave the sequence behind; move it past them so later inserts do not collide.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`,
  );

  const refs: PlaceRefs = { countries: new Map(), cities: new Map(), companies: new Map() };
  for (const row of countryRows) {
    const seed = COUNTRIES.find((c) => c.code === row.code);
    if (!seed) throw new Error(`Country ${row.code} has no seed`);
    refs.countries.set(row.code, { id: row.id, name: row.name, pay: seed.pay });
  }
  const countryId = (code: string) => {
    const country = refs.countries.get(code);
    if (!country) throw new Error(`Unknown country code ${code}`);
    return country.id;
  };

  const cityRows = await db
    .insert(cities)
    .values(
      CITIES.map(({ countryCode, ...city }) => ({
        ...city,
        countryId: countryId(countryCode),
        image: null,
        sources: CITY_SOURCES,
      })),
    )
    .returning({ id: cities.id, name: cities.name });
  cityRows.forEach((row, i) => {
    const code = CITIES[i]?.countryCode as string;
    refs.cities.set(code, [...(refs.cities.get(code) ?? []), { id: row.id, name: row.name }]);
  });

  const companyRows = await db
    .insert(companies)
    .values(
      COMPANIES.map((c) => ({
        name: c.name,
        logo: c.logo,
        description: c.description,
        website: c.website,
        location: c.location,
        countryId: c.countryCode ? countryId(c.countryCode) : null,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  for (const row of companyRows) refs.companies.set(row.name, row.id);
  return refs;
}

/** Returns user ids by username. */
async function seedPeople(db: Db): Promise<Map<string, number>> {
  const people = [DEMO_USER, ...PEOPLE];
  // argon2 is slow on purpose; people sharing a demo password share one hash computation.
  const hashes = new Map<string, string>();
  for (const person of people) {
    if (!hashes.has(person.password)) hashes.set(person.password, await hashPassword(person.password));
  }
  const rows = await db
    .insert(users)
    .values(
      people.map(({ password, ...person }) => ({ ...person, passwordHash: hashes.get(password) as string })),
    )
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
