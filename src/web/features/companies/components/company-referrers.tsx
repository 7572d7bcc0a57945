import type { Referrer } from "@shared/schemas/referrals";
import { Users } from "lucide-react";
import { DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Badge } from "../../../components/ui/badge";
import { ButtonLink } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";

/** The marketplace's view of this company's referrers, where a seeker opens a contact. */
function contactHref(companyId: number, offeringId?: number): string {
  const params = new URLSearchParams({ tab: "referrers", company: String(companyId) });
  if (offeringId !== undefined) params.set("contact", String(offeringId));
  return `/referrals?${params}`;
}

/** The people offering referrals at the company; asking one opens the contact on the marketplace. */
export function CompanyReferrers({ companyId, referrers }: { companyId: number; referrers: Referrer[] }) {
  if (referrers.length === 0) {
    return (
      <EmptyState
        icon={<Users className="size-8" aria-hidden="true" />}
        title="No one offers referrals here yet"
        description="Referrers at other companies are on the referral marketplace."
        action={
          <ButtonLink href="/referrals" variant="secondary">
            Browse the referral marketplace
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {referrers.map((referrer) => (
          <li
            key={referrer.id}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
          >
            <h3 className="font-semibold text-fg">{referrer.user.fullName}</h3>
            <p className="text-sm text-muted">
              {referrer.user.profession || "Professional"} · {referrer.experience}{" "}
              {referrer.experience === 1 ? "year" : "years"} of experience
            </p>
            <p className="flex flex-wrap gap-2">
              <Badge tone={referrer.currentEmployee ? "success" : "neutral"}>
                {referrer.currentEmployee ? "Current Employee" : "Former Employee"}
              </Badge>
              {referrer.isDemo ? <DemoBadge detail="referrer, fictional person and company" /> : null}
            </p>
            <p className="flex-1 text-sm text-fg">{referrer.description}</p>
            <PrefetchLink
              href={contactHref(companyId, referrer.id)}
              className="inline-flex min-h-11 items-center font-medium text-fg underline underline-offset-2 hover:no-underline"
            >
              Ask for a referral<span className="sr-only"> from {referrer.user.fullName}</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <PrefetchLink
          href={contactHref(companyId)}
          className="inline-flex min-h-11 items-center font-medium text-fg underline underline-offset-2 hover:no-underline"
        >
          See them on the referral marketplace
        </PrefetchLink>
      </p>
    </>
  );
}
