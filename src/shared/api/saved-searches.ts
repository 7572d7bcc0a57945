import { z } from "zod";
import { IdParamSchema } from "../schemas/common";
import {
  CreateSavedSearchSchema,
  SavedSearchSchema,
  UpdateSavedSearchSchema,
} from "../schemas/saved-searches";
import { endpoint } from "./endpoint";

export const listSavedSearches = endpoint({
  method: "GET",
  path: "/api/saved-searches",
  operationId: "listSavedSearches",
  responses: { 200: z.array(SavedSearchSchema) },
});

export const createSavedSearch = endpoint({
  method: "POST",
  path: "/api/saved-searches",
  operationId: "createSavedSearch",
  body: CreateSavedSearchSchema,
  responses: { 201: SavedSearchSchema },
});

export const updateSavedSearch = endpoint({
  method: "PATCH",
  path: "/api/saved-searches/:id",
  operationId: "updateSavedSearch",
  params: IdParamSchema,
  body: UpdateSavedSearchSchema,
  responses: { 200: SavedSearchSchema },
});

/** Answers 204 with no body. */
export const deleteSavedSearch = endpoint({
  method: "DELETE",
  path: "/api/saved-searches/:id",
  operationId: "deleteSavedSearch",
  params: IdParamSchema,
  responses: {},
});
