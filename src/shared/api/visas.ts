import { VisaRoutesQuerySchema, VisaRoutesSchema } from "../schemas/sponsors";
import { endpoint } from "./endpoint";

export const getVisaRoutes = endpoint({
  method: "GET",
  path: "/api/visa-routes",
  operationId: "getVisaRoutes",
  query: VisaRoutesQuerySchema,
  responses: { 200: VisaRoutesSchema },
});
