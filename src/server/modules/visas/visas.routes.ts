import { getVisaRoutes } from "@shared/api/visas";
import { routeOf } from "../../http/route";
import type { App } from "../../types";
import { visaRoutes } from "./visas.service";

export async function visasRoutes(app: App): Promise<void> {
  const db = app.database.db;
  app.route({
    ...routeOf(getVisaRoutes, {
      tags: ["countries"],
      summary:
        "A country's main work-visa routes for a skilled employee (country: our id or an ISO code); a country with none listed answers an empty list and a note",
    }),
    handler: async (request) => visaRoutes(db, request.query.country),
  });
}
