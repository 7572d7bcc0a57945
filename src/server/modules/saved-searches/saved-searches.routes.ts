import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "@shared/api/saved-searches";
import { SAVED_SEARCHES_MAX } from "@shared/schemas/saved-searches";
import { routeOf } from "../../http/route";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as service from "./saved-searches.service";

const tags = ["saved searches"];

export async function savedSearchesRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.route({
    ...routeOf(listSavedSearches, {
      tags,
      summary: "The signed-in person's saved job searches, newest first",
      description: "Each with its filters (as GET /api/jobs reads them) and the /jobs address that runs it.",
    }),
    onRequest: signedIn,
    handler: async (request) => service.listSavedSearches(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(createSavedSearch, {
      tags,
      summary: "Save a job search",
      description:
        "Filters follow the rules of GET /api/jobs and are kept normalised. Email alerts default to " +
        `Daily. A person keeps at most ${SAVED_SEARCHES_MAX} saved searches (409 beyond that).`,
    }),
    onRequest: signedIn,
    config: perMinute(app, 30, personOrAddressKey),
    handler: async (request, reply) => {
      const created = await service.createSavedSearch(db, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(updateSavedSearch, {
      tags,
      summary: "Rename a saved search, or change its email alerts or filters",
      description:
        "Only one's own (404 otherwise). Turning alerts on from Never starts them from now: jobs " +
        "that came in while they were off are not mailed as new.",
    }),
    onRequest: signedIn,
    config: perMinute(app, 30, personOrAddressKey),
    handler: async (request) =>
      service.updateSavedSearch(db, requireUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(deleteSavedSearch, {
      tags,
      summary: "Delete a saved search (only one's own; 404 otherwise)",
    }),
    onRequest: signedIn,
    config: perMinute(app, 30, personOrAddressKey),
    handler: async (request, reply) => {
      await service.deleteSavedSearch(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
}
