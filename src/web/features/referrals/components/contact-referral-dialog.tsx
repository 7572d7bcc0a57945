import { zodResolver } from "@hookform/resolvers/zod";
import type { Me } from "@shared/schemas/auth";
import { MessageContentSchema, type Referrer } from "@shared/schemas/referrals";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateReferralRequest } from "../api/create-referral-request";
import { useReferrerJobOptions } from "../api/get-job-options";

/** `job` is the select's value: a job id, or "" for none. */
const FormSchema = z.object({ message: MessageContentSchema, job: z.string() });
type FormValues = z.infer<typeof FormSchema>;

export function introductionFor(referrer: Referrer, me: Me): string {
  const firstName = referrer.user.fullName.trim().split(/\s+/)[0] ?? referrer.user.fullName;
  return `Hi ${firstName}, I'm ${me.fullName}. I'd love to be referred for a role at ${referrer.company.name}. Would you be open to a quick chat about current openings and whether my background fits?`;
}

interface ContactReferralDialogProps {
  referrer: Referrer | null;
  me: Me | null;
  /** Where a visitor comes back to after signing in (the dialog opens again there). */
  returnTo: string;
  onOpenChange: (open: boolean) => void;
}

/** Contact for Referral: a signed-in seeker sends an introduction; a visitor is asked to sign in. */
export function ContactReferralDialog({ referrer, me, returnTo, onOpenChange }: ContactReferralDialogProps) {
  if (!referrer) return null;
  const open = true;
  if (!me) {
    const next = encodeURIComponent(returnTo);
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Sign in to contact this referrer"
        description={`Sign in or create a free account to message ${referrer.user.fullName} about a referral at ${referrer.company.name}.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <ButtonLink href={`/register?next=${next}`} variant="secondary">
            Create Account
          </ButtonLink>
          <ButtonLink href={`/login?next=${next}`}>Sign In</ButtonLink>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Contact ${referrer.user.fullName}`}
      description={`Introduce yourself and ask for a referral at ${referrer.company.name}.`}
    >
      <IntroductionForm key={referrer.id} referrer={referrer} me={me} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function IntroductionForm({ referrer, me, onCancel }: { referrer: Referrer; me: Me; onCancel: () => void }) {
  const [, navigate] = useLocation();
  const send = useCreateReferralRequest();
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { message: introductionFor(referrer, me), job: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      {
        offeringId: referrer.id,
        message: values.message,
        ...(values.job === "" ? {} : { jobId: Number(values.job) }),
      },
      {
        onSuccess: (result) => {
          toast({
            title: result.created ? "Referral request sent" : "Message sent",
            description: `Your message to ${referrer.user.fullName} has been sent.`,
          });
          navigate(`/my-referrals?tab=messages&with=${referrer.userId}`);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <JobChoice referrer={referrer} register={form.register("job")} />
      <Field label="Introduction message" error={form.formState.errors.message?.message}>
        <Textarea rows={7} maxLength={5000} {...form.register("message")} />
      </Field>
      {send.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-fg">
          {errorMessage(send.error, "There was an error sending your message. Please try again.")}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send Request"}
        </Button>
      </div>
    </form>
  );
}

/** The person's saved and tracked jobs at the referrer's company; naming one is optional. */
function JobChoice({ referrer, register }: { referrer: Referrer; register: UseFormRegisterReturn<"job"> }) {
  const options = useReferrerJobOptions(referrer.id);
  const jobs = options.data?.jobs ?? [];
  const hint = options.isPending
    ? "Loading your saved and tracked jobs…"
    : options.isError
      ? "Your saved jobs could not be loaded; you can still send the request."
      : jobs.length === 0
        ? `You have no saved or tracked jobs at ${referrer.company.name}. Save one to name it here.`
        : "Your saved and tracked jobs at this company. The referrer sees the job you choose.";
  return (
    <Field label="Job (optional)" hint={hint}>
      <Select {...register} disabled={jobs.length === 0}>
        <option value="">No particular job</option>
        {jobs.map((job) => (
          <option key={job.id} value={String(job.id)}>
            {job.title} · {job.location}
            {job.applicationStatus ? ` (${job.applicationStatus})` : " (saved)"}
          </option>
        ))}
      </Select>
    </Field>
  );
}
