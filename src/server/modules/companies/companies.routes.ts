import { getCompany, listCompanies } from "@shared/api/companies";
import { routeOf } from "../../http/route";
import { personOrAddressKey, readsPerMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import * as service from "./companies.service";

const tags = ["companies"];

export async function companiesRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.route({
    ...routeOf(listCompanies, {
      tags,
      summary: "List companies",
      description:
        "Companies with their open-job and visa-sponsoring-job counts, most open jobs first, then by " +
        "name; `q` keeps those whose name contains it (any case). One page as { items, total, page, pageSize }.",
    }),
    // Anyone may browse without an account: at a person's pace, not a scraper's.
    config: readsPerMinute(app, 120, personOrAddressKey),
    handler: async (request) => service.listCompanies(db, request.query),
  });

  app.route({
    ...routeOf(getCompany, {
      tags,
      summary: "One company's page",
      description:
        "The company, where its open jobs are, its open jobs (newest 50), how they answer the visa " +
        "question, the people offering referrals there, and whether the signed-in person manages it.",
    }),
    handler: async (request) => service.getCompany(db, request.params.id, request.user?.id ?? null),
  });
}
