import { z } from "zod";
import { IdParamSchema } from "../schemas/common";
import {
  CreateCompanySchema,
  EmployerJobInputSchema,
  ManagedCompanySchema,
  UpdateCompanySchema,
} from "../schemas/employer";
import { JobSchema } from "../schemas/jobs";
import { endpoint } from "./endpoint";

export const listManagedCompanies = endpoint({
  method: "GET",
  path: "/api/employer/companies",
  operationId: "listManagedCompanies",
  responses: { 200: z.array(ManagedCompanySchema) },
});

export const createCompany = endpoint({
  method: "POST",
  path: "/api/companies",
  operationId: "createCompany",
  body: CreateCompanySchema,
  responses: { 201: ManagedCompanySchema },
});

export const updateCompany = endpoint({
  method: "PATCH",
  path: "/api/companies/:id",
  operationId: "updateCompany",
  params: IdParamSchema,
  body: UpdateCompanySchema,
  responses: { 200: ManagedCompanySchema },
});

export const listEmployerCompanyJobs = endpoint({
  method: "GET",
  path: "/api/employer/companies/:id/jobs",
  operationId: "listEmployerCompanyJobs",
  params: IdParamSchema,
  responses: { 200: z.array(JobSchema) },
});

export const postJob = endpoint({
  method: "POST",
  path: "/api/companies/:id/jobs",
  operationId: "postJob",
  params: IdParamSchema,
  body: EmployerJobInputSchema,
  responses: { 201: JobSchema },
});

export const editJob = endpoint({
  method: "PATCH",
  path: "/api/jobs/:id",
  operationId: "editJob",
  params: IdParamSchema,
  body: EmployerJobInputSchema,
  responses: { 200: JobSchema },
});

export const closeJob = endpoint({
  method: "POST",
  path: "/api/jobs/:id/close",
  operationId: "closeJob",
  params: IdParamSchema,
  responses: { 200: JobSchema },
});

export const reopenJob = endpoint({
  method: "POST",
  path: "/api/jobs/:id/reopen",
  operationId: "reopenJob",
  params: IdParamSchema,
  responses: { 200: JobSchema },
});
