import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/domain/job-limits";
import type { CountryRef } from "@shared/schemas/countries";
import { RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import type { EmploymentType, JobSearchFilters, WorkType } from "../lib/search-params";

interface JobFiltersProps {
  filters: JobSearchFilters;
  countries: Pick<CountryRef, "id" | "name">[];
  countriesError?: string | null;
  onChange: (patch: Partial<JobSearchFilters>) => void;
  onReset: () => void;
  firstFieldRef?: Ref<HTMLSelectElement>;
}

const ALL = "all";

/** The filter panel of section 2: country, employment type, work type, visa only, reset. */
export function JobFilters({
  filters,
  countries,
  countriesError,
  onChange,
  onReset,
  firstFieldRef,
}: JobFiltersProps) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h2 className="text-base font-semibold text-fg">Filters</h2>
      <Field label="Country" error={countriesError ?? undefined}>
        <Select
          ref={firstFieldRef}
          value={filters.country === null ? ALL : String(filters.country)}
          onChange={(e) => onChange({ country: e.target.value === ALL ? null : Number(e.target.value) })}
        >
          <option value={ALL}>All Countries</option>
          {countries.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name}
            </option>
          ))}
          {filters.country !== null && !countries.some((c) => c.id === filters.country) ? (
            <option value={String(filters.country)}>Country #{filters.country}</option>
          ) : null}
        </Select>
      </Field>
      <Field label="Employment Type">
        <Select
          value={filters.employmentType ?? ALL}
          onChange={(e) =>
            onChange({ employmentType: e.target.value === ALL ? null : (e.target.value as EmploymentType) })
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
          value={filters.workType ?? ALL}
          onChange={(e) =>
            onChange({ workType: e.target.value === ALL ? null : (e.target.value as WorkType) })
          }
        >
          <option value={ALL}>All Work Types</option>
          {WORK_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        label="Visa Sponsorship Only"
        checked={filters.visa}
        onChange={(e) => onChange({ visa: e.target.checked })}
      />
      <Button variant="secondary" onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Reset Filters
      </Button>
    </div>
  );
}
