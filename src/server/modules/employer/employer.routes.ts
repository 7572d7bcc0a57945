import { IdParamSchema } from "@shared/schemas/common";
import {
  CreateCompanySchema,
  EmployerJobInputSchema,
  ManagedCompanySchema,
  UpdateCompanySchema,
} from "@shared/schemas/employer";
import { JobSchema } from "@shared/schemas/jobs";
import { z } from "zod";
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

  app.get(
    "/employer/companies",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company pages the signed-in person manages, with open and closed job counts",
        response: { 200: z.array(ManagedCompanySchema) },
      },
    },
    async (request) => service.managedCompanies(db, requireUser(request).id),
  );

  app.post(
    "/companies",
    {
      onRequest: signedIn,
      config: perHour(app, COMPANY_CREATIONS_PER_HOUR, personOrAddressKey),
      schema: {
        tags,
        summary: "Create a company page; the signed-in person becomes its manager",
        description:
          "409 when a company page with the same name (case, spacing and legal form aside) exists.",
        body: CreateCompanySchema,
        response: { 201: ManagedCompanySchema },
      },
    },
    async (request, reply) => {
      const company = await service.createCompany(db, requireUser(request).id, request.body);
      return reply.status(201).send(company);
    },
  );

  app.patch(
    "/companies/:id",
    {
      onRequest: signedIn,
      config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
      schema: {
        tags,
        summary: "Change a company page's description, website or location (its managers only)",
        params: IdParamSchema,
        body: UpdateCompanySchema,
        response: { 200: ManagedCompanySchema },
      },
    },
    async (request) => service.updateCompany(db, requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    "/employer/companies/:id/jobs",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Every job of a company, open and closed, newest first (its managers only)",
        params: IdParamSchema,
        response: { 200: z.array(JobSchema) },
      },
    },
    async (request) => service.companyJobs(db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/companies/:id/jobs",
    {
      onRequest: signedIn,
      config: perHour(app, JOB_POSTINGS_PER_HOUR, personOrAddressKey),
      schema: {
        tags,
        summary: "Post a job at a company (its managers only)",
        description:
          "The visa answer is yes or no with the employer's own sentence; a sentence that reads as the opposite answer is refused.",
        params: IdParamSchema,
        body: EmployerJobInputSchema,
        response: { 201: JobSchema },
      },
    },
    async (request, reply) => {
      const job = await service.postJob(db, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(job);
    },
  );

  app.patch(
    "/jobs/:id",
    {
      onRequest: signedIn,
      config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
      schema: {
        tags,
        summary: "Edit a job posted through Borderless (its company's managers only)",
        description: "409 for an imported job: its import keeps it up to date.",
        params: IdParamSchema,
        body: EmployerJobInputSchema,
        response: { 200: JobSchema },
      },
    },
    async (request) => service.editJob(db, requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/jobs/:id/close",
    {
      onRequest: signedIn,
      config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
      schema: {
        tags,
        summary: "Stop accepting applications: the job leaves search (its company's managers only)",
        params: IdParamSchema,
        response: { 200: JobSchema },
      },
    },
    async (request) => service.closeJob(db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/jobs/:id/reopen",
    {
      onRequest: signedIn,
      config: perHour(app, EDITS_PER_HOUR, personOrAddressKey),
      schema: {
        tags,
        summary: "Accept applications again: the job returns to search (its company's managers only)",
        params: IdParamSchema,
        response: { 200: JobSchema },
      },
    },
    async (request) => service.reopenJob(db, requireUser(request).id, request.params.id),
  );
}
