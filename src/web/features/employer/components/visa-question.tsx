import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/input";
import type { JobForm } from "../lib/job-form-values";

/** The visa answer: yes or no, and the employer's own sentence, which job seekers read. */
export function VisaQuestion({ form }: { form: UseFormReturn<JobForm> }) {
  const id = useId();
  const error = form.formState.errors.visaStatus?.message;
  return (
    <div className="flex flex-col gap-4 sm:col-span-2">
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-fg">Do you sponsor visas for this role?</legend>
        <div className="flex flex-wrap gap-4">
          {(["yes", "no"] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-fg">
              <input
                type="radio"
                value={value}
                className="size-4 accent-primary"
                aria-invalid={error ? true : undefined}
                {...form.register("visaStatus")}
              />
              {value === "yes" ? "Yes" : "No"}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <Field
        label="In one sentence, what do you offer about visas?"
        error={form.formState.errors.visaEvidence?.message}
        hint="Job seekers read this sentence as it is. For example: “We sponsor work visas and pay for relocation.” or “We cannot sponsor visas; you need the right to work in Germany.”"
      >
        <Textarea rows={2} {...form.register("visaEvidence")} />
      </Field>
    </div>
  );
}
