import { PartyPopper } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { useConfirmWaitlist } from "../api/confirm-waitlist";

/**
 * Double opt-in: the place is confirmed when the address's owner presses the button on the page the
 * mailed link opens (a mail scanner that follows links confirms nothing).
 */
export function WaitlistConfirmPanel({ token }: { token: string }) {
  const confirm = useConfirmWaitlist();
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <PartyPopper className="mx-auto size-12 text-primary-soft-fg" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-fg">Confirm your place on the waitlist</h1>
      {!token ? (
        <p role="alert" className="mt-4 text-fg">
          This confirmation link is incomplete. Open the link from the mail again.
        </p>
      ) : confirm.isSuccess ? (
        <div role="status" className="mt-4">
          <p className="text-fg">{confirm.data.message}</p>
          <p className="mt-4 text-muted">Your place in the queue</p>
          <p className="text-5xl font-bold tracking-tight text-fg">#{confirm.data.position}</p>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          <p className="text-fg">Press the button to confirm that this address asked to join.</p>
          {confirm.isError ? (
            <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
              {errorMessage(confirm.error, "Something went wrong. Please try again.")}
            </p>
          ) : null}
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
            {confirm.isPending ? "Confirming..." : "Confirm my place"}
          </Button>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/explore" variant="secondary">
          Explore Borderless
        </ButtonLink>
        <ButtonLink href="/" variant="ghost">
          Back to home
        </ButtonLink>
      </div>
    </Card>
  );
}
