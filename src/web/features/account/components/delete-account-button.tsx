import { zodResolver } from "@hookform/resolvers/zod";
import { type DeleteAccountInput, DeleteAccountInputSchema } from "@shared/schemas/account";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { forgetSignedInUser } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";

/** Delete Account: asks to confirm with the password, then removes everything and signs out. */
export function DeleteAccountButton({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountInputSchema),
    defaultValues: { password: "" },
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset({ password: "" });
  }

  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Account deleted", description: "Your account and personal data have been removed." });
        // Leave the personal page first, so its guard does not see a visitor and redirect.
        onDeleted();
        forgetSignedInUser(client);
      },
      onError: (error) => applyServerFieldErrors(form, error),
    }),
  );

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Delete your account?"
        description="This removes your profile, settings, saved jobs, documents and referral offers for good. Messages you sent stay with the people you wrote to, shown as from a deleted user."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Your password" error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </Field>
          {remove.isError && !form.formState.errors.password ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(remove.error, "Could not delete the account. Please try again.")}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
