import {
  calculateEaseOfLiving,
  canCalculate,
  EASE_OF_LIVING_DELAY_MS,
  type EaseOfLivingPlace,
  type EaseOfLivingResult,
} from "@shared/domain/ease-of-living";
import type { PublishedFigure } from "@shared/schemas/common";
import { Calculator } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { EaseOfLivingReport } from "./ease-of-living-report";

interface EaseOfLivingCalculatorProps {
  /** The job's yearly salary in US dollars (converted at a named rate when posted in another currency), or "". */
  initialSalary: string;
  place: EaseOfLivingPlace;
  placeName: string;
  /** Said under the field, e.g. the salary as posted in another currency. */
  salaryHint?: string;
  /** The country's published price level, shown beside the result for context. */
  priceLevel: PublishedFigure | null;
  countryName: string;
  /** Shown in the report beside the verdict (the take-home line). */
  reportExtra?: ReactNode;
}

/**
 * The specification's calculator: idle → 'Calculating...' (1.5 s, button disabled) → result;
 * 'Calculate Again' clears the result and puts the job's salary back.
 */
export function EaseOfLivingCalculator({
  initialSalary,
  place,
  placeName,
  salaryHint,
  priceLevel,
  countryName,
  reportExtra,
}: EaseOfLivingCalculatorProps) {
  const [salary, setSalary] = useState(initialSalary);
  const [calculating, setCalculating] = useState(false);
  const [result, setResult] = useState<EaseOfLivingResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function calculate() {
    if (!canCalculate(salary, calculating)) return;
    setCalculating(true);
    setResult(null);
    const input = salary.trim();
    timer.current = setTimeout(() => {
      setResult(calculateEaseOfLiving(input, place));
      setCalculating(false);
    }, EASE_OF_LIVING_DELAY_MS);
  }

  function again() {
    setResult(null);
    setSalary(initialSalary);
  }

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
          <Calculator className="size-5" aria-hidden="true" />
          Ease of Living Calculator
        </h2>
        <p className="mt-1 text-sm text-muted">
          How comfortably could you live in {placeName} on this salary? We weigh living costs against your pay
          and the local culture.
        </p>
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            calculate();
          }}
        >
          <Field label="Annual salary (USD per year)" hint={salaryHint} className="max-w-sm">
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={salary}
              disabled={calculating}
              onChange={(event) => setSalary(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={!canCalculate(salary, calculating)} className="self-start">
            {calculating ? "Calculating..." : "Calculate"}
          </Button>
        </form>
        <div aria-live="polite">
          {result ? (
            <EaseOfLivingReport
              result={result}
              onAgain={again}
              placeName={placeName}
              priceLevel={priceLevel}
              countryName={countryName}
              extra={reportExtra}
            />
          ) : null}
        </div>
      </section>
    </Card>
  );
}
