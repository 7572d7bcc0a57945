import type { SponsorRecordEntry } from "@shared/schemas/sponsors";
import { BadgeCheck } from "lucide-react";
import { Badge } from "../../../components/ui/badge";

/** A card's small mark: the employer is on a government sponsor register of the job's country. */
export function SponsorMark({ record }: { record: readonly SponsorRecordEntry[] }) {
  const first = record[0];
  if (!first) return null;
  return (
    <Badge tone="success" className="self-start" title={`On the ${first.registerName}, as of ${first.asOf}`}>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Registered sponsor
    </Badge>
  );
}
