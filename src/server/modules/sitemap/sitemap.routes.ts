import { AppError } from "@shared/errors";
import { z } from "zod";
import { readsPerMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { countriesSitemap, rangeSitemap, robotsTxt, SITEMAP_URLS_MAX, sitemapIndex } from "./sitemap.service";

const tags = ["site"];
const XML = "application/xml; charset=utf-8";
/** Part numbers up to the largest a 32-bit id can need. */
const PART_MAX = Math.floor(2_147_483_647 / SITEMAP_URLS_MAX);
const FILE = /^(jobs|companies)-(\d{1,5})\.xml$/;

/**
 * Where search engines find the site's pages (outside /api, as crawlers expect them): /robots.txt
 * names /sitemap.xml, an index of files of at most 50,000 addresses each (countries, companies and
 * open jobs; demo content is left out). The web build must not ship a robots.txt of its own: the
 * static files would claim the same address and the server would not start.
 */
export async function sitemapRoutes(app: App, options: { publicUrl: string }): Promise<void> {
  const { db } = app.database;
  const siteUrl = options.publicUrl.replace(/\/$/, "");
  // Crawlers come often; a file is a range scan of up to 50,000 rows, so each address is held to it.
  const config = readsPerMinute(app, 60);

  app.get(
    "/robots.txt",
    { config, schema: { hide: true, tags, summary: "Crawling rules, naming the sitemap" } },
    async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(robotsTxt(siteUrl)),
  );

  app.get(
    "/sitemap.xml",
    {
      config,
      schema: {
        hide: true,
        tags,
        summary: "The sitemap index: the countries, companies and open jobs files",
      },
    },
    async (_request, reply) =>
      reply
        .type(XML)
        .header("cache-control", "public, max-age=3600")
        .send(await sitemapIndex(db, siteUrl)),
  );

  app.get(
    "/sitemaps/:file",
    {
      config,
      schema: {
        hide: true,
        tags,
        summary:
          "One sitemap file: countries.xml, companies-N.xml or jobs-N.xml (ids N×50,000 to N×50,000+49,999)",
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      reply.type(XML).header("cache-control", "public, max-age=3600");
      if (file === "countries.xml") return reply.send(await countriesSitemap(db, siteUrl));
      const match = FILE.exec(file);
      const part = match ? Number(match[2]) : Number.NaN;
      if (!match || part > PART_MAX) {
        throw new AppError("not_found", `No sitemap file named ${file}`);
      }
      return reply.send(rangeSitemap(db, siteUrl, match[1] as "jobs" | "companies", part));
    },
  );
}
