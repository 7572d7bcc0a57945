import type { CompanyDetail } from "@shared/schemas/companies";
import { ExternalLink, MapPin, Settings2 } from "lucide-react";
import { CompanyLogo } from "../../../components/company-logo";
import { DemoBadge } from "../../../components/demo-badge";
import { ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { UnverifiedBadge } from "../../../components/unverified-badge";

/** Name, logo, what it does, its website, where it hires, and the way in for its managers. */
export function CompanyHeader({ company }: { company: CompanyDetail }) {
  const places = company.locations.length > 0 ? company.locations : [company.location];
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={company.name} logo={company.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-fg md:text-3xl">
            {company.name}
            {company.isDemo ? <DemoBadge detail="company, fictional" /> : null}
            {company.verified === false ? <UnverifiedBadge /> : null}
          </h1>
          {company.verified === false ? (
            <p className="mt-2 text-sm text-muted">
              A person made this page, and nobody has yet confirmed an email address at its website's domain:
              it may not speak for {company.name}.
            </p>
          ) : null}
          {company.isDemo ? (
            <p className="mt-2 text-sm text-muted">
              {company.name} is fictional, made up to show how Borderless works: it has no website and takes
              no applications.
            </p>
          ) : null}
          {company.description ? <p className="mt-3 leading-relaxed text-fg">{company.description}</p> : null}
          <div className="mt-3 flex items-start gap-1 text-sm text-muted">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Locations: </span>
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {places.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </div>
          {company.website && !company.isDemo ? (
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-medium text-fg underline underline-offset-2 hover:no-underline"
            >
              Visit website
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {company.canManage ? (
          <ButtonLink href={`/employer/companies/${company.id}`} variant="secondary">
            <Settings2 className="size-4" aria-hidden="true" />
            Manage this company
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
