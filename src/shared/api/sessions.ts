import { z } from "zod";
import {
  EndedSessionsSchema,
  EndSessionsInputSchema,
  SessionIdParamsSchema,
  SessionListSchema,
} from "../schemas/account-security";
import { endpoint } from "./endpoint";

export const listSessions = endpoint({
  method: "GET",
  path: "/api/account/sessions",
  operationId: "listSessions",
  responses: { 200: SessionListSchema },
});

export const endSession = endpoint({
  method: "DELETE",
  path: "/api/account/sessions/:id",
  operationId: "endSession",
  params: SessionIdParamsSchema,
  body: EndSessionsInputSchema,
  responses: { 204: z.null() },
});

export const endOtherSessions = endpoint({
  method: "POST",
  path: "/api/account/sessions/end-others",
  operationId: "endOtherSessions",
  body: EndSessionsInputSchema,
  responses: { 200: EndedSessionsSchema },
});
