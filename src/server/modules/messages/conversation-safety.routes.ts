import { blockUser, listBlocks, reportConversation, unblockUser } from "@shared/api/messages";
import { routeOf } from "../../http/route";
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

  app.route({
    ...routeOf(listBlocks, {
      tags,
      summary: "The people I blocked: they can no longer message me or ask me for a referral",
    }),
    handler: async (request) => repo.listBlocks(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(blockUser, {
      tags,
      summary: "Block a person I have a conversation with (404 for anyone else, existing or not)",
    }),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const created = await service.block(db, user.id, request.body.userId);
      if (created) securityEvent(request, "user_block", "success", { blockedId: request.body.userId });
      return reply.status(created ? 201 : 200).send({ blocked: true });
    },
  });

  app.route({
    ...routeOf(unblockUser, {
      tags,
      summary: "Unblock a person (nothing changes when they were not blocked)",
    }),
    handler: async (request, reply) => {
      await repo.deleteBlock(db, requireUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(reportConversation, {
      tags,
      summary: "Report my conversation with a person for moderation, with an optional reason",
    }),
    config: perMinute(app, 10, personOrAddressKey),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const result = await service.report(db, user.id, request.params.userId, request.body.reason);
      securityEvent(request, "conversation_report", "success", {
        reportId: result.id,
        reportedId: request.params.userId,
      });
      return reply.status(201).send(result);
    },
  });
}
