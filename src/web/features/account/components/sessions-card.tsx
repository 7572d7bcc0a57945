import { relativeTime } from "@shared/domain/relative-time";
import type { SessionInfo } from "@shared/schemas/account-security";
import { Monitor } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useEndSession } from "../api/end-session";
import { useSessions } from "../api/get-sessions";
import { SectionCard } from "./section-card";

function signedInOn(iso: string): string {
  return new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

function SessionRow({ session }: { session: SessionInfo }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium text-fg">
            {session.device}
            {session.current ? (
              <Badge tone="primary" className="ml-2">
                This device
              </Badge>
            ) : null}
          </p>
          <p className="text-sm text-muted">
            Signed in {signedInOn(session.signedInAt)} · Last seen {relativeTime(session.lastSeenAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={end.isPending}
          aria-label={`Sign out ${session.device}, signed in ${signedInOn(session.signedInAt)}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () =>
                toast({ title: "Signed out", description: `${session.device} is signed out.` }),
              onError: (error) =>
                toast({
                  title: "Could not sign it out",
                  description: errorMessage(error, "Please try again."),
                  variant: "destructive",
                }),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where this account is signed in, with a way to sign out any other browser. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <SectionCard
      title="Where you're signed in"
      description="Sign out any device you don't recognise or no longer use."
    >
      {sessions.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : sessions.isError ? (
        <LoadError
          compact
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          what="your sessions"
        />
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label="Signed-in devices">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          <Button
            className="mt-3"
            variant="secondary"
            disabled={others === 0 || endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  toast({
                    title: "Signed out everywhere else",
                    description:
                      ended === 1
                        ? "1 other device is signed out."
                        : `${ended} other devices are signed out.`,
                  }),
                onError: (error) =>
                  toast({
                    title: "Could not sign out the other devices",
                    description: errorMessage(error, "Please try again."),
                    variant: "destructive",
                  }),
              })
            }
          >
            Sign out everywhere else
          </Button>
        </>
      )}
    </SectionCard>
  );
}
