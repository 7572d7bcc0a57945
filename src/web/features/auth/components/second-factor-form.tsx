import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginSecondFactorInput, LoginSecondFactorInputSchema } from "@shared/schemas/account-security";
import type { Me } from "@shared/schemas/auth";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useLoginSecondFactor } from "../api/login";

/** After a correct password: the code from the authenticator app (or a recovery code) finishes signing in. */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: string;
  onSignedIn: (me: Me) => void;
  onStartOver: () => void;
}) {
  const finish = useLoginSecondFactor();
  const form = useForm<LoginSecondFactorInput>({
    resolver: zodResolver(LoginSecondFactorInputSchema),
    defaultValues: { challenge, code: "" },
  });
  const error = form.formState.errors.code?.message;

  const onSubmit = form.handleSubmit((values) =>
    finish.mutate(values, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        applyServerFieldErrors(form, failure);
        if (!form.getFieldState("code").error) {
          form.setError("code", { type: "server", message: errorMessage(failure, "Please try again.") });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-fg">
        Your password is right. Open your authenticator app and enter the 6-digit code it shows for
        Borderless. Lost your phone? Enter one of your recovery codes instead.
      </p>
      <Field label="Authentication code" error={error}>
        <Input
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          {...form.register("code")}
        />
      </Field>
      <Button type="submit" disabled={finish.isPending} className="w-full">
        {finish.isPending ? "Checking..." : "Verify and sign in"}
      </Button>
      <Button variant="ghost" onClick={onStartOver}>
        Sign in with another account
      </Button>
    </form>
  );
}
