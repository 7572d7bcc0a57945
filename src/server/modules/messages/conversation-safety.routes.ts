import {
  BlockInputSchema,
  BlockSchema,
  ReportInputSchema,
  ReportResultSchema,
  UserIdParamSchema,
} from "@shared/schemas/messages";
import { z } from "zod";
import { securityEvent } from "../../plugins/logging";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import * as repo from "./conversation-safety.repository";
import * as service from "./conversation-safety.service";

const tags = ["messages"];

/** Blocking a person and reporting a conversation; registered inside the (personal) messages routes. */
export async function conversationSafetyRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.get(
    "/blocks",
    {
      schema: {
        tags,
        summary: "The people I blocked: they can no longer message me or ask me for a referral",
        response: { 200: z.array(BlockSchema) },
      },
    },
    async (request) => repo.listBlocks(db, requireUser(request).id),
  );

  app.post(
    "/blocks",
    {
      schema: {
        tags,
        summary: "Block a person I have a conversation with (404 for anyone else, existing or not)",
        body: BlockInputSchema,
        response: {
          201: z.object({ blocked: z.literal(true) }),
          200: z.object({ blocked: z.literal(true) }),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.block(db, user.id, request.body.userId);
      if (created) securityEvent(request, "user_block", "success", { blockedId: request.body.userId });
      return reply.status(created ? 201 : 200).send({ blocked: true });
    },
  );

  app.delete(
    "/blocks/:userId",
    {
      schema: {
        tags,
        summary: "Unblock a person (nothing changes when they were not blocked)",
        params: UserIdParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await repo.deleteBlock(db, requireUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/conversations/:userId/report",
    {
      config: perMinute(app, 10, personOrAddressKey),
      schema: {
        tags,
        summary: "Report my conversation with a person for moderation, with an optional reason",
        params: UserIdParamSchema,
        body: ReportInputSchema,
        response: { 201: ReportResultSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await service.report(db, user.id, request.params.userId, request.body.reason);
      securityEvent(request, "conversation_report", "success", {
        reportId: result.id,
        reportedId: request.params.userId,
      });
      return reply.status(201).send(result);
    },
  );
}
