import { getMethodology as getMethodologyEndpoint } from "@shared/api/methodology";
import { routeOf } from "../../http/route";
import type { App } from "../../types";
import { getMethodology } from "./methodology.service";

export async function methodologyRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.route({
    ...routeOf(getMethodologyEndpoint, {
      tags: ["countries"],
      summary:
        "How every country figure is measured: per metric, the published indicators behind it (publisher, edition, data years, transform, caveats) and which countries carry a Borderless estimate",
    }),
    handler: async () => getMethodology(db),
  });
}
