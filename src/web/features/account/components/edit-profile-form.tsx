import { zodResolver } from "@hookform/resolvers/zod";
import type { Profile } from "@shared/schemas/account";
import { FullNameSchema, ProfessionSchema } from "@shared/schemas/auth";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { SectionCard } from "./section-card";

const ProfileFormSchema = z.object({ fullName: FullNameSchema, profession: ProfessionSchema });
type ProfileForm = z.infer<typeof ProfileFormSchema>;

export function EditProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    values: { fullName: profile.fullName, profession: profile.profession ?? "" },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () =>
        toast({ title: "Profile saved", description: "Your name and profession are up to date." }),
      onError: (error) =>
        toast({
          title: "Could not save your profile",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    }),
  );

  return (
    <SectionCard title="Personal details" description="Shown on your profile and to referrers you contact.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register("fullName")} />
        </Field>
        <Field label="Profession" error={errors.profession?.message}>
          <Input autoComplete="organization-title" {...form.register("profession")} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
            {update.isPending ? "Saving..." : "Save Profile"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
