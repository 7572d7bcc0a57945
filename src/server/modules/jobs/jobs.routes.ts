import {
  applyToJob,
  getJob,
  getRecommendations,
  listCountryJobs,
  listJobs,
  listSavedJobs,
  saveJob,
  unsaveJob,
} from "@shared/api/jobs";
import {
  JOB_TOTAL_CAP,
  MATCH_WINDOW,
  MAX_SEARCH_DEPTH,
  RECOMMENDATION_MIN_SCORE,
  RECOMMENDATIONS_MAX,
} from "@shared/schemas/jobs";
import { routeOf } from "../../http/route";
import { perMinute, personOrAddressKey, readsPerMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as service from "./jobs.service";

const SEARCH_PARAMS = ["q", "country", "employmentType", "workType", "visa", "sort", "page", "pageSize"];

/** What every job answer says of its pay (OpenAPI descriptions). */
const PAY_NOTE =
  "Every job carries `pay` (as posted, with yearly figures at the country's usual hours; null without pay). " +
  "`currency=XXX` (ISO 4217), or the signed-in person's Show pay in setting, adds `pay.converted` at the " +
  "dated ECB euro reference rate (GET /api/exchange-rates); a currency without a rate is a 400.";

/** The specification's client calls GET /api/jobs bare and expects an array; a search gets a page. */
function hasSearchParams(url: string): boolean {
  const search = new URLSearchParams(url.split("?")[1] ?? "");
  return SEARCH_PARAMS.some((key) => search.has(key));
}

export async function jobsRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.route({
    ...routeOf(listJobs, {
      tags: ["jobs"],
      summary: "Search jobs",
      description:
        "Without parameters: the specification's list, an array of the 100 newest jobs. With any of " +
        "q, country, employmentType, workType, visa, sort, page, pageSize: one page of matches, newest " +
        `first, as { items, total, page, pageSize } (total is counted up to ${JOB_TOTAL_CAP.toLocaleString("en-US")}; ` +
        `page × pageSize at most ${MAX_SEARCH_DEPTH.toLocaleString("en-US")}). ` +
        "For a signed-in person every job carries `match` (score and reasons; null for a visitor or a " +
        "person with no skills, preferred title or location). sort=match (signed in only, else 401) " +
        `orders by that score, best first, then newest: it ranks the newest ${MATCH_WINDOW} jobs the ` +
        `filters match, so total is at most ${MATCH_WINDOW}; a person with nothing to match on gets newest first. ` +
        "A page says which order it is in as `sort`. " +
        PAY_NOTE,
    }),
    // Anyone may search without an account: at a person's pace, not a scraper's.
    config: readsPerMinute(app, 120, personOrAddressKey),
    handler: async (request) => {
      const userId = request.user?.id ?? null;
      if (!hasSearchParams(request.url)) return service.latestJobs(db, userId, request.query.currency);
      return service.searchJobs(db, request.query, userId);
    },
  });

  app.route({
    ...routeOf(getJob, {
      tags: ["jobs"],
      summary: "One job",
      description: PAY_NOTE,
    }),
    handler: async (request) =>
      service.getJobDetail(db, request.params.id, request.user?.id ?? null, request.query.currency),
  });

  app.route({
    ...routeOf(listCountryJobs, {
      tags: ["jobs"],
      summary: "The newest 100 jobs of a country",
      description: PAY_NOTE,
    }),
    handler: async (request) =>
      service.countryJobs(db, request.params.id, request.user?.id ?? null, request.query.currency),
  });

  app.route({
    ...routeOf(listSavedJobs, {
      tags: ["jobs"],
      summary:
        "The signed-in person's saved jobs, newest saved first; at most `limit` (default and most 1,000) after `offset`",
      description: PAY_NOTE,
    }),
    onRequest: signedIn,
    handler: async (request) => {
      const { currency, ...window } = request.query;
      return service.savedJobs(db, requireUser(request).id, window, currency);
    },
  });

  app.route({
    ...routeOf(getRecommendations, {
      tags: ["jobs"],
      summary: "Jobs recommended to the signed-in person",
      description:
        `Up to ${RECOMMENDATIONS_MAX} open jobs not yet applied to that score at least ` +
        `${RECOMMENDATION_MIN_SCORE} for the person, best first, from the newest ${MATCH_WINDOW} open jobs; ` +
        "`missing` names the profile fields still empty (skills, preferredJobTitle, preferredLocation). " +
        "With all three empty nothing can be scored and items is empty. " +
        PAY_NOTE,
    }),
    onRequest: signedIn,
    handler: async (request) => service.recommendations(db, requireUser(request).id, request.query.currency),
  });

  app.route({
    ...routeOf(saveJob, {
      tags: ["jobs"],
      summary: "Save a job (idempotent)",
    }),
    onRequest: signedIn,
    handler: async (request) => {
      const user = requireUser(request);
      await service.setSaved(db, user.id, request.params.id, true);
      return { jobId: request.params.id, saved: true };
    },
  });

  app.route({
    ...routeOf(unsaveJob, {
      tags: ["jobs"],
      summary: "Remove a job from the saved jobs (idempotent)",
    }),
    onRequest: signedIn,
    handler: async (request) => {
      const user = requireUser(request);
      await service.setSaved(db, user.id, request.params.id, false);
      return { jobId: request.params.id, saved: false };
    },
  });

  app.route({
    ...routeOf(applyToJob, {
      tags: ["jobs"],
      summary: "Record that the signed-in person applied (idempotent)",
      description: "A closed job (closedAt set) answers 409: it no longer accepts applications.",
    }),
    onRequest: signedIn,
    config: perMinute(app, 60),
    handler: async (request) => {
      const user = requireUser(request);
      await service.apply(db, user.id, request.params.id);
      return { jobId: request.params.id, applied: true };
    },
  });
}
