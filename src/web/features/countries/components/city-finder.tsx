import { useDeferredValue, useId, useState } from "react";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Input } from "../../../components/ui/input";
import { useCitySearch } from "../api/search-cities";

/**
 * "Find a city": the country's cities by any of their names ("Krakow", "Cracow" → Kraków), largest
 * first, each a link to the country page headed by that city.
 */
export function CityFinder({ countryId, countryName }: { countryId: number; countryName: string }) {
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState("");
  const q = useDeferredValue(text.trim());
  const search = useCitySearch({ q, country: countryId, limit: 8 });
  const typed = (q.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;
  const found = typed ? (search.data ?? []) : [];
  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="mt-6 rounded-xl border border-border bg-surface p-5"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-fg">
        Find a city
      </h2>
      <label htmlFor={inputId} className="mt-2 block text-sm text-muted">
        A city in {countryName}, by any of its names
      </label>
      <Input
        id={inputId}
        type="search"
        autoComplete="off"
        className="mt-1"
        value={text}
        maxLength={100}
        aria-describedby={resultsId}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={resultsId} aria-live="polite" className="mt-3">
        {!typed ? null : search.isError ? (
          <p className="text-sm text-muted">{search.error.message}</p>
        ) : found.length === 0 && !search.isPending ? (
          <p className="text-sm text-muted">
            No city of {countryName} has a name starting with "{q}".
          </p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Cities found">
            {found.map((city) => (
              <li key={city.id}>
                <PrefetchLink
                  href={`/countries/${countryId}?city=${encodeURIComponent(city.name)}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-primary underline underline-offset-2 hover:bg-surface-2"
                >
                  {city.name}
                  <span className="text-sm font-normal text-muted">
                    {[
                      city.region,
                      city.population ? `${city.population.toLocaleString("en-US")} people` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </PrefetchLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
