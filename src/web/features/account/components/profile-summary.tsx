import type { Profile } from "@shared/schemas/account";
import { Bookmark, Mail, User } from "lucide-react";
import { Card } from "../../../components/ui/card";

/** Avatar initial, name, profession, username, email and the saved-job count. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const initial = (profile.fullName || profile.username).charAt(0).toUpperCase();
  const since = new Date(profile.memberSince).toLocaleDateString(undefined, {
    year: "numeric",
    month: "long",
  });
  return (
    <Card className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-fg"
      >
        {initial}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-xl font-semibold text-fg">{profile.fullName}</h2>
        <p className="text-muted">{profile.profession ?? "No profession added yet"}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-fg sm:grid-cols-2">
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <User className="size-4 text-muted" aria-hidden="true" />
              <span className="sr-only">Username</span>
            </dt>
            <dd className="truncate">@{profile.username}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Mail className="size-4 text-muted" aria-hidden="true" />
              <span className="sr-only">Email</span>
            </dt>
            <dd className="truncate">{profile.email}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Bookmark className="size-4 text-muted" aria-hidden="true" />
              <span className="sr-only">Saved jobs</span>
            </dt>
            <dd>
              {profile.savedJobCount} saved {profile.savedJobCount === 1 ? "job" : "jobs"}
            </dd>
          </div>
          <div className="flex items-center gap-2 text-muted">
            <dt className="sr-only">Member since</dt>
            <dd>Member since {since}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
