import { zodResolver } from "@hookform/resolvers/zod";
import { type ManagedCompany, type UpdateCompany, UpdateCompanySchema } from "@shared/schemas/employer";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useUpdateCompany } from "../api/update-company";

/** A company page's details; its name stays as created. */
export function CompanyDetailsForm({ company }: { company: ManagedCompany }) {
  const update = useUpdateCompany();
  const form = useForm<UpdateCompany>({
    resolver: zodResolver(UpdateCompanySchema),
    values: {
      description: company.description ?? "",
      website: company.website ?? "",
      location: company.location,
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: company.id, ...values },
      {
        onSuccess: () =>
          toast({ title: "Company page saved", description: `${company.name} is up to date.` }),
        onError: (error) => {
          applyServerFieldErrors(form, error);
          toast({
            title: "Could not save the company page",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Location" error={errors.location?.message}>
        <Input {...form.register("location")} />
      </Field>
      <Field label="Website (optional)" error={errors.website?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register("website")} />
      </Field>
      <Field
        label="About the company (optional)"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={4} {...form.register("description")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? "Saving..." : "Save company details"}
        </Button>
      </div>
    </form>
  );
}
