import type { JobSort } from "@shared/schemas/jobs";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { useChangeAfterPaint } from "../../../lib/use-change-after-paint";

const LABELS: Record<JobSort, string> = { newest: "Newest", match: "Best match" };

/**
 * "Sort by" for a signed-in person: newest first, or their best matches first. The choice shows at
 * once; the page follows after the next paint.
 */
export function JobSortSelect({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) {
  const [shown, change] = useChangeAfterPaint(value, onChange);
  return (
    <Field label="Sort by" className="sm:flex-row sm:items-center sm:gap-2">
      <Select
        value={shown}
        onChange={(e) => change(e.target.value === "match" ? "match" : "newest")}
        className="sm:w-44"
      >
        {(Object.keys(LABELS) as JobSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
