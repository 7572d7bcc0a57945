import { IdParamSchema } from "../schemas/common";
import { CompanyDetailSchema, CompanyPageSchema, ListCompaniesQuerySchema } from "../schemas/companies";
import { endpoint } from "./endpoint";

export const listCompanies = endpoint({
  method: "GET",
  path: "/api/companies",
  operationId: "listCompanies",
  query: ListCompaniesQuerySchema,
  responses: { 200: CompanyPageSchema },
});

export const getCompany = endpoint({
  method: "GET",
  path: "/api/companies/:id",
  operationId: "getCompany",
  params: IdParamSchema,
  responses: { 200: CompanyDetailSchema },
});
