import { IdParamSchema } from "@shared/schemas/common";
import {
  CreateSavedSearchSchema,
  SAVED_SEARCHES_MAX,
  SavedSearchSchema,
  UpdateSavedSearchSchema,
} from "@shared/schemas/saved-searches";
import { z } from "zod";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as service from "./saved-searches.service";

const tags = ["saved searches"];

export async function savedSearchesRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.get(
    "/saved-searches",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The signed-in person's saved job searches, newest first",
        description:
          "Each with its filters (as GET /api/jobs reads them) and the /jobs address that runs it.",
        response: { 200: z.array(SavedSearchSchema) },
      },
    },
    async (request) => service.listSavedSearches(db, requireUser(request).id),
  );

  app.post(
    "/saved-searches",
    {
      onRequest: signedIn,
      config: perMinute(app, 30, personOrAddressKey),
      schema: {
        tags,
        summary: "Save a job search",
        description:
          "Filters follow the rules of GET /api/jobs and are kept normalised. Email alerts default to " +
          `Daily. A person keeps at most ${SAVED_SEARCHES_MAX} saved searches (409 beyond that).`,
        body: CreateSavedSearchSchema,
        response: { 201: SavedSearchSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createSavedSearch(db, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/saved-searches/:id",
    {
      onRequest: signedIn,
      config: perMinute(app, 30, personOrAddressKey),
      schema: {
        tags,
        summary: "Rename a saved search, or change its email alerts or filters",
        description:
          "Only one's own (404 otherwise). Turning alerts on from Never starts them from now: jobs " +
          "that came in while they were off are not mailed as new.",
        params: IdParamSchema,
        body: UpdateSavedSearchSchema,
        response: { 200: SavedSearchSchema },
      },
    },
    async (request) =>
      service.updateSavedSearch(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/saved-searches/:id",
    {
      onRequest: signedIn,
      config: perMinute(app, 30, personOrAddressKey),
      schema: {
        tags,
        summary: "Delete a saved search (only one's own; 404 otherwise)",
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      await service.deleteSavedSearch(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
