import { STRONG_MATCH } from "@shared/domain/match";
import type { JobMatch } from "@shared/schemas/jobs";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

/** Below this a match is weak; from it up to STRONG_MATCH it is fair. */
const FAIR_MATCH = 40;

/** The colour follows the score; the words ("87% match") carry it on their own. */
function tone(score: number): BadgeTone {
  if (score >= STRONG_MATCH) return "success";
  if (score >= FAIR_MATCH) return "warning";
  return "neutral";
}

/**
 * "87% match" on a job card. The reasons ride along as a tooltip and as text only screen readers
 * read, so the card stays light.
 */
export function MatchBadge({ match, className }: { match: JobMatch; className?: string }) {
  return (
    <Badge tone={tone(match.score)} className={className} title={match.reasons.join(" · ")}>
      {match.score}% match
      {match.reasons.length > 0 ? <span className="sr-only">: {match.reasons.join("; ")}</span> : null}
    </Badge>
  );
}

/** The job page's match: the score, then "Why it matches" as a short list of the reasons. */
export function JobMatchSummary({ match }: { match: JobMatch }) {
  return (
    <section aria-label="Your match" className="mt-3 flex flex-col gap-1.5">
      <p>
        <Badge tone={tone(match.score)} className="text-sm">
          {match.score}% match
        </Badge>
      </p>
      {match.reasons.length > 0 ? (
        <div className="text-sm">
          <h2 className="font-medium text-fg">Why it matches</h2>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
