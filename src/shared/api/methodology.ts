import { MethodologySchema } from "../schemas/methodology";
import { endpoint } from "./endpoint";

export const getMethodology = endpoint({
  method: "GET",
  path: "/api/methodology",
  operationId: "getMethodology",
  responses: { 200: MethodologySchema },
});
