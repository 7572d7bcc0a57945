import { getUnsubscribeState, undoUnsubscribe, unsubscribe } from "@shared/api/unsubscribe";
import { AppError } from "@shared/errors";
import { UNSUBSCRIBE_INVALID, UnsubscribeQuerySchema } from "@shared/schemas/unsubscribe";
import { z } from "zod";
import { routeOf } from "../../http/route";
import { perMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { readToken, turnBackOn, turnOff, unsubscribeState } from "./unsubscribe.service";

const tags = ["notifications"];

/** The answers the unsubscribe page reads, its "Unsubscribe" and its "Turn back on" buttons (under /api). */
export async function unsubscribeRoutes(app: App): Promise<void> {
  app.route({
    ...routeOf(getUnsubscribeState, {
      tags,
      summary: "What a mailed unsubscribe link turns off, and whether it is off now (the token is the proof)",
    }),
    config: perMinute(app, 30),
    handler: async (request) =>
      unsubscribeState(app.database.db, readToken(app.unsubscribeTokens, request.query.token)),
  });

  app.route({
    ...routeOf(unsubscribe, {
      tags,
      summary:
        "Turn off what a mailed unsubscribe link names (the page's Unsubscribe button; the token is the proof)",
    }),
    config: perMinute(app, 10),
    handler: async (request) =>
      turnOff(app.database.db, readToken(app.unsubscribeTokens, request.body.token)),
  });

  app.route({
    ...routeOf(undoUnsubscribe, {
      tags,
      summary:
        "Turn back on what a mailed unsubscribe link turned off, as it was before (a Weekly saved search comes back Weekly)",
    }),
    config: perMinute(app, 10),
    handler: async (request) =>
      turnBackOn(app.database.db, readToken(app.unsubscribeTokens, request.body.token)),
  });
}

/**
 * The List-Unsubscribe address of every notification mail (outside /api: it is a link in a mail).
 * POST is RFC 8058 one-click: the mail client posts `List-Unsubscribe=One-Click` from its own
 * servers, with no cookie and no Origin, so the signed token is the whole authentication and the
 * route is exempt from the cross-site check (`tokenAuthenticated`). GET is the same link opened in
 * a browser, or fetched by a mail scanner that opens every link: it changes nothing and sends them
 * to the page that asks to confirm (and, once off, offers to turn it back on).
 */
export async function oneClickUnsubscribeRoutes(app: App): Promise<void> {
  // The one-click body is a form; it carries nothing the route needs, so it is read and ignored.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/unsubscribe",
    {
      config: { ...perMinute(app, 30), tokenAuthenticated: true },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turns off what the mailed link names; plain-text answer",
        // Its path would name it as POST /api/unsubscribe's is named.
        operationId: "postUnsubscribeOneClick",
        querystring: UnsubscribeQuerySchema,
        // A token this handler refuses is answered in plain text; one the query's schema refuses
        // (missing, too long), with the usual JSON error.
        response: {
          200: z.string(),
          400: z.union([z.string(), z.object({ code: z.string(), message: z.string() })]),
          404: z.string(),
        },
      },
    },
    async (request, reply) => {
      const claim = app.unsubscribeTokens.verify(request.query.token);
      reply.type("text/plain; charset=utf-8");
      if (!claim) return reply.code(400).send(UNSUBSCRIBE_INVALID);
      try {
        const state = await turnOff(app.database.db, claim);
        return `Unsubscribed: ${state.what} are off.`;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return reply.code(404).send(error.message);
        throw error;
      }
    },
  );

  app.get(
    "/unsubscribe",
    {
      config: perMinute(app, 30),
      schema: {
        // A link in a mail, not part of the API (unsubscribe.routes.test.ts); POST is the one-click unsubscribe.
        hide: true,
        tags,
        summary:
          "An unsubscribe link opened in a browser: changes nothing; the page it leads to asks to confirm",
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) =>
      // A bad link, or one whose saved search is gone, lands on the page too, which says so.
      reply.redirect(`/unsubscribed?token=${encodeURIComponent(request.query.token)}`, 303),
  );
}
