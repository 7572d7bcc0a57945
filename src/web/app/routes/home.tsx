import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "../../components/ui/page-header";
import { ApplicationsCard } from "../../features/applications/components/applications-card";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { CountriesGridSkeleton } from "../../features/countries/components/countries-grid-skeleton";
import { CountryCard } from "../../features/countries/components/country-card";
import { CountryComparisonWidget } from "../../features/countries/components/country-comparison-widget";
import { DashboardSearch } from "../../features/jobs/components/dashboard-search";
import { RecentJobs } from "../../features/jobs/components/recent-jobs";
import { RecommendedJobs } from "../../features/jobs/components/recommended-jobs";
import { ReferralBanner } from "../../features/jobs/components/referral-banner";
import { StatTiles } from "../../features/jobs/components/stat-tiles";
import { errorMessage } from "../../lib/api-client";
import { useSession } from "../../lib/session";

const TRENDING = 3;

function TrendingCountries() {
  const countries = useCountrySummaries();
  return (
    <section aria-labelledby="trending-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="trending-title" className="text-lg font-semibold text-fg">
          Trending Countries
        </h2>
        <Link
          href="/countries"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-fg underline underline-offset-2 hover:no-underline"
        >
          View all countries
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {countries.isPending ? (
        <CountriesGridSkeleton count={TRENDING} className="sm:grid-cols-3" />
      ) : countries.isError ? (
        <p role="alert" className="text-sm text-fg">
          {errorMessage(countries.error, "The countries could not be loaded.")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {countries.data.slice(0, TRENDING).map((country) => (
            <CountryCard key={country.id} country={country} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function HomePage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title={user ? `Welcome back, ${user.fullName}` : "Welcome back"}
        subtitle="Track your job search and explore global opportunities"
      />
      <div className="flex flex-col gap-8">
        <DashboardSearch />
        <StatTiles />
        <RecommendedJobs />
        <ApplicationsCard />
        <TrendingCountries />
        <RecentJobs />
        <ReferralBanner />
        <CountryComparisonWidget />
      </div>
    </>
  );
}
