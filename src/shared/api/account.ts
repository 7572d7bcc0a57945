import { z } from "zod";
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ConfirmEmailInputSchema,
  DeleteAccountInputSchema,
  FileKindParamSchema,
  ProfileSchema,
  SettingsSchema,
  UpdateProfileInputSchema,
  UpdateSettingsInputSchema,
  UserFileSchema,
  UserFilesSchema,
} from "../schemas/account";
import { MessageSchema } from "../schemas/auth";
import { endpoint, pathOf } from "./endpoint";

export const getProfile = endpoint({
  method: "GET",
  path: "/api/account/profile",
  operationId: "getProfile",
  responses: { 200: ProfileSchema },
});

export const updateProfile = endpoint({
  method: "PATCH",
  path: "/api/account/profile",
  operationId: "updateProfile",
  body: UpdateProfileInputSchema,
  responses: { 200: ProfileSchema },
});

export const getSettings = endpoint({
  method: "GET",
  path: "/api/account/settings",
  operationId: "getSettings",
  responses: { 200: SettingsSchema },
});

export const updateSettings = endpoint({
  method: "PATCH",
  path: "/api/account/settings",
  operationId: "updateSettings",
  body: UpdateSettingsInputSchema,
  responses: { 200: SettingsSchema },
});

export const changePassword = endpoint({
  method: "POST",
  path: "/api/account/password",
  operationId: "changePassword",
  body: ChangePasswordInputSchema,
  responses: { 200: MessageSchema },
});

export const changeEmail = endpoint({
  method: "POST",
  path: "/api/account/email",
  operationId: "changeEmail",
  body: ChangeEmailInputSchema,
  responses: { 200: ProfileSchema },
});

export const confirmEmailChange = endpoint({
  method: "POST",
  path: "/api/account/email/confirm",
  operationId: "confirmEmailChange",
  body: ConfirmEmailInputSchema,
  responses: { 200: MessageSchema },
});

export const deleteAccount = endpoint({
  method: "DELETE",
  path: "/api/account",
  operationId: "deleteAccount",
  body: DeleteAccountInputSchema,
  responses: { 204: z.null() },
});

export const listFiles = endpoint({
  method: "GET",
  path: "/api/account/files",
  operationId: "listFiles",
  responses: { 200: UserFilesSchema },
});

/** The file's bytes, sent as an attachment in the type it was uploaded as (never JSON). */
export const FileBytesSchema = z.string().meta({ format: "binary" });

/** A download: the browser follows a link to it (fileDownloadPath), the app never reads it itself. */
export const downloadFile = endpoint({
  method: "GET",
  path: "/api/account/files/:kind",
  operationId: "downloadFile",
  params: FileKindParamSchema,
  responses: { 200: FileBytesSchema },
});

/** The address a file is downloaded from. */
export function fileDownloadPath(kind: z.input<typeof FileKindParamSchema>["kind"]): string {
  return pathOf(downloadFile, { params: { kind } });
}

/** The body is multipart/form-data with the file in the field `file` (not a JSON body). */
export const uploadFile = endpoint({
  method: "POST",
  path: "/api/account/files/:kind",
  operationId: "uploadFile",
  params: FileKindParamSchema,
  responses: { 201: UserFileSchema },
});

export const deleteFile = endpoint({
  method: "DELETE",
  path: "/api/account/files/:kind",
  operationId: "deleteFile",
  params: FileKindParamSchema,
  responses: { 204: z.null() },
});
