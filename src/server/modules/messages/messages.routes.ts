import {
  countUnreadMessages,
  downloadMessageAttachment,
  listConversations,
  listMessages,
  markMessagesRead,
  sendMessage,
} from "@shared/api/messages";
import { routeOf } from "../../http/route";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedInRoutes } from "../../plugins/session";
import type { App } from "../../types";
import { sendAsAttachment, UPLOAD_CONTENT_TYPES } from "../account/upload-type";
import { messageSent } from "../notifications/notifications.events";
import { conversationSafetyRoutes } from "./conversation-safety.routes";
import * as repo from "./messages.repository";
import * as service from "./messages.service";
import { messageStreamRoutes } from "./messages.stream";

const tags = ["messages"];

export async function messagesRoutes(app: App): Promise<void> {
  // Every route here (the stream too) is personal: visitors are refused first.
  signedInRoutes(app);
  const db = app.database.db;
  const realtime = app.realtime;

  await app.register(messageStreamRoutes);
  await app.register(conversationSafetyRoutes);

  app.route({
    ...routeOf(listMessages, {
      tags,
      summary: "My messages (senderId = me), or the conversation between senderId and receiverId",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      return service.readMessages(db, user.id, request.query);
    },
  });

  app.route({
    ...routeOf(sendMessage, { tags, summary: "Send a message as the signed-in person" }),
    config: perMinute(app, 20, personOrAddressKey),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const message = await service.sendMessage(db, user.id, request.body, app.config.rateLimitScale);
      await realtime.publish({
        type: "message",
        messageId: message.id,
        senderId: message.senderId,
        receiverId: message.receiverId,
      });
      await messageSent(app.queue, message);
      return reply.status(201).send(message);
    },
  });

  const download = routeOf(downloadMessageAttachment, {
    tags,
    summary: "Download the document a message carries (its sender and receiver only)",
  });
  app.route({
    ...download,
    schema: {
      ...download.schema,
      // The bytes as stored, in the file's own type (as the account's own download).
      response: {
        200: {
          description: "The document, as an attachment",
          content: Object.fromEntries(
            UPLOAD_CONTENT_TYPES.map((type) => [type, { schema: downloadMessageAttachment.responses[200] }]),
          ),
        },
      } as Record<number, unknown>,
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { file, data } = await service.readAttachment(db, app.fileStorage, user.id, request.params.id);
      return sendAsAttachment(reply, file, data);
    },
  });

  app.route({
    ...routeOf(markMessagesRead, { tags, summary: "Mark what another person sent me as read" }),
    handler: async (request) => {
      const user = requireUser(request);
      const updated = await repo.markRead(db, user.id, request.body.withUserId);
      if (updated > 0)
        await realtime.publish({ type: "read", readerId: user.id, otherId: request.body.withUserId });
      return { updated };
    },
  });

  app.route({
    ...routeOf(listConversations, {
      tags,
      summary:
        "My conversations, latest first, with unread counts; at most `limit` (default and most 100) after `offset`",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      return repo.listConversations(db, user.id, request.query);
    },
  });

  app.route({
    ...routeOf(countUnreadMessages, {
      tags,
      summary: "How many messages to me are unread, over all my conversations",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      return { unread: await repo.countUnread(db, user.id) };
    },
  });
}
