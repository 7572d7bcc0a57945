import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeEmailInput, ChangeEmailInputSchema } from "@shared/schemas/account";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useChangeEmail } from "../api/change-email";
import { SectionCard } from "./section-card";

/**
 * The account's email (Update Account, confirmed with the password). A new address gets a link;
 * the email changes when it is opened, and until then the form says where the link went.
 */
export function AccountEmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailInputSchema),
    values: { email, currentPassword: "" },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (profile) => {
        form.reset({ email: profile.email, currentPassword: "" });
        if (profile.pendingEmail) {
          toast({
            title: "Confirmation sent",
            description: `We sent a confirmation link to ${profile.pendingEmail}.`,
          });
        } else {
          toast({ title: "Account updated", description: `Your email is now ${profile.email}.` });
        }
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toast({
          title: "Could not update the account",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <SectionCard title="Account" description="The email we write to. Confirm a change with your password.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </Field>
        <Field label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </Field>
        {pendingEmail ? (
          <p
            role="status"
            className="rounded-lg bg-primary-soft p-3 text-sm text-primary-soft-fg sm:col-span-2"
          >
            We sent a confirmation link to {pendingEmail}. Your email changes to it when you open the link;
            until then we keep writing to {email}.
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Updating..." : "Update Account"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
