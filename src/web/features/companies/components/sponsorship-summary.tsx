import type { SponsorshipRecord } from "@shared/schemas/companies";
import { plural } from "../lib/plural";

/** "X of Y open jobs say they sponsor visas", and how the others answer. */
export function SponsorshipSummary({ record }: { record: SponsorshipRecord }) {
  if (record.openJobs === 0) return null;
  return (
    <div className="mb-4">
      <p className="text-lg font-medium text-fg">
        {record.yes} of {plural(record.openJobs, "open job")}{" "}
        {record.yes === 1 ? "says it sponsors" : "say they sponsor"} visas
      </p>
      <p className="mt-1 text-sm text-muted">
        {record.no} {record.no === 1 ? "says it does" : "say they do"} not; {record.unknown}{" "}
        {record.unknown === 1 ? "does" : "do"} not say. Each answer below quotes the posting.
      </p>
    </div>
  );
}
