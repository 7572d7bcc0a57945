import {
  createReferrer,
  deleteReferrer,
  listReferralCompanies,
  listReferralCompanyOptions,
  listReferrers,
  listUserReferrers,
  updateReferrer,
} from "@shared/api/referrals";
import { AppError } from "@shared/errors";
import { routeOf } from "../../http/route";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as repo from "./referrals.repository";
import * as service from "./referrals.service";

const tags = ["referrals"];

export async function referralsRoutes(app: App): Promise<void> {
  const db = app.database.db;
  const writeLimit = perMinute(app, 30);

  app.route({
    ...routeOf(listReferrers, {
      tags,
      summary:
        "Active referral offerings, optionally by company or matching a company or referrer name; at most `limit` (default and most 100) after `offset`",
    }),
    handler: async (request) => repo.listActiveReferrers(db, request.query),
  });

  app.route({
    ...routeOf(listReferralCompanies, {
      tags,
      summary:
        "Companies with active referrers and how many; at most `limit` (default and most 100) after `offset`",
    }),
    handler: async (request) => repo.listReferralCompanies(db, request.query),
  });

  app.route({
    ...routeOf(listReferralCompanyOptions, {
      tags,
      summary: "Every company a person can offer referrals at",
    }),
    handler: async () => repo.listCompanyOptions(db),
  });

  app.route({
    ...routeOf(listUserReferrers, {
      tags,
      summary: "A person's own referral offerings (active and inactive); only for that person",
    }),
    onRequest: signedIn,
    handler: async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) {
        throw new AppError("forbidden", "You can only see your own referral offers.");
      }
      return repo.listReferrersOfUser(db, user.id);
    },
  });

  app.route({
    ...routeOf(createReferrer, { tags, summary: "Offer referrals at a company" }),
    onRequest: signedIn,
    config: writeLimit,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const created = await service.createOffering(db, user.id, request.body);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(updateReferrer, { tags, summary: "Change one of your referral offers" }),
    onRequest: signedIn,
    config: writeLimit,
    handler: async (request) => {
      const user = requireUser(request);
      return service.updateOffering(db, user.id, request.params.id, request.body);
    },
  });

  app.route({
    ...routeOf(deleteReferrer, { tags, summary: "Withdraw one of your referral offers" }),
    onRequest: signedIn,
    config: writeLimit,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await service.deleteOffering(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
