import { Search } from "lucide-react";
import { useSearchParams } from "wouter";
import { PrefetchLink } from "../../components/prefetch-link";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { Select } from "../../components/ui/select";
import { useCountries } from "../../features/countries/api/get-countries";
import { CountriesGridSkeleton } from "../../features/countries/components/countries-grid-skeleton";
import { CountryCard } from "../../features/countries/components/country-card";
import {
  COUNTRY_SORTS,
  type CountrySort,
  DEFAULT_COUNTRY_SORT,
  filterCountries,
  parseCountrySort,
} from "../../features/countries/lib/filter-countries";

export default function CountriesPage() {
  const countries = useCountries();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const sort = parseCountrySort(params.get("sort"));

  // Typing replaces the address (no history entry per key); choosing a sort is a step back can undo.
  function update(next: { q?: string; sort?: CountrySort }, replace: boolean) {
    const q = next.q ?? search;
    const s = next.sort ?? sort;
    const out = new URLSearchParams();
    if (q) out.set("q", q);
    if (s !== DEFAULT_COUNTRY_SORT) out.set("sort", s);
    setParams(out, { replace });
  }

  const shown = countries.data ? filterCountries(countries.data, search, sort) : [];

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
            .
          </>
        }
      />
      <search className="mb-6 grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_16rem]">
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

      {countries.isPending ? (
        <CountriesGridSkeleton showLabel />
      ) : countries.isError ? (
        <LoadError error={countries.error} onRetry={() => countries.refetch()} what="the countries" />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" role="status" aria-live="polite">
            {shown.length === countries.data.length
              ? `${shown.length} countries`
              : `${shown.length} of ${countries.data.length} countries match “${search.trim()}”`}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              icon={<Search className="size-6" aria-hidden="true" />}
              title="No countries found"
              description="Try adjusting your search criteria"
              action={
                <Button variant="secondary" onClick={() => update({ q: "" }, false)}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((country, i) => (
                <CountryCard key={country.id} country={country} priority={i < 3} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
