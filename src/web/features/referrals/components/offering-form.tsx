import { zodResolver } from "@hookform/resolvers/zod";
import { type OfferingInput, OfferingInputSchema, type Referrer } from "@shared/schemas/referrals";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Switch } from "../../../components/ui/switch";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useCompanyOptions } from "../api/get-company-options";

interface OfferingFormProps {
  offering?: Referrer;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (values: OfferingInput) => void;
  onCancel: () => void;
}

/** Offer New Referral and Edit Referral share this form and the server's schema. */
export function OfferingForm({
  offering,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: OfferingFormProps) {
  const companies = useCompanyOptions();
  const form = useForm<OfferingInput>({
    resolver: zodResolver(OfferingInputSchema),
    defaultValues: offering
      ? {
          companyId: offering.companyId,
          experience: offering.experience,
          description: offering.description,
          currentEmployee: offering.currentEmployee,
          available: offering.available,
        }
      : { experience: 0, description: "", currentEmployee: true, available: true },
  });
  const errors = form.formState.errors;
  const serverFieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const companyError = errors.companyId?.message ?? serverFieldErrors.companyId?.[0];

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field
        label="Company"
        error={companyError}
        hint={companies.isError ? "Could not load companies." : undefined}
      >
        <Select
          disabled={companies.isPending}
          {...form.register("companyId", {
            setValueAs: (v: string | number) => (v === "" || v === undefined ? undefined : Number(v)),
          })}
        >
          <option value="">{companies.isPending ? "Loading companies..." : "Choose a company"}</option>
          {companies.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Years of experience" error={errors.experience?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          {...form.register("experience", {
            setValueAs: (v: string | number) => (v === "" ? undefined : Number(v)),
          })}
        />
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint="What roles can you refer for, and what should people include? 10 to 1,000 characters."
      >
        <Textarea rows={5} maxLength={1000} {...form.register("description")} />
      </Field>
      <Controller
        control={form.control}
        name="currentEmployee"
        render={({ field }) => (
          <Switch
            label="I currently work here"
            description="Turn off if you are a former employee."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="available"
        render={({ field }) => (
          <Switch
            label="Active"
            description="Active offers are shown on the Referral Marketplace."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
          {errorMessage(error, "Something went wrong. Please try again.")}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
