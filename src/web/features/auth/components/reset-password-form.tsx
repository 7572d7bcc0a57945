import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordResetConfirm, PasswordResetConfirmSchema } from "@shared/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { forgetSignedInUser } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";

/** A refused password is shown under its field; only a bad link needs the alert and a new one. */
function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
}

/** Sets a new password with the token from the mailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset();
  const client = useQueryClient();
  const form = useForm<PasswordResetConfirm>({
    resolver: zodResolver(PasswordResetConfirmSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  if (!token) {
    return (
      <div role="alert" className="flex flex-col gap-4">
        <p className="text-fg">
          This reset link is incomplete. Open the link from the mail again, or ask for a new one.
        </p>
        <Link href="/forgot-password" className="font-medium text-fg underline underline-offset-4">
          Request a new link
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: (answer) => {
        // Every session of the account has just ended, this browser's too.
        forgetSignedInUser(client);
        toast({ title: "Password reset", description: answer.message });
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toast({
          title: "Could not reset the password",
          description: errorMessage(error, "Something went wrong. Please try again."),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field
        label="New password"
        error={errors.password?.message}
        hint="At least 6 characters, not a common password"
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      {confirm.isError && !hasFieldErrors(confirm.error) ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
          {errorMessage(confirm.error, "Something went wrong. Please try again.")}{" "}
          <Link href="/forgot-password" className="font-medium underline">
            Request a new link
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={confirm.isPending} className="w-full">
        {confirm.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
