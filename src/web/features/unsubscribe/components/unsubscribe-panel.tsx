import { BellOff, BellRing } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { useUndoUnsubscribe, useUnsubscribe, useUnsubscribeState } from "../api/unsubscribe";

/** "Job alerts for “Remote React”" → "job alerts for “Remote React”", to sit inside a sentence. */
function inSentence(what: string): string {
  return what.charAt(0).toLowerCase() + what.slice(1);
}

/**
 * Where a mail's unsubscribe link lands. Opening the link changes nothing (mail scanners open every
 * link): the page says what it would turn off and asks; once off, it offers to turn it back on as
 * it was, and links to the setting. No sign-in: the link's token is the proof.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  const undo = useUndoUnsubscribe(token);
  const data = state.data;
  const failed = unsubscribe.error ?? undo.error;
  const heading =
    !data?.off && undo.isSuccess ? "Mails back on" : data && !data.off ? "Unsubscribe?" : "Unsubscribed";
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      {data && !data.off ? (
        <BellRing className="mx-auto size-12 text-primary-soft-fg" aria-hidden="true" />
      ) : (
        <BellOff className="mx-auto size-12 text-primary-soft-fg" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-2xl font-bold text-fg">{heading}</h1>
      {!token ? (
        <p role="alert" className="mt-4 text-fg">
          This unsubscribe link is incomplete. Open the link from the mail again.
        </p>
      ) : state.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-danger-soft p-3 text-danger-soft-fg">
          {errorMessage(state.error, "The link could not be checked. Please try again.")}
        </p>
      ) : !data ? (
        <p className="mt-4 text-muted">Checking the link…</p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p role="status" className="text-fg">
            {data.off
              ? `You will no longer get ${inSentence(data.what)}.`
              : undo.isSuccess
                ? `${data.what} are on again, as they were. You can change how often they come in your settings.`
                : `Stop ${inSentence(data.what)}? Nothing changes until you confirm.`}
          </p>
          {failed ? (
            <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
              {errorMessage(failed, "Something went wrong. Please try again.")}
            </p>
          ) : null}
          {data.off ? (
            <Button disabled={undo.isPending} onClick={() => undo.mutate()}>
              {undo.isPending ? "Turning back on…" : "Turn back on"}
            </Button>
          ) : undo.isSuccess ? null : (
            <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
            </Button>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink href={data?.settingsPath ?? "/settings"} variant="secondary">
          {data?.settingsPath === "/account?tab=searches" ? "Your saved searches" : "Mail settings"}
        </ButtonLink>
        <ButtonLink href="/" variant="ghost">
          Back to home
        </ButtonLink>
      </div>
    </Card>
  );
}
