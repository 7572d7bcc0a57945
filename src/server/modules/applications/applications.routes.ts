import {
  ApplicationListSchema,
  ApplicationParamsSchema,
  ApplicationSchema,
  ApplicationsQuerySchema,
  UpdateApplicationSchema,
} from "@shared/schemas/applications";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as service from "./applications.service";

const tags = ["applications"];

export async function applicationsRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.get(
    "/applications",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The jobs the signed-in person applied to, newest applied first; at most `limit` (default and most 100) after `offset`",
        description:
          "Each with the job (closed ones too), its status and private note; `counts` gives every " +
          "application of the person by status.",
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationListSchema },
      },
    },
    async (request) => service.listApplications(db, requireUser(request).id, request.query),
  );

  app.patch(
    "/applications/:jobId",
    {
      onRequest: signedIn,
      config: perMinute(app, 60, personOrAddressKey),
      schema: {
        tags,
        summary: "Set an application's status or private note",
        description: "statusChangedAt moves only when the status changes. Only one's own (404 otherwise).",
        params: ApplicationParamsSchema,
        body: UpdateApplicationSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (request) =>
      service.updateApplication(db, requireUser(request).id, request.params.jobId, request.body),
  );

  app.delete(
    "/applications/:jobId",
    {
      onRequest: signedIn,
      config: perMinute(app, 60, personOrAddressKey),
      schema: {
        tags,
        summary: "Remove a job from the applications tracker (only one's own; 404 otherwise)",
        params: ApplicationParamsSchema,
      },
    },
    async (request, reply) => {
      await service.removeApplication(db, requireUser(request).id, request.params.jobId);
      return reply.status(204).send();
    },
  );
}
