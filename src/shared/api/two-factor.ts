import {
  RecoveryCodesSchema,
  TwoFactorDisableInputSchema,
  TwoFactorEnableInputSchema,
  TwoFactorSetupInputSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from "../schemas/account-security";
import { endpoint } from "./endpoint";

// The second sign-in step (POST /api/auth/login/2fa) is with the other sign-in endpoints (auth.ts).

export const getTwoFactor = endpoint({
  method: "GET",
  path: "/api/account/two-factor",
  operationId: "getTwoFactor",
  responses: { 200: TwoFactorStatusSchema },
});

export const startTwoFactor = endpoint({
  method: "POST",
  path: "/api/account/two-factor/setup",
  operationId: "startTwoFactor",
  body: TwoFactorSetupInputSchema,
  responses: { 200: TwoFactorSetupSchema },
});

export const enableTwoFactor = endpoint({
  method: "POST",
  path: "/api/account/two-factor/enable",
  operationId: "enableTwoFactor",
  body: TwoFactorEnableInputSchema,
  responses: { 200: RecoveryCodesSchema },
});

export const disableTwoFactor = endpoint({
  method: "POST",
  path: "/api/account/two-factor/disable",
  operationId: "disableTwoFactor",
  body: TwoFactorDisableInputSchema,
  responses: { 200: TwoFactorStatusSchema },
});
