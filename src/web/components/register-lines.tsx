import { describeRecordEntry } from "@shared/domain/visa-check";
import type { SponsorRecordEntry } from "@shared/schemas/sponsors";
import { ExternalLink } from "lucide-react";

/**
 * An employer's lines on government sponsor registers, each with a link to its publisher's page;
 * where a register counts approvals by fiscal year, the line says so.
 */
export function RegisterLines({ record }: { record: readonly SponsorRecordEntry[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {record.map((entry) => (
        <li key={`${entry.register}-${entry.matchedName}`} className="text-fg">
          {describeRecordEntry(entry)}.{" "}
          <a
            href={entry.sourceUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-primary underline underline-offset-2"
          >
            Source: {entry.registerName}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
