import { IdParamSchema } from "@shared/schemas/common";
import {
  CreateReferralRequestInputSchema,
  CreateReferralRequestResultSchema,
  ReferralRequestSchema,
  ReferralRequestsQuerySchema,
  UpdateReferralRequestInputSchema,
} from "@shared/schemas/referrals";
import { z } from "zod";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import {
  messageSent,
  referralRequestCreated,
  referralStatusChanged,
} from "../notifications/notifications.events";
import * as repo from "./referral-requests.repository";
import * as service from "./referral-requests.service";

const tags = ["referrals"];

/** Contact for Referral: a request starts a conversation, delivered live like a message. */
export async function referralRequestsRoutes(app: App): Promise<void> {
  // Every route here is personal: visitors are refused first.
  app.addHook("onRequest", signedIn);
  const db = app.database.db;
  const realtime = app.realtime;

  app.post(
    "/referral-requests",
    {
      config: perMinute(app, 10),
      schema: {
        tags,
        summary: "Contact for Referral: open a request and send the introduction message",
        body: CreateReferralRequestInputSchema,
        response: { 201: CreateReferralRequestResultSchema, 200: CreateReferralRequestResultSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { referrerId, ...result } = await service.createRequest(
        db,
        user.id,
        request.body,
        app.config.rateLimitScale,
      );
      await realtime.publish({
        type: "message",
        messageId: result.messageId,
        senderId: user.id,
        receiverId: referrerId,
      });
      if (result.created) {
        await realtime.publish({
          type: "request",
          requestId: result.request.id,
          seekerId: user.id,
          referrerId,
        });
        // The new request's notification tells of its introduction; a message to an open request waits like any.
        await referralRequestCreated(app.queue, result.request.id);
      } else {
        await messageSent(app.queue, {
          id: result.messageId,
          senderId: user.id,
          receiverId: referrerId,
        });
      }
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    "/referral-requests",
    {
      schema: {
        tags,
        summary: "Referral requests between me and another person",
        querystring: ReferralRequestsQuerySchema,
        response: { 200: z.array(ReferralRequestSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return repo.listRequestsBetween(db, user.id, request.query.withUserId);
    },
  );

  app.patch(
    "/referral-requests/:id",
    {
      schema: {
        tags,
        summary:
          "The referrer moves a request along: Pending → Accepted or Declined, Accepted → Referred or Declined (409 otherwise)",
        params: IdParamSchema,
        body: UpdateReferralRequestInputSchema,
        response: { 200: ReferralRequestSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await service.decideRequest(db, user.id, request.params.id, request.body.status);
      await realtime.publish({
        type: "request",
        requestId: updated.id,
        seekerId: updated.seekerId,
        referrerId: updated.referrerId,
      });
      await referralStatusChanged(app.queue, updated.id, updated.status);
      return updated;
    },
  );

  app.post(
    "/referral-requests/:id/confirm",
    {
      schema: {
        tags,
        summary:
          "The seeker confirms a Referred request; only confirmed referrals count towards the referrer's success rate",
        params: IdParamSchema,
        response: { 200: ReferralRequestSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const confirmed = await service.confirmReferral(db, user.id, request.params.id);
      await realtime.publish({
        type: "request",
        requestId: confirmed.id,
        seekerId: confirmed.seekerId,
        referrerId: confirmed.referrerId,
      });
      return confirmed;
    },
  );
}
