import {
  confirmReferral,
  createReferralRequest,
  decideReferralRequest,
  listReferralRequests,
  listReferrerJobOptions,
} from "@shared/api/referrals";
import { routeOf } from "../../http/route";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedInRoutes } from "../../plugins/session";
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
  signedInRoutes(app);
  const db = app.database.db;
  const realtime = app.realtime;

  app.route({
    ...routeOf(createReferralRequest, {
      tags,
      summary: "Contact for Referral: open a request and send the introduction message",
    }),
    config: perMinute(app, 10),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(listReferrerJobOptions, {
      tags,
      summary: "My saved and tracked jobs at this referrer's company, to name one in a referral request",
    }),
    handler: async (request) => service.jobOptions(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(listReferralRequests, { tags, summary: "Referral requests between me and another person" }),
    handler: async (request) => {
      const user = requireUser(request);
      return repo.listRequestsBetween(db, user.id, request.query.withUserId);
    },
  });

  app.route({
    ...routeOf(decideReferralRequest, {
      tags,
      summary:
        "The referrer moves a request along: Pending → Accepted or Declined, Accepted → Referred or Declined (409 otherwise)",
    }),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(confirmReferral, {
      tags,
      summary:
        "The seeker confirms a Referred request; only confirmed referrals count towards the referrer's success rate",
    }),
    handler: async (request) => {
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
  });
}
