import { getStats } from "@shared/api/stats";
import { routeOf } from "../../http/route";
import type { App } from "../../types";
import * as repo from "./stats.repository";

export async function statsRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.route({
    ...routeOf(getStats, {
      tags: ["jobs"],
      summary: "Dashboard figures; savedJobs is the signed-in person's own count (0 for a visitor)",
    }),
    handler: async (request) => {
      const userId = request.user?.id ?? null;
      const [totals, savedJobs] = await Promise.all([
        repo.countAll(db),
        userId === null ? Promise.resolve(0) : repo.countSaved(db, userId),
      ]);
      return {
        availableJobs: totals.jobs,
        demoJobs: totals.demoJobs,
        visaSponsorshipJobs: totals.visaJobs,
        countries: totals.countries,
        savedJobs,
      };
    },
  });
}
