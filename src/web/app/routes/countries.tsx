import { COUNTRY_METRIC_KEYS, type CountryMetricKey } from "@shared/domain/country-fields";
import { Search } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "wouter";
import { PrefetchLink } from "../../components/prefetch-link";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { Select } from "../../components/ui/select";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { CountriesGridSkeleton } from "../../features/countries/components/countries-grid-skeleton";
import { CountryCard } from "../../features/countries/components/country-card";
import { METRICS } from "../../features/countries/lib/country-metrics";
import {
  COUNTRIES_PAGE,
  COUNTRY_SORTS,
  type CountrySort,
  countryRegions,
  DEFAULT_COUNTRY_SORT,
  filterCountries,
  parseCountrySort,
} from "../../features/countries/lib/filter-countries";

/** The map's code and shapes load only when the map is opened. */
const CountryMap = lazy(() => import("../../features/countries/components/country-map"));

const MAP_METRICS = COUNTRY_METRIC_KEYS.filter((key) => key !== "nonVegPercentage");
function parseMapMetric(raw: string | null): CountryMetricKey {
  return MAP_METRICS.find((key) => key === raw) ?? "employmentOpportunity";
}

export default function CountriesPage() {
  const countries = useCountrySummaries();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const sort = parseCountrySort(params.get("sort"));
  const view = params.get("view") === "map" ? "map" : "list";
  const metric = parseMapMetric(params.get("metric"));
  const regions = countries.data ? countryRegions(countries.data) : [];
  const asked = params.get("region") ?? "";
  const region = regions.includes(asked) ? asked : "";
  // How many cards are shown: the first page, then more on request; a new search starts over.
  const filterKey = `${search}\n${sort}\n${region}`;
  const [limit, setLimit] = useState({ key: filterKey, count: COUNTRIES_PAGE });
  const count = limit.key === filterKey ? limit.count : COUNTRIES_PAGE;

  // Typing replaces the address (no history entry per key); choosing a sort, a region, a view or
  // a map's metric is a step back can undo.
  function update(
    next: {
      q?: string;
      sort?: CountrySort;
      region?: string;
      view?: "list" | "map";
      metric?: CountryMetricKey;
    },
    replace: boolean,
  ) {
    const q = next.q ?? search;
    const s = next.sort ?? sort;
    const r = next.region ?? region;
    const v = next.view ?? view;
    const m = next.metric ?? metric;
    const out = new URLSearchParams();
    if (q) out.set("q", q);
    if (s !== DEFAULT_COUNTRY_SORT) out.set("sort", s);
    if (r) out.set("region", r);
    if (v === "map") {
      out.set("view", "map");
      out.set("metric", m);
    }
    setParams(out, { replace });
  }

  const matching = countries.data ? filterCountries(countries.data, search, sort, region) : [];
  const shown = matching.slice(0, count);

  return (
    <>
      <PageHeader
        title="Explore Countries"
        subtitle={
          <>
            Jobs, culture and living standards in each country. Every figure names its publisher or says it is
            our estimate:{" "}
            <PrefetchLink href="/methodology" className="font-medium text-fg underline underline-offset-4">
              how we measure
            </PrefetchLink>
            . Weigh what matters to you in the{" "}
            <PrefetchLink href="/calculator" className="font-medium text-fg underline underline-offset-4">
              country calculator
            </PrefetchLink>
            .
          </>
        }
      />
      <search className="mb-6 grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_12rem_16rem]">
        <Field label="Search countries">
          <Input
            type="search"
            value={search}
            maxLength={100}
            placeholder="Country name, e.g. Germany"
            autoComplete="off"
            onChange={(e) => update({ q: e.target.value }, true)}
          />
        </Field>
        <Field label="Region">
          <Select value={region} onChange={(e) => update({ region: e.target.value }, false)}>
            <option value="">All regions</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sort by">
          <Select value={sort} onChange={(e) => update({ sort: parseCountrySort(e.target.value) }, false)}>
            {COUNTRY_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
      </search>

      <div className="mb-4 flex flex-wrap items-end gap-4">
        <fieldset className="inline-flex rounded-lg border border-border bg-surface p-1">
          <legend className="sr-only">View</legend>
          {(["list", "map"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v }, false)}
              className={
                view === v
                  ? "rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-fg"
                  : "rounded-md px-3 py-1.5 text-sm font-medium text-fg hover:bg-surface-2"
              }
            >
              {v === "list" ? "List" : "Map"}
            </button>
          ))}
        </fieldset>
        {view === "map" ? (
          <Field label="The map shows" className="w-64">
            <Select
              value={metric}
              onChange={(e) => update({ metric: parseMapMetric(e.target.value) }, false)}
            >
              {MAP_METRICS.map((key) => (
                <option key={key} value={key}>
                  {METRICS[key].label}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>

      {view === "map" && countries.data ? (
        <div className="mb-6">
          <Suspense
            fallback={
              <div
                role="status"
                className="aspect-[2/1] w-full rounded-xl border border-border bg-surface p-4 text-sm text-muted"
              >
                Loading the map…
              </div>
            }
          >
            <CountryMap countries={matching} metric={metric} />
          </Suspense>
        </div>
      ) : null}

      {countries.isPending ? (
        <CountriesGridSkeleton showLabel />
      ) : countries.isError ? (
        <LoadError error={countries.error} onRetry={() => countries.refetch()} what="the countries" />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" role="status" aria-live="polite">
            {matching.length === countries.data.length
              ? `${matching.length} countries`
              : `${matching.length} of ${countries.data.length} countries match${search.trim() ? ` “${search.trim()}”` : ""}${region ? ` in ${region}` : ""}`}
          </p>
          {matching.length === 0 ? (
            <EmptyState
              icon={<Search className="size-6" aria-hidden="true" />}
              title="No countries found"
              description="Try adjusting your search criteria"
              action={
                <Button variant="secondary" onClick={() => update({ q: "", region: "" }, false)}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((country, i) => (
                  <CountryCard key={country.id} country={country} priority={i < 3} />
                ))}
              </ul>
              {matching.length > shown.length ? (
                <div className="mt-6 flex flex-col items-center gap-2">
                  <p className="text-sm text-muted">
                    Showing {shown.length} of {matching.length}
                  </p>
                  <Button
                    variant="secondary"
                    onClick={() => setLimit({ key: filterKey, count: count + COUNTRIES_PAGE })}
                  >
                    Show more countries
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </>
  );
}
