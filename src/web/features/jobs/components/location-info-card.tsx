import { cityFigures, type PlaceFigures } from "@shared/domain/city-figures";
import { cityInfo } from "@shared/domain/city-info";
import { countryImages } from "@shared/domain/place-image";
import { scoreTone } from "@shared/domain/score-colour";
import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { PrefetchLink } from "../../../components/prefetch-link";
import { SourceLine } from "../../../components/source-line";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ImageWithFallback } from "../../../components/ui/image-with-fallback";
import { MetricBar } from "../../../components/ui/metric-bar";
import { Skeleton } from "../../../components/ui/skeleton";

/** The specification's Location Information bars, in its order and with its labels. */
const ROWS = [
  { key: "employmentOpportunity", label: "Employment Opportunity" },
  { key: "culturalAcceptance", label: "Cultural Acceptance" },
  { key: "housingAvailability", label: "Housing Availability", outOf10: true },
  { key: "racism", label: "Racism Index", inverse: true },
  { key: "vegetarianFriendly", label: "Vegetarian Friendly" },
] as const;

function Metrics({ metrics, onCity }: { metrics: PlaceFigures; onCity: boolean }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      {ROWS.map((row) => {
        const inverse = "inverse" in row;
        const outOf10 = "outOf10" in row;
        return (
          <div key={row.key}>
            <MetricBar
              label={row.label}
              value={metrics[row.key]}
              max={outOf10 ? 10 : 100}
              unit={outOf10 ? "/10" : "%"}
              tone={scoreTone(metrics[row.key], { inverse, outOf10 })}
              note={inverse ? "Lower is better" : undefined}
              missing={metrics.sources[row.key]?.missing === true}
            />
            <SourceLine metric={row.key} source={metrics.sources[row.key]} onCity={onCity} />
          </div>
        );
      })}
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
  // A city only GeoNames lists has no figures of its own: the country's are shown, labelled so.
  const figures = city ? cityFigures(city) : null;
  const info = cityInfo(city?.name ?? job.location);
  const countryName = job.country?.name ?? country?.name;
  const placeName =
    countryName && info.cityName !== countryName ? `${info.cityName}, ${countryName}` : info.cityName;
  // A job without a city shows its country's flag, whole.
  const showsFlag = !city && job.country !== null;
  const fallbackImage = job.country && !city ? countryImages(job.country) : info.cityImage;
  const insightsHref = `/countries/${job.countryId ?? 1}?fromJob=${job.id}&city=${encodeURIComponent(info.cityName)}`;

  return (
    <Card className="overflow-hidden p-0" role="region" aria-labelledby={headingId}>
      <ImageWithFallback
        src={city?.image ?? null}
        fallbackSrc={fallbackImage}
        alt=""
        className="h-40 w-full object-cover"
        fallbackClassName={showsFlag ? "h-40 w-full bg-surface-2 object-contain p-3" : undefined}
        width={640}
        height={320}
      />
      <div className="p-5">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Location Information
        </h2>
        <p className="mt-1 font-medium text-fg">{placeName}</p>
        {city && figures ? (
          <>
            {city.description ? (
              <p className="mt-2 text-sm leading-relaxed text-muted">{city.description}</p>
            ) : null}
            {Object.values(figures.sources).some((source) => source.level === "country") ? (
              <p className="mt-2 text-sm text-muted">
                No verified figures exist for {city.name} itself: these are{" "}
                {countryName ? `${countryName}'s` : "its country's"} country-level figures.
              </p>
            ) : null}
            <Metrics metrics={figures} onCity />
          </>
        ) : country ? (
          <>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              City figures are not available for this job. These are country-level figures for {country.name}.
            </p>
            <Metrics metrics={country} onCity={false} />
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
