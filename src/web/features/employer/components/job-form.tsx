import { zodResolver } from "@hookform/resolvers/zod";
import type { EmployerJobInput } from "@shared/schemas/employer";
import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/schemas/jobs";
import { SALARY_PERIODS } from "@shared/schemas/postings";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { type SaveJobTarget, useSaveJob } from "../api/save-job";
import { formFieldOf, type JobForm, JobFormSchema, toPostingInput } from "../lib/job-form-values";
import { VisaQuestion } from "./visa-question";

const PERIOD_LABELS: Record<(typeof SALARY_PERIODS)[number], string> = {
  HOUR: "Per hour",
  DAY: "Per day",
  WEEK: "Per week",
  MONTH: "Per month",
  YEAR: "Per year",
};

interface JobFormProps {
  target: SaveJobTarget;
  initial: JobForm;
  countries: { code: string; name: string }[];
  submitLabel: string;
  onSaved: (job: { id: number; company: { id: number } }) => void;
}

/** Posting or editing a job: every field labelled, errors under their fields and announced. */
export function JobPostingForm({ target, initial, countries, submitLabel, onSaved }: JobFormProps) {
  const save = useSaveJob();
  const form = useForm<JobForm>({ resolver: zodResolver(JobFormSchema), defaultValues: initial });
  const errors = form.formState.errors;

  // An answer about a field is shown under it, focused, and nowhere else: a toast over the form
  // would cover the very message it repeats. Only what no field can show becomes a toast.
  function failed(error: unknown) {
    let placed = false;
    if (error instanceof ApiError) {
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const name = formFieldOf(field);
        if (name && messages[0]) {
          form.setError(name, { type: "server", message: messages[0] }, { shouldFocus: !placed });
          placed = true;
        }
      }
    }
    if (placed) return;
    toast({
      title: "Could not save the job",
      description: errorMessage(error, "Please try again."),
      variant: "destructive",
    });
  }

  const onSubmit = form.handleSubmit((values) => {
    const input: EmployerJobInput = toPostingInput(values);
    save.mutate({ target, input }, { onSuccess: onSaved, onError: failed });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Job title" error={errors.title?.message} className="sm:col-span-2">
        <Input {...form.register("title")} />
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint="Plain text; line breaks are kept."
        className="sm:col-span-2"
      >
        <Textarea rows={8} {...form.register("description")} />
      </Field>
      <Field label="Employment type" error={errors.employmentType?.message}>
        <Select {...form.register("employmentType")}>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </Select>
      </Field>
      <Field label="Work type" error={errors.workType?.message}>
        <Select {...form.register("workType")}>
          {WORK_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </Select>
      </Field>
      <Field label="Country" error={errors.countryCode?.message}>
        <Select {...form.register("countryCode")}>
          <option value="">Remote — anywhere</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="City (optional)" error={errors.city?.message}>
        <Input autoComplete="address-level2" {...form.register("city")} />
      </Field>
      <Field label="Salary from (optional)" error={errors.salaryMin?.message}>
        <Input inputMode="numeric" {...form.register("salaryMin")} />
      </Field>
      <Field label="Salary to (optional)" error={errors.salaryMax?.message}>
        <Input inputMode="numeric" {...form.register("salaryMax")} />
      </Field>
      <Field label="Currency" error={errors.salaryCurrency?.message} hint="Three letters, like EUR or USD.">
        <Input maxLength={3} className="uppercase" {...form.register("salaryCurrency")} />
      </Field>
      <Field label="Pay period" error={errors.salaryPeriod?.message}>
        <Select {...form.register("salaryPeriod")}>
          {SALARY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Skills (optional)"
        error={errors.skills?.message}
        hint="Separate skills with commas: TypeScript, PostgreSQL"
        className="sm:col-span-2"
      >
        <Input {...form.register("skills")} />
      </Field>
      <Field label="Apply link" error={errors.applyUrl?.message} hint="Where people apply, starting https://">
        <Input type="url" inputMode="url" {...form.register("applyUrl")} />
      </Field>
      <Field label="Closing date (optional)" error={errors.validThrough?.message}>
        <Input type="date" {...form.register("validThrough")} />
      </Field>
      <VisaQuestion form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
