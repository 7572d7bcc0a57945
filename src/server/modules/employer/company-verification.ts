import { eq, inArray } from "drizzle-orm";
import { companies, companyManagers } from "../../db/schema/jobs";
import { users } from "../../db/schema/people";
import type { Db } from "../../db/types";

/** Mail providers anyone can have an address at: an address there proves no company's domain. */
const FREE_MAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
]);

/**
 * Whether a verified email address proves a company page's website: the address's domain is the
 * website's host or a domain above it (ada@acme.example for https://careers.acme.example), and is
 * not a free mail provider's.
 */
export function provesDomain(email: string, website: string | null): boolean {
  if (!website) return false;
  let host: string;
  try {
    const url = new URL(website);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    host = url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return false;
  }
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (!domain || FREE_MAIL.has(domain)) return false;
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Sets `verified` on company pages from their managers' verified addresses and their websites:
 * after a page is created or its website changes (`companyId`), and after a person's address is
 * confirmed or changed (`userId`: the pages they manage). Pages nobody manages keep null.
 */
export async function refreshVerification(db: Db, which: { companyId: number } | { userId: number }) {
  const pages =
    "companyId" in which
      ? [which.companyId]
      : (
          await db
            .select({ id: companyManagers.companyId })
            .from(companyManagers)
            .where(eq(companyManagers.userId, which.userId))
        ).map((row) => row.id);
  if (pages.length === 0) return;
  const rows = await db
    .select({
      id: companies.id,
      website: companies.website,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(companies)
    .innerJoin(companyManagers, eq(companyManagers.companyId, companies.id))
    .innerJoin(users, eq(users.id, companyManagers.userId))
    .where(inArray(companies.id, pages));
  const verified = new Map<number, boolean>();
  for (const row of rows) {
    const proves = row.emailVerifiedAt !== null && provesDomain(row.email, row.website);
    verified.set(row.id, (verified.get(row.id) ?? false) || proves);
  }
  for (const [id, value] of verified) {
    await db.update(companies).set({ verified: value }).where(eq(companies.id, id));
  }
}
