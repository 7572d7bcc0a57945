import { zodResolver } from "@hookform/resolvers/zod";
import {
  REFERRAL_SOURCES,
  WAITLIST_COUNTRIES,
  WAITLIST_ROLES,
  type WaitlistInput,
  WaitlistInputSchema,
  type WaitlistJoined,
  type WaitlistRequest,
} from "@shared/schemas/waitlist";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useJoinWaitlist } from "../api/join-waitlist";
import { CheckboxGroup } from "./checkbox-group";

const EMPTY: WaitlistInput = {
  email: "",
  fullName: "",
  profession: "",
  interestedCountries: [],
  interestedRoles: [],
  preferredContactMethod: "email",
  phoneNumber: "",
  referralSource: "",
};

/** Every field of the waitlist entry; on success the form clears and the caller shows the position. */
export function WaitlistForm({ onJoined }: { onJoined: (answer: WaitlistJoined) => void }) {
  const join = useJoinWaitlist();
  const form = useForm<WaitlistInput, unknown, WaitlistRequest>({
    resolver: zodResolver(WaitlistInputSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const byPhone = form.watch("preferredContactMethod") === "phone";

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, {
      onSuccess: (answer) => {
        toast(
          answer.alreadyJoined
            ? {
                title: "You're already on the waitlist",
                description: `You're #${answer.position} in line. We sent your confirmation when you first joined.`,
              }
            : {
                title: "Welcome to the waitlist!",
                description: `You're #${answer.position} in line. Check your email for a confirmation with next steps!`,
              },
        );
        form.reset(EMPTY);
        onJoined(answer);
      },
      onError: (error) =>
        toast({
          title: "Failed to join waitlist",
          description: errorMessage(error, "Something went wrong. Please try again."),
          variant: "destructive",
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register("fullName")} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </Field>
        <Field label="Profession (optional)" error={errors.profession?.message} className="sm:col-span-2">
          <Input
            autoComplete="organization-title"
            placeholder="e.g. Software Engineer"
            {...form.register("profession")}
          />
        </Field>
      </div>

      <CheckboxGroup
        legend="Countries you're interested in"
        options={WAITLIST_COUNTRIES}
        registration={form.register("interestedCountries")}
        error={errors.interestedCountries?.message ?? errors.interestedCountries?.[0]?.message}
      />
      <CheckboxGroup
        legend="Role types you're looking for"
        options={WAITLIST_ROLES}
        registration={form.register("interestedRoles")}
        error={errors.interestedRoles?.message ?? errors.interestedRoles?.[0]?.message}
      />

      <fieldset>
        <legend className="text-sm font-medium text-fg">Preferred contact method</legend>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {(["email", "phone"] as const).map((method) => (
            <label
              key={method}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-fg"
            >
              <input
                type="radio"
                value={method}
                className="size-5 accent-[var(--color-primary)]"
                {...form.register("preferredContactMethod")}
              />
              {method === "email" ? "Email" : "Phone"}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {byPhone ? (
          <Field
            label="Phone number"
            error={errors.phoneNumber?.message}
            hint="Include your country code, e.g. +44"
          >
            <Input type="tel" autoComplete="tel" {...form.register("phoneNumber")} />
          </Field>
        ) : null}
        <Field label="How did you hear about us? (optional)" error={errors.referralSource?.message}>
          <Select {...form.register("referralSource")}>
            <option value="">Choose one</option>
            {REFERRAL_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <Button type="submit" disabled={join.isPending} className="w-full sm:w-auto sm:self-start">
        {join.isPending ? "Joining Waitlist..." : "Join Waitlist"}
      </Button>
    </form>
  );
}
