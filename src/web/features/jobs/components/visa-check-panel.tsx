import type { SponsorRecordEntry, VisaCheck } from "@shared/schemas/sponsors";
import { ExternalLink } from "lucide-react";
import { RegisterLines } from "../../../components/register-lines";
import { Card } from "../../../components/ui/card";
import { VISA_SUMMARY } from "../lib/job-status";

const VERDICT = { true: "Meets the floor", false: "Below the floor", null: "Cannot tell" } as const;

/**
 * "Can I get a visa?": what the posting says, whether a government register of the job's country
 * lists the employer, and the salary against each work-visa route's floor; each line links to its
 * source.
 */
export function VisaCheckPanel({
  check,
  record,
}: {
  check: VisaCheck;
  /** The job's register lines (those of its own country). */
  record: readonly SponsorRecordEntry[];
}) {
  return (
    <Card>
      <section aria-labelledby="visa-check-heading" className="flex flex-col gap-4">
        <h2 id="visa-check-heading" className="text-lg font-semibold text-fg">
          Can I get a visa?
        </h2>
        <div>
          <h3 className="text-sm font-semibold text-muted">The posting</h3>
          <p className="mt-1 text-fg">{VISA_SUMMARY[check.posting.answer]}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-muted">The employer</h3>
          <div className="mt-1">
            {check.employer.onRegister && record.length > 0 ? (
              <RegisterLines record={record} />
            ) : (
              <p className="text-fg">{check.employer.summary}</p>
            )}
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-muted">The salary</h3>
          {check.salary.length === 0 ? (
            <p className="mt-1 text-fg">No work-visa route is listed for this country yet.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-2">
              {check.salary.map((line) => (
                <li key={line.routeId} className="text-fg">
                  <span className="font-medium">{line.routeName}:</span>{" "}
                  {VERDICT[String(line.meets) as keyof typeof VERDICT]}. {line.reason}{" "}
                  <a
                    href={line.sourceUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-primary underline underline-offset-2"
                  >
                    Official page
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">for the {line.routeName} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
