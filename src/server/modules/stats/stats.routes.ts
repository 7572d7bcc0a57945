import { StatsSchema } from "@shared/schemas/jobs";
import type { App } from "../../types";
import * as repo from "./stats.repository";

export async function statsRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.get(
    "/stats",
    {
      schema: {
        tags: ["jobs"],
        summary: "Dashboard figures; savedJobs is the signed-in person's own count (0 for a visitor)",
        response: { 200: StatsSchema },
      },
    },
    async (request) => {
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
  );
}
