import { z } from "zod";
import { IdParamSchema } from "../schemas/common";
import {
  CompanyOptionSchema,
  CreateReferralRequestInputSchema,
  CreateReferralRequestResultSchema,
  OfferingInputSchema,
  OfferingPatchSchema,
  ReferralCompaniesQuerySchema,
  ReferralCompanyWithCountSchema,
  ReferralJobOptionsSchema,
  ReferralRequestSchema,
  ReferralRequestsQuerySchema,
  ReferrerSchema,
  ReferrersQuerySchema,
  UpdateReferralRequestInputSchema,
} from "../schemas/referrals";
import { endpoint } from "./endpoint";

export const listReferrers = endpoint({
  method: "GET",
  path: "/api/referrers",
  operationId: "listReferrers",
  query: ReferrersQuerySchema,
  responses: { 200: z.array(ReferrerSchema) },
});

export const listReferralCompanies = endpoint({
  method: "GET",
  path: "/api/referral-companies",
  operationId: "listReferralCompanies",
  query: ReferralCompaniesQuerySchema,
  responses: { 200: z.array(ReferralCompanyWithCountSchema) },
});

export const listReferralCompanyOptions = endpoint({
  method: "GET",
  path: "/api/referral-companies/options",
  operationId: "listReferralCompanyOptions",
  responses: { 200: z.array(CompanyOptionSchema) },
});

export const listUserReferrers = endpoint({
  method: "GET",
  path: "/api/users/:id/referrers",
  operationId: "listUserReferrers",
  params: IdParamSchema,
  responses: { 200: z.array(ReferrerSchema) },
});

/** The signed-in person's saved and tracked jobs at this offering's company (at most 50, newest first). */
export const listReferrerJobOptions = endpoint({
  method: "GET",
  path: "/api/referrers/:id/my-jobs",
  operationId: "listReferrerJobOptions",
  params: IdParamSchema,
  responses: { 200: ReferralJobOptionsSchema },
});

export const createReferrer = endpoint({
  method: "POST",
  path: "/api/referrers",
  operationId: "createReferrer",
  body: OfferingInputSchema,
  responses: { 201: ReferrerSchema },
});

export const updateReferrer = endpoint({
  method: "PATCH",
  path: "/api/referrers/:id",
  operationId: "updateReferrer",
  params: IdParamSchema,
  body: OfferingPatchSchema,
  responses: { 200: ReferrerSchema },
});

export const deleteReferrer = endpoint({
  method: "DELETE",
  path: "/api/referrers/:id",
  operationId: "deleteReferrer",
  params: IdParamSchema,
  responses: { 204: z.null() },
});

/** 201 with a new request, 200 when the message went to the request already open. */
export const createReferralRequest = endpoint({
  method: "POST",
  path: "/api/referral-requests",
  operationId: "createReferralRequest",
  body: CreateReferralRequestInputSchema,
  responses: { 201: CreateReferralRequestResultSchema, 200: CreateReferralRequestResultSchema },
});

export const listReferralRequests = endpoint({
  method: "GET",
  path: "/api/referral-requests",
  operationId: "listReferralRequests",
  query: ReferralRequestsQuerySchema,
  responses: { 200: z.array(ReferralRequestSchema) },
});

export const decideReferralRequest = endpoint({
  method: "PATCH",
  path: "/api/referral-requests/:id",
  operationId: "decideReferralRequest",
  params: IdParamSchema,
  body: UpdateReferralRequestInputSchema,
  responses: { 200: ReferralRequestSchema },
});

export const confirmReferral = endpoint({
  method: "POST",
  path: "/api/referral-requests/:id/confirm",
  operationId: "confirmReferral",
  params: IdParamSchema,
  responses: { 200: ReferralRequestSchema },
});
