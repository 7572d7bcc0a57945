import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/domain/job-limits";
import type { CountryRef } from "@shared/schemas/countries";
import { RotateCcw } from "lucide-react";
import { type Ref, useMemo } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { useChangeAfterPaint } from "../../../lib/use-change-after-paint";
import type { EmploymentType, JobSearchFilters, WorkType } from "../lib/search-params";

interface JobFiltersProps {
  filters: JobSearchFilters;
  countries: Pick<CountryRef, "id" | "name">[];
  countriesError?: string | null;
  onChange: (patch: Partial<JobSearchFilters>) => void;
  onReset: () => void;
  firstFieldRef?: Ref<HTMLSelectElement>;
  /** In a card with its own heading (beside the results), or bare inside a sheet that names it. */
  framed?: boolean;
}

const ALL = "all";

/**
 * The filter panel of section 2: country, employment type, work type, visa only, reset. A choice
 * shows at once; the page (its address and results) follows after the next paint.
 */
export function JobFilters({
  filters,
  countries,
  countriesError,
  onChange,
  onReset,
  firstFieldRef,
  framed = true,
}: JobFiltersProps) {
  const [country, setCountry] = useChangeAfterPaint(filters.country, (next) => onChange({ country: next }));
  const [employmentType, setEmploymentType] = useChangeAfterPaint(filters.employmentType, (next) =>
    onChange({ employmentType: next }),
  );
  const [workType, setWorkType] = useChangeAfterPaint(filters.workType, (next) =>
    onChange({ workType: next }),
  );
  const [visa, setVisa] = useChangeAfterPaint(filters.visa, (next) => onChange({ visa: next }));
  const [registered, setRegistered] = useChangeAfterPaint(filters.registeredSponsor ?? false, (next) =>
    onChange({ registeredSponsor: next }),
  );
  // The same elements from render to render: a choice does not redraw two hundred options.
  const countryOptions = useMemo(
    () =>
      countries.map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.name}
        </option>
      )),
    [countries],
  );
  return (
    <div
      className={
        framed
          ? "flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm"
          : "flex flex-col gap-4"
      }
    >
      {framed ? <h2 className="text-base font-semibold text-fg">Filters</h2> : null}
      <Field label="Country" error={countriesError ?? undefined}>
        <Select
          ref={firstFieldRef}
          value={country === null ? ALL : String(country)}
          onChange={(e) => setCountry(e.target.value === ALL ? null : Number(e.target.value))}
        >
          <option value={ALL}>All Countries</option>
          {countryOptions}
          {country !== null && !countries.some((c) => c.id === country) ? (
            <option value={String(country)}>Country #{country}</option>
          ) : null}
        </Select>
      </Field>
      <Field label="Employment Type">
        <Select
          value={employmentType ?? ALL}
          onChange={(e) =>
            setEmploymentType(e.target.value === ALL ? null : (e.target.value as EmploymentType))
          }
        >
          <option value={ALL}>All Types</option>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Work Type">
        <Select
          value={workType ?? ALL}
          onChange={(e) => setWorkType(e.target.value === ALL ? null : (e.target.value as WorkType))}
        >
          <option value={ALL}>All Work Types</option>
          {WORK_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox label="Visa Sponsorship Only" checked={visa} onChange={(e) => setVisa(e.target.checked)} />
      <Checkbox
        label="Registered sponsor"
        checked={registered}
        onChange={(e) => setRegistered(e.target.checked)}
      />
      <Button variant="secondary" onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Reset Filters
      </Button>
    </div>
  );
}
