import {
  followCountry,
  getUnreadCounts,
  listFollowedCountries,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  recordComparedCountries,
  unfollowCountry,
} from "@shared/api/notifications";
import { routeOf } from "../../http/route";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedInRoutes } from "../../plugins/session";
import type { App } from "../../types";
import * as repo from "./notifications.repository";
import * as service from "./notifications.service";

const tags = ["notifications"];

/** In-app notifications, the unread counts of the bell and the messages badge, and country follows. */
export async function notificationsRoutes(app: App): Promise<void> {
  // Every route here is personal: visitors are refused first.
  signedInRoutes(app);
  const db = app.database.db;

  app.route({
    ...routeOf(listNotifications, {
      tags,
      summary: "My notifications, newest first; at most `limit` (default and most 100) after `offset`",
    }),
    handler: async (request) => repo.listNotifications(db, requireUser(request).id, request.query),
  });

  app.route({
    ...routeOf(getUnreadCounts, {
      tags,
      summary: "How many of my notifications are unread, and how many messages to me are unread",
    }),
    handler: async (request) => repo.countUnread(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(markAllNotificationsRead, {
      tags,
      summary: "Mark all my notifications read; answers how many were unread",
    }),
    handler: async (request) => ({ updated: await repo.markAllRead(db, requireUser(request).id) }),
  });

  app.route({
    ...routeOf(markNotificationRead, {
      tags,
      summary: "Mark one of my notifications read (404 for anyone else's)",
    }),
    handler: async (request) => service.markRead(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(followCountry, {
      tags,
      summary:
        "Follow a country: its figure updates become notifications (and mail, per Country Information)",
    }),
    handler: async (request) => service.follow(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(unfollowCountry, {
      tags,
      summary: "Stop following a country (whether followed or compared)",
    }),
    handler: async (request) => service.unfollow(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(recordComparedCountries, {
      tags,
      summary:
        "Record countries I compared: each is followed (reason 'compare') unless I follow it already; unknown ids are skipped",
    }),
    // Each call writes rows: a page that compares in a loop is held back.
    config: perMinute(app, 30, personOrAddressKey),
    handler: async (request, reply) => {
      await repo.followCompared(db, requireUser(request).id, request.body.countryIds);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(listFollowedCountries, {
      tags,
      summary: "The countries I follow, by id, and why (asked for, or compared)",
    }),
    handler: async (request) => ({ countries: await repo.listFollowed(db, requireUser(request).id) }),
  });
}
