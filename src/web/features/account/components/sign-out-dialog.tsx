import { zodResolver } from "@hookform/resolvers/zod";
import { type EndSessionsInput, EndSessionsInputSchema } from "@shared/schemas/account-security";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useEndSession } from "../api/end-session";

/** Which sign-out is being confirmed: one device, or every device but this one. */
export type SignOutTarget = { kind: "one"; id: number; device: string } | { kind: "others" };

/** Signing devices out asks for the password first, so a stolen session cannot lock the owner out. */
export function SignOutDialog({ target, onClose }: { target: SignOutTarget | null; onClose: () => void }) {
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const form = useForm<EndSessionsInput>({
    resolver: zodResolver(EndSessionsInputSchema),
    defaultValues: { password: "" },
  });
  const pending = endOne.isPending || endOthers.isPending;

  function close() {
    form.reset({ password: "" });
    onClose();
  }

  function failed(error: unknown) {
    applyServerFieldErrors(form, error);
    if (!form.getFieldState("password").error) {
      toast({
        title: "Could not sign out",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
      close();
    }
  }

  const onSubmit = form.handleSubmit((values) => {
    if (!target) return;
    if (target.kind === "one") {
      endOne.mutate(
        { id: target.id, ...values },
        {
          onSuccess: () => {
            toast({ title: "Signed out", description: `${target.device} is signed out.` });
            close();
          },
          onError: failed,
        },
      );
    } else {
      endOthers.mutate(values, {
        onSuccess: ({ ended }) => {
          toast({
            title: "Signed out everywhere else",
            description:
              ended === 1 ? "1 other device is signed out." : `${ended} other devices are signed out.`,
          });
          close();
        },
        onError: failed,
      });
    }
  });

  const title = target?.kind === "one" ? `Sign out ${target.device}?` : "Sign out everywhere else?";
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      description="Enter your password to confirm. That browser will need to sign in again."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Your password" error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Signing out..." : "Sign out"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
