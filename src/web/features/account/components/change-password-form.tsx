import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordInput, ChangePasswordInputSchema } from "@shared/schemas/account";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";
import { SectionCard } from "./section-card";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset(EMPTY);
        toast({ title: "Password updated", description: answer.message });
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toast({
          title: "Could not update the password",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <SectionCard title="Change Password" description="Other devices are signed out when you change it.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
        <Field label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </Field>
        <Field label="New password" error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Updating..." : "Update Password"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
