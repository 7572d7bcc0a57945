import {
  closeJob,
  createCompany,
  editJob,
  listEmployerCompanyJobs,
  listManagedCompanies,
  postJob,
  reopenJob,
  updateCompany,
} from "@shared/api/employer";
import { routeOf } from "../../http/route";
import { perHour, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import * as service from "./employer.service";

/** New company pages a person may create an hour: a real employer needs one or two. */
export const COMPANY_CREATIONS_PER_HOUR = 5;
/** Jobs a person may post an hour: a recruiter's busy day, not a spammer's. */
export const JOB_POSTINGS_PER_HOUR = 30;
/** Edits of a page or a job, closings and reopenings a person may make an hour, each counted alone. */
export const EDITS_PER_HOUR = 60;

export async function employerRoutes(app: App): Promise<void> {
  const { db } = app.database;
  const tags = ["employer"];

  app.route({
    ...routeOf(listManagedCompanies, {
      tags,
      summary: "The company pages the signed-in person manages, with open and closed job counts",
    }),
    onRequest: signedIn,
    handler: async (request) => service.managedCompanies(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(createCompany, {
      tags,
      summary: "Create a company page; the signed-in person becomes its manager",
      description: "409 when a company page with the same name (case, spacing and legal form aside) exists.",
    }),
    onRequest: signedIn,
    config: perHour(app, COMPANY_CREATIONS_PER_HOUR, personOrAddressKey),
    handler: async (request, reply) => {
      const company = await service.createCompany(db, requireUser(request).id, request.body);
      return reply.status(201).send(company);
    },
  });

  app.route({
    ...routeOf(updateCompany, {
      tags,
      summary: "Change a company page's description, website or location (its managers only)",
    }),
    onRequest: signedIn,
    config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
    handler: async (request) =>
      service.updateCompany(db, requireUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(listEmployerCompanyJobs, {
      tags,
      summary: "Every job of a company, open and closed, newest first (its managers only)",
    }),
    onRequest: signedIn,
    handler: async (request) => service.companyJobs(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(postJob, {
      tags,
      summary: "Post a job at a company (its managers only)",
      description:
        "The visa answer is yes or no with the employer's own sentence; a sentence that reads as the opposite answer is refused.",
    }),
    onRequest: signedIn,
    config: perHour(app, JOB_POSTINGS_PER_HOUR, personOrAddressKey),
    handler: async (request, reply) => {
      const job = await service.postJob(db, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(job);
    },
  });

  app.route({
    ...routeOf(editJob, {
      tags,
      summary: "Edit a job posted through Borderless (its company's managers only)",
      description: "409 for an imported job: its import keeps it up to date.",
    }),
    onRequest: signedIn,
    config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
    handler: async (request) => service.editJob(db, requireUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(closeJob, {
      tags,
      summary: "Stop accepting applications: the job leaves search (its company's managers only)",
    }),
    onRequest: signedIn,
    config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
    handler: async (request) => service.closeJob(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(reopenJob, {
      tags,
      summary: "Accept applications again: the job returns to search (its company's managers only)",
    }),
    onRequest: signedIn,
    config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
    handler: async (request) => service.reopenJob(db, requireUser(request).id, request.params.id),
  });
}
