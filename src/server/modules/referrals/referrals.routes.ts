import { AppError } from "@shared/errors";
import { IdParamSchema } from "@shared/schemas/common";
import {
  CompanyOptionSchema,
  OfferingInputSchema,
  OfferingPatchSchema,
  ReferralCompaniesQuerySchema,
  ReferralCompanyWithCountSchema,
  ReferrerSchema,
  ReferrersQuerySchema,
} from "@shared/schemas/referrals";
import { z } from "zod";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as repo from "./referrals.repository";
import * as service from "./referrals.service";

const tags = ["referrals"];

export async function referralsRoutes(app: App): Promise<void> {
  const db = app.database.db;
  const writeLimit = perMinute(app, 30);

  app.get(
    "/referrers",
    {
      schema: {
        tags,
        summary:
          "Active referral offerings, optionally by company or matching a company or referrer name; at most `limit` (default and most 100) after `offset`",
        querystring: ReferrersQuerySchema,
        response: { 200: z.array(ReferrerSchema) },
      },
    },
    async (request) => repo.listActiveReferrers(db, request.query),
  );

  app.get(
    "/referral-companies",
    {
      schema: {
        tags,
        summary:
          "Companies with active referrers and how many; at most `limit` (default and most 100) after `offset`",
        querystring: ReferralCompaniesQuerySchema,
        response: { 200: z.array(ReferralCompanyWithCountSchema) },
      },
    },
    async (request) => repo.listReferralCompanies(db, request.query),
  );

  app.get(
    "/referral-companies/options",
    {
      schema: {
        tags,
        summary: "Every company a person can offer referrals at",
        response: { 200: z.array(CompanyOptionSchema) },
      },
    },
    async () => repo.listCompanyOptions(db),
  );

  app.get(
    "/users/:id/referrers",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A person's own referral offerings (active and inactive); only for that person",
        params: IdParamSchema,
        response: { 200: z.array(ReferrerSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) {
        throw new AppError("forbidden", "You can only see your own referral offers.");
      }
      return repo.listReferrersOfUser(db, user.id);
    },
  );

  app.post(
    "/referrers",
    {
      onRequest: signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: "Offer referrals at a company",
        body: OfferingInputSchema,
        response: { 201: ReferrerSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.createOffering(db, user.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/referrers/:id",
    {
      onRequest: signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: "Change one of your referral offers",
        params: IdParamSchema,
        body: OfferingPatchSchema,
        response: { 200: ReferrerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return service.updateOffering(db, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    "/referrers/:id",
    {
      onRequest: signedIn,
      config: writeLimit,
      schema: { tags, summary: "Withdraw one of your referral offers", params: IdParamSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await service.deleteOffering(db, user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
