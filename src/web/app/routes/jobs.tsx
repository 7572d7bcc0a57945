import { SlidersHorizontal } from "lucide-react";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useSearch, useSearchParams } from "wouter";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { AddJobButton } from "../../features/applications/components/add-job";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { useJobSearch } from "../../features/jobs/api/search-jobs";
import { JobFilters } from "../../features/jobs/components/job-filters";
import { JobFiltersSheet } from "../../features/jobs/components/job-filters-sheet";
import { JobResults } from "../../features/jobs/components/job-results";
import { JobSearchBox } from "../../features/jobs/components/job-search-box";
import { JobSortSelect } from "../../features/jobs/components/job-sort-select";
import { showJobsLabel } from "../../features/jobs/lib/result-summary";
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  type JobSearchFilters,
  jobSearchParams,
  parseJobSearch,
  withSearchText,
} from "../../features/jobs/lib/search-params";
import { ShowPayIn } from "../../features/pay/components/show-pay-in";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { errorMessage } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { useMediaQuery } from "../../lib/use-media-query";

/** Opens the filter panel on arrival (the dashboard's Filter button links here with it). */
const OPEN_FILTERS_PARAM = "filters";
/** Below Tailwind's `md`: the filters live in a sheet behind a button rather than beside the results. */
const PHONE = "(max-width: 767px)";

export default function JobsPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseJobSearch(params);
  const openOnArrival = params.get(OPEN_FILTERS_PARAM) === "open";
  const [panelOpen, setPanelOpen] = useState(openOnArrival);
  const firstFilter = useRef<HTMLSelectElement>(null);
  const countries = useCountrySummaries();
  const { user } = useSession();
  const isPhone = useMediaQuery(PHONE);
  // The filters follow the address at once; the results (a long list and its request) a moment
  // later, in a render of their own, so that a choice shows without waiting for the list.
  const resultsSearch = useDeferredValue(useSearch());
  const resultFilters = parseJobSearch(new URLSearchParams(resultsSearch));
  // Best match needs a person to match: a visitor holding ?sort=match gets the newest first.
  const search = useJobSearch(user ? resultFilters : { ...resultFilters, sort: "newest" });

  useEffect(() => {
    if (openOnArrival) firstFilter.current?.focus();
  }, [openOnArrival]);

  // Filter choices are steps Back can undo; refining the text replaces the current step.
  function update(next: JobSearchFilters, replace: boolean) {
    setParams(jobSearchParams(next), { replace });
  }

  // A choice made in the filter panel or Sort by arrives after the next paint: it is applied to
  // the address as it is by then, so two choices made within one frame are both kept.
  function change(patch: Partial<JobSearchFilters>) {
    setParams((current) => jobSearchParams({ ...parseJobSearch(current), ...patch }));
  }

  // The text is sent after a pause in typing, into the filters the address holds by then: a filter
  // chosen during the pause stays chosen.
  function commitText(q: string) {
    setParams((current) => withSearchText(current, q), {
      replace: filters.q.trim() !== "" && q.trim() !== "",
    });
  }

  // Resetting clears the filters; the chosen order stays.
  function reset() {
    update({ ...EMPTY_FILTERS, sort: filters.sort }, !hasActiveFilters(filters));
  }

  const filterPanel = (framed: boolean) => (
    <JobFilters
      filters={filters}
      countries={countries.data ?? []}
      countriesError={
        countries.isError ? errorMessage(countries.error, "Countries could not be loaded.") : null
      }
      onChange={change}
      onReset={reset}
      firstFieldRef={firstFilter}
      framed={framed}
    />
  );

  return (
    <>
      <PageHeader
        title="Find Your Next Global Opportunity"
        subtitle="Jobs around the world, with visa sponsorship, work type and salary at a glance."
      />
      <div className="mb-4 flex gap-2">
        <div className="flex-1">
          <JobSearchBox value={filters.q} onCommit={commitText} />
        </div>
        <Button
          variant="secondary"
          className="md:hidden"
          aria-haspopup="dialog"
          aria-expanded={isPhone && panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
        </Button>
      </div>
      <div className="mb-4 flex flex-wrap justify-end gap-2">
        {user ? <AddJobButton /> : null}
        <SaveSearchButton
          filters={filters}
          countryName={countries.data?.find((country) => country.id === filters.country)?.name ?? null}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        {isPhone ? (
          <JobFiltersSheet
            open={panelOpen}
            onOpenChange={setPanelOpen}
            firstField={firstFilter}
            showLabel={showJobsLabel(search.data?.pages[0], search.isPending || search.isPlaceholderData)}
          >
            {filterPanel(false)}
          </JobFiltersSheet>
        ) : (
          <aside aria-label="Job filters" className="hidden md:block">
            <div className="md:sticky md:top-6">{filterPanel(true)}</div>
          </aside>
        )}
        <section aria-label="Job results">
          <div className="mb-3 flex flex-wrap items-end justify-end gap-3">
            <ShowPayIn className="w-40" />
            {user ? <JobSortSelect value={filters.sort} onChange={(sort) => change({ sort })} /> : null}
          </div>
          <JobResults
            data={search.data}
            isPending={search.isPending}
            isError={search.isError}
            error={search.error}
            isUpdating={search.isPlaceholderData && search.isFetching}
            hasNextPage={search.hasNextPage && !search.isPlaceholderData}
            isFetchingNextPage={search.isFetchingNextPage}
            fetchNextPage={search.fetchNextPage}
            refetch={() => void search.refetch()}
            onReset={reset}
            sort={user ? resultFilters.sort : "newest"}
          />
        </section>
      </div>
    </>
  );
}
