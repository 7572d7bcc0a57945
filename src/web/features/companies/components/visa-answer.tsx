import type { Visa } from "@shared/schemas/jobs";
import { Badge } from "../../../components/ui/badge";

const ANSWERS = {
  yes: { label: "Says it sponsors visas", tone: "success" },
  no: { label: "Says it does not sponsor visas", tone: "neutral" },
  unknown: { label: "Does not say", tone: "neutral" },
} as const;

/** A job's answer to the visa question, with the posting's own sentence it rests on. */
export function VisaAnswer({ visa }: { visa: Visa }) {
  const answer = ANSWERS[visa.status];
  return (
    <div className="mt-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-fg">
        <span className="font-medium">Visa:</span>
        <Badge tone={answer.tone}>{answer.label}</Badge>
      </p>
      {visa.evidence ? (
        <blockquote className="mt-1 border-l-2 border-border pl-3 italic text-fg">
          “{visa.evidence}”
        </blockquote>
      ) : (
        <p className="mt-1 text-muted">The posting says nothing about visas.</p>
      )}
    </div>
  );
}
