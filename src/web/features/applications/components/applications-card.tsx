import { APPLICATION_STATUSES } from "@shared/schemas/applications";
import { ArrowRight, Send } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useApplications } from "../api/applications";

/** The dashboard's Applications card: how many, by status; it opens the tracker. */
export function ApplicationsCard() {
  const applications = useApplications();
  const headingId = useId();
  const counts = applications.data?.pages[0]?.counts;
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Send className="size-5 text-primary" aria-hidden="true" />
            Applications
          </h2>
          <Link
            href="/applications"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-fg underline underline-offset-2 hover:no-underline"
          >
            Track your applications
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {applications.isError ? (
          <p role="alert" className="text-sm text-fg">
            {errorMessage(applications.error, "Your applications could not be loaded.")}
          </p>
        ) : counts ? (
          <>
            <p className="text-sm text-muted">
              <span className="text-2xl font-bold text-fg">{counts.total}</span>{" "}
              {counts.total === 1 ? "job applied to" : "jobs applied to"}
            </p>
            <ul aria-label="Applications by status" className="flex flex-wrap gap-2">
              {APPLICATION_STATUSES.map((status) => (
                <li
                  key={status}
                  className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm text-fg"
                >
                  {status}: <span className="font-semibold">{counts[status]}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </section>
    </Card>
  );
}
