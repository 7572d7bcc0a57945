import { Badge } from "./ui/badge";

/**
 * Marks fictional demo content. Sighted readers see "Demo"; a screen reader hears what is fictional
 * ("Demo posting, fictional company"), since a tooltip would reach neither keyboard nor touch.
 */
export function DemoBadge({ detail, className }: { detail: string; className?: string }) {
  return (
    <Badge tone="warning" className={className}>
      Demo<span className="sr-only"> {detail}</span>
    </Badge>
  );
}

/** What the badge says to a screen reader on a demo job. */
export const DEMO_POSTING = "posting, fictional company";
