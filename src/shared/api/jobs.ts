import { z } from "zod";
import { IdParamSchema } from "../schemas/common";
import {
  AppliedStateSchema,
  JobCurrencyQuerySchema,
  JobDetailSchema,
  JobPageSchema,
  JobSchema,
  ListJobsQuerySchema,
  RecommendationsSchema,
  SavedJobsQuerySchema,
  SavedStateSchema,
} from "../schemas/jobs";
import { endpoint } from "./endpoint";

/** Bare: the newest jobs as an array; with any search parameter: one page of matches. */
export const listJobs = endpoint({
  method: "GET",
  path: "/api/jobs",
  operationId: "listJobs",
  query: ListJobsQuerySchema,
  responses: { 200: z.union([z.array(JobSchema), JobPageSchema]) },
});

export const getJob = endpoint({
  method: "GET",
  path: "/api/jobs/:id",
  operationId: "getJob",
  params: IdParamSchema,
  query: JobCurrencyQuerySchema,
  responses: { 200: JobDetailSchema },
});

export const listCountryJobs = endpoint({
  method: "GET",
  path: "/api/countries/:id/jobs",
  operationId: "listCountryJobs",
  params: IdParamSchema,
  query: JobCurrencyQuerySchema,
  responses: { 200: z.array(JobSchema) },
});

export const listSavedJobs = endpoint({
  method: "GET",
  path: "/api/saved-jobs",
  operationId: "listSavedJobs",
  query: SavedJobsQuerySchema.extend(JobCurrencyQuerySchema.shape),
  responses: { 200: z.array(JobSchema) },
});

export const getRecommendations = endpoint({
  method: "GET",
  path: "/api/recommendations",
  operationId: "getRecommendations",
  query: JobCurrencyQuerySchema,
  responses: { 200: RecommendationsSchema },
});

export const saveJob = endpoint({
  method: "PUT",
  path: "/api/jobs/:id/save",
  operationId: "saveJob",
  params: IdParamSchema,
  responses: { 200: SavedStateSchema },
});

export const unsaveJob = endpoint({
  method: "DELETE",
  path: "/api/jobs/:id/save",
  operationId: "unsaveJob",
  params: IdParamSchema,
  responses: { 200: SavedStateSchema },
});

export const applyToJob = endpoint({
  method: "POST",
  path: "/api/jobs/:id/apply",
  operationId: "applyToJob",
  params: IdParamSchema,
  responses: { 200: AppliedStateSchema },
});
