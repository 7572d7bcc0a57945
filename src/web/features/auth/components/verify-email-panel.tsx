import { MailCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useVerifyEmail } from "../api/verify-email";

/**
 * Confirms the address with the token from the mailed link when the person presses the button (a
 * mail scanner that follows links confirms nothing).
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const verify = useVerifyEmail();

  if (!token) {
    return (
      <p role="alert" className="text-fg">
        This confirmation link is incomplete. Open the link from the mail again.
      </p>
    );
  }
  if (verify.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-lg border border-border bg-primary-soft p-4 text-primary-soft-fg">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{verify.data.message}</p>
        </div>
        <Link href="/home" className="font-medium text-fg underline underline-offset-4">
          Go to your dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {verify.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
          {errorMessage(verify.error, "Something went wrong. Please try again.")}
        </p>
      ) : null}
      <Button disabled={verify.isPending} className="w-full" onClick={() => verify.mutate({ token })}>
        {verify.isPending ? "Confirming..." : "Confirm my email address"}
      </Button>
    </div>
  );
}
