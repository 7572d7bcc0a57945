import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useConfirmEmail } from "../api/confirm-email";

/**
 * Confirms a new email with the token from the mailed link. It waits for a press rather than
 * confirming on load: a mail scanner that opens links then changes nothing.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const confirm = useConfirmEmail();

  if (!token) {
    return (
      <p role="alert" className="text-fg">
        This confirmation link is incomplete. Open the link from the mail again, or change your email again in{" "}
        <Link href="/settings" className="font-medium underline underline-offset-4">
          Settings
        </Link>
        .
      </p>
    );
  }

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg bg-primary-soft p-3 text-sm text-primary-soft-fg">
          {confirm.data.message}
        </p>
        <Link href="/settings" className="font-medium text-fg underline underline-offset-4">
          Go to Settings
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {confirm.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
          {errorMessage(confirm.error, "Something went wrong. Please try again.")}
        </p>
      ) : null}
      <Button
        type="button"
        disabled={confirm.isPending}
        className="w-full"
        onClick={() => confirm.mutate({ token })}
      >
        {confirm.isPending ? "Confirming..." : "Confirm new email"}
      </Button>
    </div>
  );
}
