import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordResetRequest, PasswordResetRequestSchema } from "@shared/schemas/auth";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";

/** Asks for the email; the answer is the same whether or not an account has it. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: "" },
  });

  if (request.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-lg border border-border bg-primary-soft p-4 text-primary-soft-fg">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{request.data.message}</p>
        </div>
        <p className="text-sm text-muted">The link works once and expires after one hour.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => request.reset()}>
            Use another email
          </Button>
          <Link
            href="/login"
            className="inline-flex min-h-11 items-center px-2 font-medium text-fg underline"
          >
            Back to sign in
          </Link>
        </div>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        toast({
          title: "Could not send the reset link",
          description: errorMessage(error, "Something went wrong. Please try again."),
          variant: "destructive",
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? "Sending link..." : "Send reset link"}
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <Link href="/login" className="font-medium text-fg underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
