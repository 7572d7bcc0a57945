import { z } from "zod";
import { endpoint } from "./endpoint";

const Unavailable = z.object({ code: z.literal("unavailable"), message: z.string() });

export const getHealth = endpoint({
  method: "GET",
  path: "/api/health",
  operationId: "getHealth",
  responses: { 200: z.object({ status: z.literal("ok") }), 503: Unavailable },
});

export const getReadiness = endpoint({
  method: "GET",
  path: "/api/ready",
  operationId: "getReadiness",
  responses: { 200: z.object({ status: z.literal("ready") }), 503: Unavailable },
});
