import { cityInfo } from "@shared/domain/city-info";
import { placeImage } from "@shared/domain/place-image";
import { scoreTone } from "@shared/domain/score-colour";
import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { PrefetchLink } from "../../../app/prefetch-link";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ImageWithFallback } from "../../../components/ui/image-with-fallback";
import { MetricBar } from "../../../components/ui/metric-bar";
import { Skeleton } from "../../../components/ui/skeleton";

interface PlaceMetrics {
  employmentOpportunity: number;
  culturalAcceptance: number;
  housingAvailability: number;
  racism: number;
  vegetarianFriendly: number;
}

function Metrics({ metrics }: { metrics: PlaceMetrics }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      <MetricBar
        label="Employment Opportunity"
        value={metrics.employmentOpportunity}
        tone={scoreTone(metrics.employmentOpportunity)}
      />
      <MetricBar
        label="Cultural Acceptance"
        value={metrics.culturalAcceptance}
        tone={scoreTone(metrics.culturalAcceptance)}
      />
      <MetricBar
        label="Housing Availability"
        value={metrics.housingAvailability}
        max={10}
        unit="/10"
        tone={scoreTone(metrics.housingAvailability, { outOf10: true })}
      />
      <MetricBar
        label="Racism Index"
        value={metrics.racism}
        tone={scoreTone(metrics.racism, { inverse: true })}
        note="Lower is better"
      />
      <MetricBar
        label="Vegetarian Friendly"
        value={metrics.vegetarianFriendly}
        tone={scoreTone(metrics.vegetarianFriendly)}
      />
    </div>
  );
}

/** The place behind a job: its city's figures, or its country's (labelled so) when there is no city. */
export function LocationInfoCard({
  job,
  country,
  countryPending,
}: {
  job: Job;
  country: Country | undefined;
  countryPending: boolean;
}) {
  const headingId = useId();
  const city = job.jobLocation;
  const info = cityInfo(city?.name ?? job.location);
  const countryName = job.country?.name ?? country?.name;
  const placeName =
    countryName && info.cityName !== countryName ? `${info.cityName}, ${countryName}` : info.cityName;
  const fallbackImage =
    city || !job.country
      ? info.cityImage
      : placeImage({ colors: job.country.colors, label: job.country.name });
  const insightsHref = `/countries/${job.countryId ?? 1}?fromJob=${job.id}&city=${encodeURIComponent(info.cityName)}`;

  return (
    <Card className="overflow-hidden p-0" role="region" aria-labelledby={headingId}>
      <ImageWithFallback
        src={city?.image ?? null}
        fallbackSrc={fallbackImage}
        alt=""
        className="h-40 w-full object-cover"
        width={640}
        height={320}
      />
      <div className="p-5">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Location Information
        </h2>
        <p className="mt-1 font-medium text-fg">{placeName}</p>
        {city ? (
          <>
            <p className="mt-2 text-sm leading-relaxed text-muted">{city.description}</p>
            <Metrics metrics={city} />
          </>
        ) : country ? (
          <>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              City figures are not available for this job. These are country-level figures for {country.name}.
            </p>
            <Metrics metrics={country} />
          </>
        ) : countryPending ? (
          <div className="mt-4 space-y-3" aria-hidden="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">Location figures are not available for this job.</p>
        )}
        <PrefetchLink href={insightsHref} className={buttonClass("secondary", "md", "mt-5 w-full")}>
          View Location Insights
          <ArrowRight className="size-4" aria-hidden="true" />
        </PrefetchLink>
      </div>
    </Card>
  );
}
