import { Readable } from "node:stream";
import type { Db } from "../../db/types";
import { companyBatch, countryRows, highestIds, jobBatch, type SitemapRow } from "./sitemap.repository";

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_URLS_MAX = 50_000;
/** Rows read from the database at a time while a file streams: memory stays bounded. */
const BATCH = 5_000;

export type SitemapKind = "jobs" | "companies";

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function urlEntry(siteUrl: string, path: string, row: SitemapRow): string {
  const lastmod = row.lastModified ? `<lastmod>${row.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${escapeXml(`${siteUrl}${path}/${row.id}`)}</loc>${lastmod}</url>\n`;
}

/**
 * The sitemap index: the countries file, then one file per 50,000 ids of companies and of jobs
 * (a file of ids 0–49,999, 50,000–99,999 …; a file may hold fewer, as closed and demo jobs are
 * left out), so a file's content is one range scan of the primary key.
 */
export async function sitemapIndex(db: Db, siteUrl: string): Promise<string> {
  const highest = await highestIds(db);
  const files = [`${siteUrl}/sitemaps/countries.xml`];
  for (const [kind, id] of [
    ["companies", highest.company],
    ["jobs", highest.job],
  ] as const) {
    if (id === null) continue;
    for (let part = 0; part <= Math.floor(id / SITEMAP_URLS_MAX); part += 1) {
      files.push(`${siteUrl}/sitemaps/${kind}-${part}.xml`);
    }
  }
  const entries = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join("");
  return `${HEAD}<sitemapindex ${NS}>\n${entries}</sitemapindex>\n`;
}

export async function countriesSitemap(db: Db, siteUrl: string): Promise<string> {
  const rows = await countryRows(db);
  return `${HEAD}<urlset ${NS}>\n${rows.map((row) => urlEntry(siteUrl, "/countries", row)).join("")}</urlset>\n`;
}

/** One file of job or company addresses, written as it is read, a batch at a time. */
export function rangeSitemap(db: Db, siteUrl: string, kind: SitemapKind, part: number): Readable {
  const from = part * SITEMAP_URLS_MAX;
  const to = from + SITEMAP_URLS_MAX;
  const batch = kind === "jobs" ? jobBatch : companyBatch;
  const path = kind === "jobs" ? "/jobs" : "/companies";
  async function* lines(): AsyncGenerator<string> {
    yield `${HEAD}<urlset ${NS}>\n`;
    let after = from - 1;
    for (;;) {
      const rows = await batch(db, from, to, after, BATCH);
      if (rows.length > 0) yield rows.map((row) => urlEntry(siteUrl, path, row)).join("");
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
    yield "</urlset>\n";
  }
  return Readable.from(lines());
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
