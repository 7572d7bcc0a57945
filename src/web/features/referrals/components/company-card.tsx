import { truncate } from "@shared/domain/truncate";
import type { ReferralCompanyWithCount } from "@shared/schemas/referrals";
import { MapPin, Users } from "lucide-react";
import { CompanyLogo } from "../../../components/company-logo";
import { DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

export function CompanyCard({
  company,
  onBrowse,
}: {
  company: ReferralCompanyWithCount;
  onBrowse: (company: ReferralCompanyWithCount) => void;
}) {
  const count = company.referrerCount;
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-start gap-3">
        <CompanyLogo name={company.name} logo={company.logo} />
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-fg">
            <PrefetchLink href={`/companies/${company.id}`} className="hover:underline">
              {company.name}
            </PrefetchLink>
            {company.isDemo ? <DemoBadge detail="company, fictional" /> : null}
          </h2>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {company.location}
          </p>
        </div>
      </div>
      <p className="flex-1 text-sm text-muted">
        {company.description ? truncate(company.description, 100) : "No description provided"}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex items-center gap-1 text-sm text-fg">
          <Users className="size-4" aria-hidden="true" />
          {count} {count === 1 ? "referrer" : "referrers"}
        </span>
        <Button size="sm" onClick={() => onBrowse(company)}>
          Browse Referrers<span className="sr-only"> at {company.name}</span>
        </Button>
      </div>
    </Card>
  );
}
