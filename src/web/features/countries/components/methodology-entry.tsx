import type { MethodologyMetric, MethodologyPublished } from "@shared/schemas/methodology";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}

function countryList(countries: readonly { name: string }[], total: number): string {
  if (countries.length === total && total > 1) return `All ${total} countries`;
  return countries.map((c) => c.name).join(", ");
}

/** "Covers 186 of 249 countries": how far an indicator reaches. */
function coverage(count: number, total: number): string {
  return `Covers ${count} of ${total} ${total === 1 ? "country" : "countries"}`;
}

/** A long list of names, folded: the count is what most readers want, the names are a click away. */
function Names({ countries, total }: { countries: readonly { name: string }[]; total: number }) {
  const text = countryList(countries, total);
  if (countries.length <= 20 || countries.length === total) return <>{text}</>;
  return (
    <details>
      <summary className="cursor-pointer">Show the {countries.length} countries</summary>
      <p className="mt-1">{text}</p>
    </details>
  );
}

function Published({ entry, total }: { entry: MethodologyPublished; total: number }) {
  return (
    <div className="mt-4 rounded-lg border border-border p-4">
      <h3 className="font-semibold text-fg">
        {entry.indicator}
        {entry.code ? <span className="ml-2 text-sm font-normal text-muted">({entry.code})</span> : null}
      </h3>
      <dl className="mt-2 divide-y divide-border">
        <Row label="Publisher">{entry.publisher}</Row>
        <Row label="Publication">
          {entry.title}
          {entry.url ? (
            <>
              {" "}
              <a
                href={entry.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-fg underline underline-offset-4"
              >
                Publisher's page
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </Row>
        <Row label="Edition">{entry.editionYear}</Row>
        <Row label="Data year">
          {entry.dataYears.length > 0 ? entry.dataYears.join(", ") : "Not stated by the publication"}
        </Row>
        <Row label="Unit">{entry.unit}</Row>
        <Row label="How it becomes the score">{entry.method}</Row>
        {entry.tells ? <Row label="What it tells you">{entry.tells}</Row> : null}
        {entry.doesNotTell ? <Row label="What it does not tell you">{entry.doesNotTell}</Row> : null}
        {entry.notes ? <Row label="Caveats">{entry.notes}</Row> : null}
        <Row label="Coverage">{coverage(entry.countries.length, total)}</Row>
        <Row label="Countries">
          <Names countries={entry.countries} total={total} />
        </Row>
      </dl>
    </div>
  );
}

/** One metric on the methodology page; its id is the metric's key, so source lines can link to it. */
export function MethodologyEntry({
  entry,
  title,
  total,
}: {
  entry: MethodologyMetric;
  title: string;
  /** How many countries the app has. */
  total: number;
}) {
  const headingId = `${entry.metric}-heading`;
  return (
    <Card>
      <section id={entry.metric} aria-labelledby={headingId} className="scroll-mt-24">
        <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
          {title}
        </h2>
        {entry.published.map((published) => (
          <Published key={`${published.source} ${published.indicator}`} entry={published} total={total} />
        ))}
        {entry.estimates.map((estimate) => (
          <div key={estimate.method} className="mt-4 rounded-lg border border-dashed border-border p-4">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-fg">
              <Badge tone="neutral">Borderless estimate</Badge>
              {coverage(estimate.countries.length, total)}
            </h3>
            <p className="mt-1 text-sm text-fg">
              <Names countries={estimate.countries} total={total} />
            </p>
            <p className="mt-2 text-sm text-fg">{estimate.method}</p>
            <p className="mt-1 text-sm text-muted">
              Made {estimate.editionYear}. No publisher stands behind these figures.
            </p>
          </div>
        ))}
        {entry.missing.length > 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-border p-4">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-fg">
              <Badge tone="neutral">Not published</Badge>
              {entry.missing.length} of {total} countries
            </h3>
            <p className="mt-2 text-sm text-fg">
              No publication we read has this figure for these countries, and we made no estimate. Pages say
              "Not published"; sorting, Compare and the calculators count it as the neutral 50 (5 of 10).
            </p>
            <div className="mt-1 text-sm text-muted">
              <Names countries={entry.missing} total={total} />
            </div>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
