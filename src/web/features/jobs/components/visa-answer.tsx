import type { Visa } from "@shared/schemas/jobs";
import { Card } from "../../../components/ui/card";
import { VISA_SUMMARY, VISA_UNCOMMITTED } from "../lib/job-status";

/** The job's visa answer, and the posting's own sentence it rests on. */
export function VisaAnswer({ visa }: { visa: Visa }) {
  const summary = visa.status === "unknown" && visa.evidence ? VISA_UNCOMMITTED : VISA_SUMMARY[visa.status];
  return (
    <Card>
      <section aria-labelledby="visa-answer-heading">
        <h2 id="visa-answer-heading" className="text-lg font-semibold text-fg">
          Visa sponsorship
        </h2>
        <p className="mt-2 text-fg">{summary}</p>
        {visa.evidence ? (
          <figure className="mt-3">
            <figcaption className="text-sm text-muted">From the posting:</figcaption>
            <blockquote className="mt-1 border-l-4 border-border pl-3 italic text-fg">
              {visa.evidence}
            </blockquote>
          </figure>
        ) : null}
      </section>
    </Card>
  );
}
