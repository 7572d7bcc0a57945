import { z } from "zod";
import { LoginChallengeSchema, LoginSecondFactorInputSchema } from "../schemas/account-security";
import {
  EmailVerifyInputSchema,
  LoginInputSchema,
  MeSchema,
  MessageSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisteredSchema,
  RegisterInputSchema,
} from "../schemas/auth";
import { endpoint } from "./endpoint";
import { SESSION_ROUTE } from "./session";

export const register = endpoint({
  method: "POST",
  path: "/api/auth/register",
  operationId: "register",
  body: RegisterInputSchema,
  responses: { 201: RegisteredSchema },
});

/** The person (200), or a challenge (202) when the account asks for an authenticator code too. */
export const login = endpoint({
  method: "POST",
  path: "/api/auth/login",
  operationId: "login",
  body: LoginInputSchema,
  responses: { 200: MeSchema, 202: LoginChallengeSchema },
});

export const loginSecondFactor = endpoint({
  method: "POST",
  path: "/api/auth/login/2fa",
  operationId: "loginSecondFactor",
  body: LoginSecondFactorInputSchema,
  responses: { 200: MeSchema },
});

export const logout = endpoint({
  method: "POST",
  path: "/api/auth/logout",
  operationId: "logout",
  responses: { 204: z.null() },
});

/** Who is signed in; a visitor is answered 401. */
export const getMe = endpoint({
  ...SESSION_ROUTE,
  operationId: "getMe",
  responses: { 200: MeSchema },
});

export const requestPasswordReset = endpoint({
  method: "POST",
  path: "/api/auth/password-reset",
  operationId: "requestPasswordReset",
  body: PasswordResetRequestSchema,
  responses: { 200: MessageSchema },
});

export const confirmPasswordReset = endpoint({
  method: "POST",
  path: "/api/auth/password-reset/confirm",
  operationId: "confirmPasswordReset",
  body: PasswordResetConfirmSchema,
  responses: { 200: MessageSchema },
});

export const verifyEmail = endpoint({
  method: "POST",
  path: "/api/auth/verify-email",
  operationId: "verifyEmail",
  body: EmailVerifyInputSchema,
  responses: { 200: MessageSchema },
});

export const resendVerification = endpoint({
  method: "POST",
  path: "/api/auth/verify-email/resend",
  operationId: "resendVerification",
  responses: { 200: MessageSchema },
});
