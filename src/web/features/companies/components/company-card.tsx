import { truncate } from "@shared/domain/truncate";
import type { CompanySummary } from "@shared/schemas/companies";
import { Briefcase, MapPin } from "lucide-react";
import type { Ref } from "react";
import { CompanyLogo } from "../../../components/company-logo";
import { DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Badge } from "../../../components/ui/badge";
import { UnverifiedBadge } from "../../../components/unverified-badge";
import { plural } from "../lib/plural";

/** A company in the list: its name opens the company page. */
export function CompanyCard({
  company,
  nameRef,
}: {
  company: CompanySummary;
  nameRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <CompanyLogo name={company.name} logo={company.logo} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold leading-snug text-fg sm:text-lg">
            <PrefetchLink href={`/companies/${company.id}`} ref={nameRef} className="hover:underline">
              {company.name}
            </PrefetchLink>
          </h2>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {company.location}
          </p>
        </div>
      </div>
      {company.description ? (
        <p className="flex-1 text-sm text-muted">{truncate(company.description, 120)}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 text-fg">
          <Briefcase className="size-4" aria-hidden="true" />
          {plural(company.openJobs, "open job")}
        </span>
        {company.sponsoringJobs > 0 ? (
          <Badge tone="success">{company.sponsoringJobs} sponsor visas</Badge>
        ) : null}
        {company.isDemo ? <DemoBadge detail="company, fictional" /> : null}
        {company.verified === false ? <UnverifiedBadge /> : null}
      </div>
    </article>
  );
}
