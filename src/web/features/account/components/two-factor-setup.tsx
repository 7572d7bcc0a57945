import { zodResolver } from "@hookform/resolvers/zod";
import {
  type TwoFactorSetup as Setup,
  type TwoFactorEnableInput,
  TwoFactorEnableInputSchema,
} from "@shared/schemas/account-security";
import { useForm } from "react-hook-form";
import { QrCode } from "../../../components/qr-code";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useEnableTwoFactor } from "../api/enable-two-factor";

/** Scan (or type) the secret into an app, then confirm with its code; answers the recovery codes. */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const form = useForm<TwoFactorEnableInput>({
    resolver: zodResolver(TwoFactorEnableInputSchema),
    defaultValues: { code: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    enable.mutate(values, {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (error) => applyServerFieldErrors(form, error),
    }),
  );
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-fg">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Aegis or 1Password).
        </li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <QrCode text={setup.otpauthUri} label="QR code to add Borderless to your authenticator app" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-fg">Key for typing in</p>
          <code
            className="mt-1 block break-all rounded bg-surface-2 px-2 py-1 font-mono text-sm"
            data-testid="totp-secret"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-xs">
        <Field label="Code from the app" error={form.formState.errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" {...form.register("code")} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? "Checking..." : "Turn on"}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
