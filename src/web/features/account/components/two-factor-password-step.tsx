import { zodResolver } from "@hookform/resolvers/zod";
import {
  type TwoFactorSetup,
  type TwoFactorSetupInput,
  TwoFactorSetupInputSchema,
} from "@shared/schemas/account-security";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useStartTwoFactor } from "../api/start-two-factor";

/** Set-up starts with the password: only the owner, not a borrowed session, may turn this on. */
export function TwoFactorPasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}) {
  const start = useStartTwoFactor();
  const form = useForm<TwoFactorSetupInput>({
    resolver: zodResolver(TwoFactorSetupInputSchema),
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: onStarted,
      onError: (error) => applyServerFieldErrors(form, error),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-xs">
      <p className="text-sm text-fg">First, confirm it is you.</p>
      <Field label="Your password" error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" autoFocus {...form.register("password")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? "Checking..." : "Continue"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
