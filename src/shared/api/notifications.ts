import { z } from "zod";
import { IdParamSchema } from "../schemas/common";
import { CountryIdParamSchema } from "../schemas/countries";
import {
  ComparedCountriesInputSchema,
  CountryFollowSchema,
  FollowedCountriesSchema,
  MarkedReadSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadCountsSchema,
} from "../schemas/notifications";
import { endpoint } from "./endpoint";

export const listNotifications = endpoint({
  method: "GET",
  path: "/api/notifications",
  operationId: "listNotifications",
  query: NotificationsQuerySchema,
  responses: { 200: z.array(NotificationSchema) },
});

export const getUnreadCounts = endpoint({
  method: "GET",
  path: "/api/notifications/unread-count",
  operationId: "getUnreadCounts",
  responses: { 200: UnreadCountsSchema },
});

export const markAllNotificationsRead = endpoint({
  method: "POST",
  path: "/api/notifications/read-all",
  operationId: "markAllNotificationsRead",
  responses: { 200: MarkedReadSchema },
});

export const markNotificationRead = endpoint({
  method: "POST",
  path: "/api/notifications/:id/read",
  operationId: "markNotificationRead",
  params: IdParamSchema,
  responses: { 200: NotificationSchema },
});

export const followCountry = endpoint({
  method: "PUT",
  path: "/api/countries/:id/follow",
  operationId: "followCountry",
  params: CountryIdParamSchema,
  responses: { 200: CountryFollowSchema },
});

export const unfollowCountry = endpoint({
  method: "DELETE",
  path: "/api/countries/:id/follow",
  operationId: "unfollowCountry",
  params: CountryIdParamSchema,
  responses: { 200: CountryFollowSchema },
});

/** Answers 204 with no body. */
export const recordComparedCountries = endpoint({
  method: "POST",
  path: "/api/countries/compared",
  operationId: "recordComparedCountries",
  body: ComparedCountriesInputSchema,
  responses: {},
});

export const listFollowedCountries = endpoint({
  method: "GET",
  path: "/api/account/followed-countries",
  operationId: "listFollowedCountries",
  responses: { 200: FollowedCountriesSchema },
});
