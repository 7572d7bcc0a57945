import type { Methodology } from "@shared/schemas/methodology";
import { Card } from "../../../components/ui/card";

function Paragraphs({ texts }: { texts: string[] }) {
  return (
    <div className="mt-2 space-y-2 text-sm leading-relaxed text-muted">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

const linkClass = "text-fg underline underline-offset-2";

/** The How we measure page's account of pay: conversion, yearly figures, PPP and take-home, with every source. */
export function PayMethodology({ methodology }: { methodology: Methodology }) {
  const { pay, takeHome } = methodology;
  return (
    <>
      <Card id="pay-conversion">
        <h2 className="text-xl font-bold text-fg">Pay in your currency</h2>
        <Paragraphs texts={pay.conversion.summary} />
        <p className="mt-2 text-sm text-fg">
          Rates in use: {pay.conversion.source},{" "}
          <a className={linkClass} href={pay.conversion.url} target="_blank" rel="noreferrer">
            euro foreign exchange reference rates
          </a>{" "}
          of {pay.conversion.date}, {pay.conversion.currencies.length} currencies.
        </p>
        {pay.conversion.derived.length > 0 ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-muted">
            {pay.conversion.derived.map((d) => (
              <li key={d.currency}>
                {d.currency}: {d.derivation}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card id="pay-yearly">
        <h2 className="text-xl font-bold text-fg">Yearly pay</h2>
        <Paragraphs texts={pay.hours.summary} />
        <p className="mt-2 text-sm text-fg">
          {pay.hours.source.publisher},{" "}
          <a className={linkClass} href={pay.hours.source.url} target="_blank" rel="noreferrer">
            {pay.hours.source.title}
          </a>
          :{" "}
          {pay.hours.countries
            .map((c) => `${c.country} ${c.weeklyHours} h (${c.dataYear}${c.note ? `; ${c.note}` : ""})`)
            .join(", ")}
          .
        </p>
      </Card>
      <Card id="pay-ppp">
        <h2 className="text-xl font-bold text-fg">What pay buys</h2>
        <Paragraphs texts={pay.ppp.summary} />
      </Card>
      <Card id="take-home">
        <h2 className="text-xl font-bold text-fg">Take-home pay</h2>
        <Paragraphs texts={takeHome.summary} />
        <div className="mt-3 space-y-2">
          {takeHome.countries.map((country) => (
            <details key={country.country} className="text-sm">
              <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-fg">
                {country.country}: tax year {country.taxYear} ({country.currency})
                {country.regions.length > 0 ? `, ${country.regions.map((r) => r.name).join(", ")}` : ""}
              </summary>
              <ul className="mt-1 list-disc pl-5 text-muted">
                {[...country.assumptions, ...country.verification].map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <ul className="mt-1 list-disc pl-5">
                {country.sources.map((source) => (
                  <li key={source.url}>
                    <a className={linkClass} href={source.url} target="_blank" rel="noreferrer">
                      {source.title}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </Card>
    </>
  );
}
