import { COST_SHARES, type CostCategory, type EaseOfLivingResult } from "@shared/domain/ease-of-living";
import { scoreTone } from "@shared/domain/score-colour";
import { shortPublisher } from "@shared/domain/source-label";
import type { PublishedFigure } from "@shared/schemas/common";
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Button } from "../../../components/ui/button";
import { MetricBar } from "../../../components/ui/metric-bar";
import { cn } from "../../../lib/cn";

const COST_LABELS: Record<CostCategory, string> = {
  housing: "Housing",
  food: "Food",
  transport: "Transport",
  healthcare: "Healthcare",
  misc: "Miscellaneous",
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

const SCORE_TEXT = {
  green: "text-score-green",
  blue: "text-score-blue",
  yellow: "text-score-yellow",
  red: "text-score-red",
} as const;

/** The published price level of the place's country: context for the illustrative costs, not an input. */
function PriceLevelNote({ priceLevel, countryName }: { priceLevel: PublishedFigure; countryName: string }) {
  return (
    <p className="mt-2 text-sm text-muted">
      For context: the price level of {countryName} is{" "}
      <strong className="font-semibold text-fg">{priceLevel.value.toFixed(2)}</strong> (United States = 1),{" "}
      {shortPublisher(priceLevel.publisher)}, {priceLevel.year}.{" "}
      <PrefetchLink
        href="/methodology#priceLevel"
        className="underline decoration-border underline-offset-2 hover:text-fg hover:decoration-current"
      >
        What the price level means
      </PrefetchLink>
    </p>
  );
}

export function EaseOfLivingReport({
  result,
  onAgain,
  placeName,
  priceLevel,
  countryName,
  extra,
}: {
  result: EaseOfLivingResult;
  onAgain: () => void;
  placeName: string;
  priceLevel: PublishedFigure | null;
  countryName: string;
  extra?: ReactNode;
}) {
  const tone = scoreTone(result.overall);
  return (
    <div className="mt-5 border-t border-border pt-5">
      <div className="flex flex-wrap items-center gap-4">
        <p className={cn("text-4xl font-bold", SCORE_TEXT[tone])}>
          {result.overall}
          <span className="text-lg font-medium text-muted">/100</span>
        </p>
        <p className="flex-1 text-base font-semibold text-fg">{result.verdict}</p>
      </div>
      {extra}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <MetricBar
          label="Affordability"
          value={result.affordability}
          tone={scoreTone(result.affordability)}
        />
        <MetricBar label="Cultural fit" value={result.culturalScore} tone={scoreTone(result.culturalScore)} />
      </div>
      <h3 className="mt-5 font-semibold text-fg">Illustrative monthly costs — not a price survey</h3>
      <p className="mt-1 text-sm text-muted">
        These amounts come from the calculator's fixed formula (US$1,000 scaled by the Standard of Living
        score, split in fixed shares), not from prices in {placeName}.
      </p>
      {priceLevel && countryName ? (
        <PriceLevelNote priceLevel={priceLevel} countryName={countryName} />
      ) : null}
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Illustrative monthly costs by category</caption>
        <tbody>
          {(Object.keys(COST_SHARES) as CostCategory[]).map((key) => (
            <tr key={key} className="border-b border-border">
              <th scope="row" className="py-1.5 text-left font-normal text-fg">
                {COST_LABELS[key]} <span className="text-muted">({Math.round(COST_SHARES[key] * 100)}%)</span>
              </th>
              <td className="py-1.5 text-right text-fg">{usd.format(result.monthlyCosts[key])}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="py-1.5 text-left text-fg">
              Total
            </th>
            <td className="py-1.5 text-right text-fg">{usd.format(result.totalMonthlyCost)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1.5 text-left font-normal text-muted">
              Your monthly salary
            </th>
            <td className="py-1.5 text-right text-muted">{usd.format(result.monthlySalary)}</td>
          </tr>
        </tbody>
      </table>
      <h3 className="mt-5 font-semibold text-fg">Recommendations</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-fg">
        {result.recommendations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-5" onClick={onAgain}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Calculate Again
      </Button>
    </div>
  );
}
