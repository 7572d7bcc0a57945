import {
  addFromLink,
  addFromText,
  listApplications,
  removeApplication,
  updateApplication,
} from "@shared/api/applications";
import { routeOf } from "../../http/route";
import { perHour, perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as service from "./applications.service";
import * as links from "./from-link.service";

const tags = ["applications"];

export async function applicationsRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.route({
    ...routeOf(listApplications, {
      tags,
      summary:
        "The jobs the signed-in person applied to, newest applied first; at most `limit` (default and most 100) after `offset`",
      description:
        "Each with the job (closed ones too), its status and private note; `counts` gives every " +
        "application of the person by status.",
    }),
    onRequest: signedIn,
    handler: async (request) => service.listApplications(db, requireUser(request).id, request.query),
  });

  app.route({
    ...routeOf(updateApplication, {
      tags,
      summary: "Set an application's status or private note",
      description: "statusChangedAt moves only when the status changes. Only one's own (404 otherwise).",
    }),
    onRequest: signedIn,
    config: perMinute(app, 60, personOrAddressKey),
    handler: async (request) =>
      service.updateApplication(db, requireUser(request).id, request.params.jobId, request.body),
  });

  app.route({
    ...routeOf(addFromLink, {
      tags,
      summary:
        "Add a job from its link: the page's posting becomes a job only the person sees, with their application",
      description:
        "The page is fetched through the outbound fetcher (public addresses only; at most 2 MB and 10 s) " +
        'and its schema.org JobPosting JSON-LD read (a script, an @graph or an array); a posting on a job board (Greenhouse, Lever, Ashby, Workable, SmartRecruiters, Recruitee, Personio) is read from that board\'s public API first. The job is stored with `source: "link"`, ' +
        "classified for visas and matched against the sponsor registers like an imported posting, and private " +
        "to the person: it is in no search, count, alert or sitemap, and anyone else gets 404 for it. Answers 201 " +
        "with the new application; the same link pasted again answers 200 with the earlier one. A link that is not " +
        "http(s), is longer than 2,048 characters or names a private address answers 400; a page that cannot be " +
        "read (no posting, a posting without title or company, not HTML, too large, too slow) answers 422 with " +
        "a `message` saying which, so the posting's text can be pasted instead (from-text). At most 30 an hour.",
    }),
    onRequest: signedIn,
    config: perHour(app, 30, personOrAddressKey),
    handler: async (request, reply) => {
      const added = await links.addFromLink(db, app.outbound, requireUser(request).id, request.body.url, {
        boardApiOrigin: app.config.boardApiOrigin,
      });
      return reply.status(added.created ? 201 : 200).send(added.application);
    },
  });

  app.route({
    ...routeOf(addFromText, {
      tags,
      summary: "Add a job from its pasted text: a job only the person sees, with their application",
      description:
        "For a posting whose link could not be read: title, company, location and the posting's text (the visa " +
        "reading runs on it), and optionally its link. Private like a job added from a link. Answers 201; with a " +
        "link already added, 200 with the earlier application. At most 30 an hour.",
    }),
    onRequest: signedIn,
    config: perHour(app, 30, personOrAddressKey),
    handler: async (request, reply) => {
      const added = await links.addFromText(db, requireUser(request).id, request.body);
      return reply.status(added.created ? 201 : 200).send(added.application);
    },
  });

  app.route({
    ...routeOf(removeApplication, {
      tags,
      summary: "Remove a job from the applications tracker (only one's own; 404 otherwise)",
    }),
    onRequest: signedIn,
    config: perMinute(app, 60, personOrAddressKey),
    handler: async (request, reply) => {
      await service.removeApplication(db, requireUser(request).id, request.params.jobId);
      return reply.status(204).send();
    },
  });
}
