import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox";

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** A set of checkboxes for one list field, with its legend and its error read out together. */
export function CheckboxGroup({ legend, options, registration, error }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {options.map((option) => (
          <Checkbox key={option} label={option} value={option} {...registration} />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
