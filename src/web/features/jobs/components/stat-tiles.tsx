import { Bookmark, Briefcase, Globe2, type LucideIcon, Plane } from "lucide-react";
import { Link } from "wouter";
import { DemoBadge } from "../../../components/demo-badge";
import { Badge } from "../../../components/ui/badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useStats } from "../api/get-stats";
import { type StatTileKey, tileDemoNote } from "../lib/stat-label";

const TILES: Array<{ key: StatTileKey; label: string; href: string; icon: LucideIcon }> = [
  { key: "availableJobs", label: "Available Jobs", href: "/jobs", icon: Briefcase },
  { key: "visaSponsorshipJobs", label: "Visa Sponsorship", href: "/jobs?visa=1", icon: Plane },
  { key: "countries", label: "Countries", href: "/countries", icon: Globe2 },
  { key: "savedJobs", label: "Saved Jobs", href: "/saved", icon: Bookmark },
];

/** Beside a figure: the Demo badge when every job it counts is a fictional demo posting, else how many are. */
function DemoNote({ note }: { note: string | null }) {
  if (note === null) return null;
  if (note === "Demo") return <DemoBadge detail="postings, all fictional" />;
  return <Badge tone="warning">{note}</Badge>;
}

/** The dashboard's four figures, under the specification's labels; each opens the list it counts. */
export function StatTiles() {
  const stats = useStats();
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-xl border border-border bg-surface p-4 text-sm text-fg">
        {errorMessage(stats.error, "The figures could not be loaded.")}
      </p>
    );
  }
  return (
    <>
      {stats.isPending ? (
        <p role="status" className="sr-only">
          Loading your figures...
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ key, label, href, icon: Icon }) => (
          <li key={key}>
            <Link
              href={href}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col">
                {stats.data ? (
                  <span className="flex flex-wrap items-center gap-x-2">
                    <span className="text-2xl font-bold text-fg">
                      {stats.data[key].toLocaleString("en-US")}
                    </span>
                    <DemoNote note={tileDemoNote(key, stats.data)} />
                  </span>
                ) : (
                  <Skeleton className="h-8 w-12" />
                )}
                <span className="text-sm text-muted">{label}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
