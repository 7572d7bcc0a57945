import { zodResolver } from "@hookform/resolvers/zod";
import { type TwoFactorDisableInput, TwoFactorDisableInputSchema } from "@shared/schemas/account-security";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useDisableTwoFactor } from "../api/disable-two-factor";

/** Turning two-factor sign-in off asks for the password first. */
export function TwoFactorOffButton() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  const form = useForm<TwoFactorDisableInput>({
    resolver: zodResolver(TwoFactorDisableInputSchema),
    defaultValues: { password: "" },
  });
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset({ password: "" });
  }
  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: "Two-factor sign-in is off", description: "Your password alone signs you in now." });
      },
      onError: (error) => applyServerFieldErrors(form, error),
    }),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Turn off
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Turn off two-factor sign-in?"
        description="Signing in will need only your password. Your recovery codes stop working."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Your password" error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={disable.isPending}>
              {disable.isPending ? "Turning off..." : "Turn off two-factor sign-in"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
