import {
  ConversationSchema,
  ConversationsQuerySchema,
  MarkReadInputSchema,
  MessageSchema,
  MessagesQuerySchema,
  SendMessageInputSchema,
  UnreadCountSchema,
} from "@shared/schemas/messages";
import { z } from "zod";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import { messageSent } from "../notifications/notifications.events";
import { conversationSafetyRoutes } from "./conversation-safety.routes";
import * as repo from "./messages.repository";
import * as service from "./messages.service";
import { messageStreamRoutes } from "./messages.stream";

const tags = ["messages"];

export async function messagesRoutes(app: App): Promise<void> {
  // Every route here (the stream too) is personal: visitors are refused first.
  app.addHook("onRequest", signedIn);
  const db = app.database.db;
  const realtime = app.realtime;

  await app.register(messageStreamRoutes);
  await app.register(conversationSafetyRoutes);

  app.get(
    "/messages",
    {
      schema: {
        tags,
        summary: "My messages (senderId = me), or the conversation between senderId and receiverId",
        querystring: MessagesQuerySchema,
        response: { 200: z.array(MessageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return service.readMessages(db, user.id, request.query);
    },
  );

  app.post(
    "/messages",
    {
      config: perMinute(app, 20, personOrAddressKey),
      schema: {
        tags,
        summary: "Send a message as the signed-in person",
        body: SendMessageInputSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    "/messages/read",
    {
      schema: {
        tags,
        summary: "Mark what another person sent me as read",
        body: MarkReadInputSchema,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await repo.markRead(db, user.id, request.body.withUserId);
      if (updated > 0)
        await realtime.publish({ type: "read", readerId: user.id, otherId: request.body.withUserId });
      return { updated };
    },
  );

  app.get(
    "/conversations",
    {
      schema: {
        tags,
        summary:
          "My conversations, latest first, with unread counts; at most `limit` (default and most 100) after `offset`",
        querystring: ConversationsQuerySchema,
        response: { 200: z.array(ConversationSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return repo.listConversations(db, user.id, request.query);
    },
  );

  app.get(
    "/conversations/unread",
    {
      schema: {
        tags,
        summary: "How many messages to me are unread, over all my conversations",
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { unread: await repo.countUnread(db, user.id) };
    },
  );
}
