import { zodResolver } from "@hookform/resolvers/zod";
import { PREFERENCE_MAX, type Settings, UpdateSettingsInputSchema } from "@shared/schemas/account";
import { normalizeSkills, SKILL_MAX, SKILLS_MAX } from "@shared/schemas/auth";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { useUpdateSettings } from "../api/update-settings";
import { SectionCard } from "./section-card";

function splitSkills(text: string): string[] {
  return normalizeSkills(text.split(","));
}

const PreferencesSchema = z.object({
  preferredJobTitle: UpdateSettingsInputSchema.shape.preferredJobTitle.unwrap(),
  preferredLocation: UpdateSettingsInputSchema.shape.preferredLocation.unwrap(),
  skillsText: z
    .string()
    .max(SKILLS_MAX * (SKILL_MAX + 2), "That is too many skills")
    .refine((t) => splitSkills(t).length <= SKILLS_MAX, `Add at most ${SKILLS_MAX} skills`)
    .refine(
      (t) => splitSkills(t).every((s) => s.length <= SKILL_MAX),
      `A skill must be at most ${SKILL_MAX} characters`,
    ),
  visaSponsorshipRequired: z.boolean(),
});
type Preferences = z.infer<typeof PreferencesSchema>;

/** Job-search preferences; the skills here are the same list as the profile's skills editor. */
export function JobPreferencesForm({ settings, skills }: { settings: Settings; skills: string[] }) {
  const updateSettings = useUpdateSettings();
  const updateProfile = useUpdateProfile();
  const form = useForm<Preferences>({
    resolver: zodResolver(PreferencesSchema),
    values: {
      preferredJobTitle: settings.preferredJobTitle,
      preferredLocation: settings.preferredLocation,
      skillsText: skills.join(", "),
      visaSponsorshipRequired: settings.visaSponsorshipRequired,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const pending = updateSettings.isPending || updateProfile.isPending;

  const onSubmit = form.handleSubmit(async ({ skillsText, ...preferences }) => {
    try {
      await Promise.all([
        updateSettings.mutateAsync(preferences),
        updateProfile.mutateAsync({ skills: splitSkills(skillsText) }),
      ]);
      toast({ title: "Preferences saved", description: "We'll use them to find your matches." });
    } catch (error) {
      toast({
        title: "Could not save your preferences",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <SectionCard title="Job Search Preferences" description="Tell us what you are looking for.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label="Preferred job title" error={errors.preferredJobTitle?.message}>
          <Input
            maxLength={PREFERENCE_MAX}
            placeholder="e.g. Frontend Engineer"
            {...form.register("preferredJobTitle")}
          />
        </Field>
        <Field label="Preferred location" error={errors.preferredLocation?.message}>
          <Input
            maxLength={PREFERENCE_MAX}
            placeholder="e.g. Berlin or Remote"
            {...form.register("preferredLocation")}
          />
        </Field>
        <Field
          label="Skills (comma separated)"
          error={errors.skillsText?.message}
          hint="The same skills as on your profile."
          className="sm:col-span-2"
        >
          <Input placeholder="React, TypeScript, SQL" {...form.register("skillsText")} />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="visaSponsorshipRequired"
            render={({ field }) => (
              <Switch
                label="Visa sponsorship required"
                description="Prefer jobs whose employer sponsors a work visa."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : "Save Preferences"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
