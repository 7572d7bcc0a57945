import { IdParamSchema } from "@shared/schemas/common";
import { CountryIdParamSchema } from "@shared/schemas/countries";
import {
  ComparedCountriesInputSchema,
  CountryFollowSchema,
  FollowedCountriesSchema,
  MarkedReadSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadCountsSchema,
} from "@shared/schemas/notifications";
import { z } from "zod";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import { registerNotificationTasks } from "./notifications.events";
import * as repo from "./notifications.repository";
import * as service from "./notifications.service";

const tags = ["notifications"];

/** In-app notifications, the unread counts of the bell and the messages badge, and country follows. */
export async function notificationsRoutes(app: App): Promise<void> {
  // Every route here is personal: visitors are refused first.
  app.addHook("onRequest", signedIn);
  const db = app.database.db;
  registerNotificationTasks({
    db,
    queue: app.queue,
    scheduler: app.scheduler,
    notifier: app.notifier,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    "/notifications",
    {
      schema: {
        tags,
        summary: "My notifications, newest first; at most `limit` (default and most 100) after `offset`",
        querystring: NotificationsQuerySchema,
        response: { 200: z.array(NotificationSchema) },
      },
    },
    async (request) => repo.listNotifications(db, requireUser(request).id, request.query),
  );

  app.get(
    "/notifications/unread-count",
    {
      schema: {
        tags,
        summary: "How many of my notifications are unread, and how many messages to me are unread",
        response: { 200: UnreadCountsSchema },
      },
    },
    async (request) => repo.countUnread(db, requireUser(request).id),
  );

  app.post(
    "/notifications/read-all",
    {
      schema: {
        tags,
        summary: "Mark all my notifications read; answers how many were unread",
        response: { 200: MarkedReadSchema },
      },
    },
    async (request) => ({ updated: await repo.markAllRead(db, requireUser(request).id) }),
  );

  app.post(
    "/notifications/:id/read",
    {
      schema: {
        tags,
        summary: "Mark one of my notifications read (404 for anyone else's)",
        params: IdParamSchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) => service.markRead(db, requireUser(request).id, request.params.id),
  );

  app.put(
    "/countries/:id/follow",
    {
      schema: {
        tags,
        summary:
          "Follow a country: its figure updates become notifications (and mail, per Country Information)",
        params: CountryIdParamSchema,
        response: { 200: CountryFollowSchema },
      },
    },
    async (request) => service.follow(db, requireUser(request).id, request.params.id),
  );

  app.delete(
    "/countries/:id/follow",
    {
      schema: {
        tags,
        summary: "Stop following a country (whether followed or compared)",
        params: CountryIdParamSchema,
        response: { 200: CountryFollowSchema },
      },
    },
    async (request) => service.unfollow(db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/countries/compared",
    {
      // Each call writes rows: a page that compares in a loop is held back.
      config: perMinute(app, 30, personOrAddressKey),
      schema: {
        tags,
        summary:
          "Record countries I compared: each is followed (reason 'compare') unless I follow it already; unknown ids are skipped",
        body: ComparedCountriesInputSchema,
      },
    },
    async (request, reply) => {
      await repo.followCompared(db, requireUser(request).id, request.body.countryIds);
      return reply.status(204).send();
    },
  );

  app.get(
    "/account/followed-countries",
    {
      schema: {
        tags,
        summary: "The countries I follow, by id, and why (asked for, or compared)",
        response: { 200: FollowedCountriesSchema },
      },
    },
    async (request) => ({ countries: await repo.listFollowed(db, requireUser(request).id) }),
  );
}
