import {
  WaitlistConfirmedSchema,
  WaitlistConfirmInputSchema,
  WaitlistInputSchema,
  WaitlistJoinedSchema,
} from "../schemas/waitlist";
import { endpoint } from "./endpoint";

export const joinWaitlist = endpoint({
  method: "POST",
  path: "/api/waitlist",
  operationId: "joinWaitlist",
  body: WaitlistInputSchema,
  responses: { 200: WaitlistJoinedSchema },
});

export const confirmWaitlist = endpoint({
  method: "POST",
  path: "/api/waitlist/confirm",
  operationId: "confirmWaitlist",
  body: WaitlistConfirmInputSchema,
  responses: { 200: WaitlistConfirmedSchema },
});
