import {
  ApplicationListSchema,
  ApplicationParamsSchema,
  ApplicationSchema,
  ApplicationsQuerySchema,
  FromLinkSchema,
  FromTextSchema,
  UpdateApplicationSchema,
} from "../schemas/applications";
import { endpoint } from "./endpoint";

export const listApplications = endpoint({
  method: "GET",
  path: "/api/applications",
  operationId: "listApplications",
  query: ApplicationsQuerySchema,
  responses: { 200: ApplicationListSchema },
});

export const updateApplication = endpoint({
  method: "PATCH",
  path: "/api/applications/:jobId",
  operationId: "updateApplication",
  params: ApplicationParamsSchema,
  body: UpdateApplicationSchema,
  responses: { 200: ApplicationSchema },
});

/** Answers 204 with no body. */
export const removeApplication = endpoint({
  method: "DELETE",
  path: "/api/applications/:jobId",
  operationId: "removeApplication",
  params: ApplicationParamsSchema,
  responses: {},
});

/** 201 with the new application and its private job; 200 with the existing one for a link already added. */
export const addFromLink = endpoint({
  method: "POST",
  path: "/api/applications/from-link",
  operationId: "addApplicationFromLink",
  body: FromLinkSchema,
  responses: { 200: ApplicationSchema, 201: ApplicationSchema },
});

/** 201 with the new application and its private job; 200 with the existing one for a link already added. */
export const addFromText = endpoint({
  method: "POST",
  path: "/api/applications/from-text",
  operationId: "addApplicationFromText",
  body: FromTextSchema,
  responses: { 200: ApplicationSchema, 201: ApplicationSchema },
});
