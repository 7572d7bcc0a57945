import type { MATCH_PROFILE_FIELDS } from "@shared/schemas/jobs";
import { CompanyLogo } from "../../../components/company-logo";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Card } from "../../../components/ui/card";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { useRecommendations } from "../api/get-recommendations";
import { MatchBadge } from "./match-badge";
import { SaveJobButton } from "./save-job-button";

type ProfileField = (typeof MATCH_PROFILE_FIELDS)[number];

const LINK = "font-medium text-fg underline underline-offset-2 hover:no-underline";

/** What to fill in, each a link to where it is filled in. */
function ProfileSteps({ missing }: { missing: readonly ProfileField[] }) {
  const title = missing.includes("preferredJobTitle");
  const location = missing.includes("preferredLocation");
  const preference =
    title && location
      ? "Set a preferred job title or location"
      : title
        ? "Set a preferred job title"
        : location
          ? "Set a preferred location"
          : null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm">
      {missing.includes("skills") ? (
        <li>
          <PrefetchLink href="/account" className={LINK}>
            Add your skills
          </PrefetchLink>{" "}
          <span className="text-muted">on your profile</span>
        </li>
      ) : null}
      {preference ? (
        <li>
          <PrefetchLink href="/settings" className={LINK}>
            {preference}
          </PrefetchLink>{" "}
          <span className="text-muted">in your settings</span>
        </li>
      ) : null}
    </ul>
  );
}

/** "Recommended for you" on the dashboard: the person's best open matches, or what to fill in to get them. */
export function RecommendedJobs() {
  const { user } = useSession();
  const recommended = useRecommendations(user !== null);
  if (!user) return null;
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-fg">Recommended for you</h2>
      {recommended.isPending ? (
        <LoadingSkeleton label="Loading jobs that match you..." className="divide-y divide-border">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="flex items-center gap-3 py-3">
              <Skeleton className="size-12 shrink-0" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </div>
          ))}
        </LoadingSkeleton>
      ) : recommended.isError ? (
        <p role="alert" className="text-sm text-fg">
          {errorMessage(recommended.error, "Recommended jobs could not be loaded.")}
        </p>
      ) : recommended.data.items.length === 0 ? (
        <div className="text-sm text-muted">
          <p>
            {recommended.data.missing.length === 3
              ? "Tell us what you do and where you want to work, and jobs that match you show up here."
              : "No strong matches among the newest jobs yet."}
          </p>
          {recommended.data.missing.length > 0 ? <ProfileSteps missing={recommended.data.missing} /> : null}
        </div>
      ) : (
        <>
          <ul aria-label="Recommended jobs" className="divide-y divide-border">
            {recommended.data.items.map((job) => (
              <li key={job.id} className="flex items-center gap-3 py-3">
                <CompanyLogo name={job.company.name} logo={job.company.logo} />
                <div className="min-w-0 flex-1">
                  <PrefetchLink href={`/jobs/${job.id}`} className="font-semibold text-fg hover:underline">
                    {job.title}
                  </PrefetchLink>
                  <p className="truncate text-sm text-muted">
                    {job.company.name} · {job.location}
                  </p>
                  {job.match ? <MatchBadge match={job.match} className="mt-1" /> : null}
                </div>
                <SaveJobButton job={job} />
              </li>
            ))}
          </ul>
          {recommended.data.missing.length > 0 ? (
            <div className="mt-2 border-t border-border pt-3 text-sm text-muted">
              <p>Sharpen these matches:</p>
              <ProfileSteps missing={recommended.data.missing} />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
