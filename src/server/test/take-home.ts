import { computeTakeHome, type TakeHome } from "../take-home/compute-take-home";
import { loadTaxRules, type TaxRules } from "../take-home/load-tax-rules";

let rules: TaxRules | undefined;

/** The take-home answer under the rules in data/tax, read once for the whole test file. */
export function takeHome(
  country: string,
  gross: number,
  options: { year: string; region?: string },
): TakeHome {
  rules ??= loadTaxRules();
  return computeTakeHome(rules, { country, gross, ...options });
}

/** A line of the answer by its label; fails when the answer has no such line. */
export function line(answer: TakeHome, label: string): number {
  const found = answer.lines.find((l) => l.label === label);
  if (!found) throw new Error(`no line "${label}" in ${answer.lines.map((l) => l.label).join(", ")}`);
  return found.amount;
}

/** An amount to the unit of currency, as published examples state them. */
export function units(amount: number): number {
  return Math.round(amount);
}
