import { relativeTime } from "@shared/domain/relative-time";
import type { SessionInfo } from "@shared/schemas/account-security";
import { Monitor } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useSessions } from "../api/get-sessions";
import { SectionCard } from "./section-card";
import { SignOutDialog, type SignOutTarget } from "./sign-out-dialog";

function signedInOn(iso: string): string {
  return new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut: () => void }) {
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
          aria-label={`Sign out ${session.device}, signed in ${signedInOn(session.signedInAt)}`}
          onClick={onSignOut}
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
  const [target, setTarget] = useState<SignOutTarget | null>(null);
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
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => setTarget({ kind: "one", id: session.id, device: session.device })}
              />
            ))}
          </ul>
          <Button
            className="mt-3"
            variant="secondary"
            disabled={others === 0}
            onClick={() => setTarget({ kind: "others" })}
          >
            Sign out everywhere else
          </Button>
        </>
      )}
      <SignOutDialog target={target} onClose={() => setTarget(null)} />
    </SectionCard>
  );
}
