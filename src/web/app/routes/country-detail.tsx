import { parseRouteId } from "@shared/routes";
import type { Job } from "@shared/schemas/jobs";
import { ArrowLeft, Briefcase } from "lucide-react";
import { useSearchParams } from "wouter";
import { PrefetchLink } from "../../components/prefetch-link";
import { ButtonLink } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { LoadError } from "../../components/ui/load-error";
import { useCountry } from "../../features/countries/api/get-country";
import { useCountryCities } from "../../features/countries/api/get-country-cities";
import { useCountryJobs } from "../../features/countries/api/get-country-jobs";
import { useCitySearch } from "../../features/countries/api/search-cities";
import { CityFinder } from "../../features/countries/components/city-finder";
import { CityMetricsCard } from "../../features/countries/components/city-metrics-card";
import {
  CountryDetailSkeleton,
  CountryJobsSkeleton,
  PlaceHeroSkeleton,
} from "../../features/countries/components/country-detail-skeleton";
import { CountryMetricsCard } from "../../features/countries/components/country-metrics-card";
import { CountryNotFound } from "../../features/countries/components/country-not-found";
import { FollowCountryButton } from "../../features/countries/components/follow-country-button";
import { LivingStandardsCard } from "../../features/countries/components/living-standards-card";
import { PlaceHero } from "../../features/countries/components/place-hero";
import { WorkVisas } from "../../features/countries/components/work-visas";
import {
  cityFromParam,
  findCity,
  jobCityName,
  placeTitle,
  sameCity,
} from "../../features/countries/lib/place-title";
import { JobCard } from "../../features/jobs/components/job-card";
import { ApiError } from "../../lib/api-client";

export default function CountryDetailPage({ id }: { id: string }) {
  const countryId = parseRouteId(id);
  const [params] = useSearchParams();
  const fromJob = parseRouteId(params.get("fromJob") ?? undefined);
  const cityParam = cityFromParam(params.get("city"));
  const country = useCountry(countryId);
  const cities = useCountryCities(countryId);
  const jobs = useCountryJobs(countryId);
  // The city table's own spelling of `?city=` ("Krakow" → Kraków), by any of its names.
  const named = useCitySearch({ q: cityParam ?? "", country: countryId ?? 0, limit: 5 });

  const back = (
    <PrefetchLink
      href={fromJob ? `/jobs/${fromJob}` : "/countries"}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold tracking-wide text-fg hover:bg-surface-2"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      BACK
    </PrefetchLink>
  );

  const notFound = countryId === null || (country.error instanceof ApiError && country.error.status === 404);
  if (notFound) {
    return (
      <>
        {back}
        <CountryNotFound />
      </>
    );
  }
  if (country.isPending) {
    return (
      <>
        {back}
        <CountryDetailSkeleton />
      </>
    );
  }
  if (country.isError) {
    return (
      <>
        {back}
        <LoadError
          error={country.error}
          onRetry={() => country.refetch()}
          what="this country"
          headingLevel={1}
        />
      </>
    );
  }

  const data = country.data;
  const found = cityParam ? (named.data?.find((c) => c.exact)?.name ?? null) : null;
  const city = findCity(cities.data, found ?? cityParam);
  // Until the jobs arrive a title derived from them would change under the reader: wait for them.
  const title = placeTitle({ countryName: data.name, city, found, cityParam, jobs: jobs.data });
  const heading = city?.name ?? (cityParam ? title : data.name);
  const cityName = cityParam ? heading : null;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {back}
        <FollowCountryButton countryId={data.id} countryName={data.name} />
      </div>
      {jobs.isPending && !cityParam ? (
        <PlaceHeroSkeleton />
      ) : (
        <PlaceHero country={data} title={title} city={city} />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <CountryMetricsCard country={data} />
        <LivingStandardsCard country={data} />
        {city ? (
          <div className="lg:col-span-2">
            <CityMetricsCard city={city} countryName={data.name} />
          </div>
        ) : null}
        <div className="lg:col-span-2">
          <WorkVisas code={data.code} countryName={data.name} />
        </div>
      </div>
      <CityFinder countryId={data.id} countryName={data.name} />
      <CountryJobs
        heading={heading}
        countryName={data.name}
        cityName={cityName}
        jobs={jobs.data}
        isPending={jobs.isPending}
        error={jobs.error}
        onRetry={() => jobs.refetch()}
      />
    </>
  );
}

function CountryJobs({
  heading,
  countryName,
  cityName,
  jobs,
  isPending,
  error,
  onRetry,
}: {
  heading: string;
  countryName: string;
  cityName: string | null;
  jobs: Job[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const inCity = cityName
    ? (jobs ?? []).filter((j) => sameCity(jobCityName(j) ?? "", cityName))
    : (jobs ?? []);
  const elsewhere = cityName ? (jobs ?? []).filter((j) => !inCity.includes(j)) : [];
  return (
    <section aria-labelledby="jobs-heading" className="mt-8">
      <h2 id="jobs-heading" className="mb-4 text-xl font-semibold text-fg">
        Job Opportunities in {heading}
      </h2>
      {isPending ? (
        <CountryJobsSkeleton />
      ) : error ? (
        <LoadError error={error} onRetry={onRetry} what="the jobs" />
      ) : inCity.length === 0 ? (
        <EmptyState
          icon={<Briefcase className="size-6" aria-hidden="true" />}
          title="No job opportunities available at the moment"
          description={
            cityName && elsewhere.length > 0
              ? `There are other jobs in ${countryName} below.`
              : "Check back soon, or browse all jobs."
          }
          action={
            elsewhere.length > 0 ? undefined : (
              <ButtonLink href="/jobs" variant="secondary">
                Browse all jobs
              </ButtonLink>
            )
          }
        />
      ) : (
        <JobList jobs={inCity} />
      )}
      {elsewhere.length > 0 ? (
        <>
          <h2 className="mb-4 mt-8 text-xl font-semibold text-fg">More jobs in {countryName}</h2>
          <JobList jobs={elsewhere} />
        </>
      ) : null}
    </section>
  );
}

function JobList({ jobs }: { jobs: Job[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id} className="list-none">
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
