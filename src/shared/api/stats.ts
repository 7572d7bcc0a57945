import { StatsSchema } from "../schemas/jobs";
import { endpoint } from "./endpoint";

export const getStats = endpoint({
  method: "GET",
  path: "/api/stats",
  operationId: "getStats",
  responses: { 200: StatsSchema },
});
