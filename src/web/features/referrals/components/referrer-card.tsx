import type { Referrer } from "@shared/schemas/referrals";
import { Briefcase, Building2 } from "lucide-react";
import { DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Badge } from "../../../components/ui/badge";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

export function ReferrerCard({
  referrer,
  isOwn,
  onContact,
}: {
  referrer: Referrer;
  isOwn: boolean;
  onContact: (referrer: Referrer) => void;
}) {
  const { user, company } = referrer;
  const years = referrer.experience;
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-fg"
        >
          {Array.from(user.fullName.trim())[0]?.toUpperCase() ?? "?"}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-fg">{user.fullName}</h2>
          <p className="text-sm text-muted">{user.profession || "Professional"}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={referrer.currentEmployee ? "success" : "neutral"}>
          {referrer.currentEmployee ? "Current Employee" : "Former Employee"}
        </Badge>
        {referrer.successRate === null ? (
          <Badge tone="neutral">New referrer</Badge>
        ) : (
          <Badge tone="primary">{referrer.successRate}% success rate</Badge>
        )}
        {isOwn ? <Badge tone="warning">Your offer</Badge> : null}
        {referrer.isDemo ? <DemoBadge detail="referrer, fictional person and company" /> : null}
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="text-fg">
          <dt className="sr-only">Company</dt>
          <dd className="flex items-center gap-2">
            <Building2 className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <PrefetchLink
              href={`/companies/${company.id}`}
              className="underline underline-offset-2 hover:no-underline"
            >
              {company.name}
            </PrefetchLink>
          </dd>
        </div>
        <div className="text-fg">
          <dt className="sr-only">Experience</dt>
          <dd className="flex items-center gap-2">
            <Briefcase className="size-4 shrink-0 text-muted" aria-hidden="true" />
            {years} {years === 1 ? "year" : "years"} of experience
          </dd>
        </div>
      </dl>
      <p className="flex-1 text-sm text-fg">{referrer.description}</p>
      {user.skills.length > 0 ? (
        <ul aria-label={`Skills of ${user.fullName}`} className="flex flex-wrap gap-1.5">
          {user.skills.map((skill) => (
            <li key={skill} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs text-fg">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {isOwn ? (
        <ButtonLink href="/my-referrals" variant="secondary" size="sm">
          Manage in My Referrals
        </ButtonLink>
      ) : (
        <Button onClick={() => onContact(referrer)}>
          Contact for Referral<span className="sr-only"> with {user.fullName}</span>
        </Button>
      )}
    </Card>
  );
}
