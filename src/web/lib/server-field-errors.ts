import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api-client";

/** Shows the server's per-field messages (a taken username, a wrong password) under the fields. */
export function applyServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.keys(form.getValues());
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field) && messages[0]) {
      form.setError(field as Path<T>, { type: "server", message: messages[0] });
    }
  }
}
