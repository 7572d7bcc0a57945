import type { Job } from "@shared/schemas/jobs";
import { ExternalLink } from "lucide-react";
import { DemoBadge } from "../../../components/demo-badge";
import { Card } from "../../../components/ui/card";

/** Shown when the company has not written a description. */
export function companyFallbackText(name: string): string {
  return `${name} is hiring internationally. Visit their website to learn more about the team, culture and benefits.`;
}

export function AboutCompany({ company }: { company: Job["company"] }) {
  return (
    <Card>
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-fg">
        About {company.name}
        {company.isDemo ? <DemoBadge detail="company, fictional" /> : null}
      </h2>
      <p className="mt-3 leading-relaxed text-fg">
        {company.description || companyFallbackText(company.name)}
      </p>
      {company.isDemo ? (
        <p className="mt-2 text-sm text-muted">
          {company.name} is fictional, made up to show how Borderless works: it has no website and takes no
          applications.
        </p>
      ) : null}
      {company.website && !company.isDemo ? (
        <a
          href={company.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-medium text-fg underline underline-offset-2 hover:no-underline"
        >
          Visit website
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </Card>
  );
}
