import { MailWarning } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useResendVerification } from "../api/resend-verification";

/** For a signed-in person whose address is not confirmed yet: what that means, and a new link. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label="Confirm your email address"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-border bg-primary-soft p-4 text-primary-soft-fg sm:flex-row sm:items-center"
    >
      <MailWarning className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        Please confirm your email address: open the link we sent to <strong>{user.email}</strong>. Until then
        we send you nothing but sign-in help.
      </p>
      <Button
        variant="secondary"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onError: (error) =>
              toast({
                title: "Could not send the link",
                description: errorMessage(error, "Something went wrong. Please try again."),
                variant: "destructive",
              }),
          })
        }
      >
        {resend.isPending ? "Sending..." : "Resend the link"}
      </Button>
      <p role="status" className="text-sm sm:basis-full sm:text-right empty:hidden">
        {resend.isSuccess ? resend.data.message : ""}
      </p>
    </section>
  );
}
