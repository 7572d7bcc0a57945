import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateCompany, CreateCompanySchema } from "@shared/schemas/employer";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useCreateCompany } from "../api/create-company";

const EMPTY = { name: "", description: "", website: "", location: "" };

/** A new company page; its creator manages it. */
export function CreateCompanyForm({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateCompany();
  const form = useForm<CreateCompany>({ resolver: zodResolver(CreateCompanySchema), defaultValues: EMPTY });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (company) => {
        toast({ title: "Company page created", description: `You manage ${company.name}.` });
        form.reset(EMPTY);
        onCreated(company.id);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        if (!form.getFieldState("name").error) {
          toast({
            title: "Could not create the company page",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Company name" error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register("name")} />
      </Field>
      <Field
        label="Location"
        error={errors.location?.message}
        hint="Where the company is based: Berlin, Germany"
      >
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
        <Textarea rows={3} {...form.register("description")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create company page"}
        </Button>
      </div>
    </form>
  );
}
