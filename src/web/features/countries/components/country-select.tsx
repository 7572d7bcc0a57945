import type { Country } from "@shared/schemas/countries";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";

interface CountrySelectProps {
  label: string;
  countries: Pick<Country, "id" | "name">[];
  /** The chosen country's id as text; "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown as the empty first option; without it a country is always chosen. */
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled select of countries, used by the compare page and the dashboard widget. */
export function CountrySelect({
  label,
  countries,
  value,
  onChange,
  placeholder,
  disabled,
}: CountrySelectProps) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {countries.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
