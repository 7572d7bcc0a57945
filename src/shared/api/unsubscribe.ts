import {
  UnsubscribeInputSchema,
  UnsubscribeQuerySchema,
  UnsubscribeStateSchema,
  UnsubscribeUndoInputSchema,
} from "../schemas/unsubscribe";
import { endpoint } from "./endpoint";

export const getUnsubscribeState = endpoint({
  method: "GET",
  path: "/api/unsubscribe",
  operationId: "getUnsubscribeState",
  query: UnsubscribeQuerySchema,
  responses: { 200: UnsubscribeStateSchema },
});

export const unsubscribe = endpoint({
  method: "POST",
  path: "/api/unsubscribe",
  operationId: "unsubscribe",
  body: UnsubscribeInputSchema,
  responses: { 200: UnsubscribeStateSchema },
});

export const undoUnsubscribe = endpoint({
  method: "POST",
  path: "/api/unsubscribe/undo",
  operationId: "undoUnsubscribe",
  body: UnsubscribeUndoInputSchema,
  responses: { 200: UnsubscribeStateSchema },
});
