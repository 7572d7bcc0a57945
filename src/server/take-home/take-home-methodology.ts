import type { TakeHomeMethodology } from "@shared/schemas/take-home-methodology";
import { chooseYear } from "./compute-take-home";
import type { TaxRules } from "./load-tax-rules";

/** What every take-home figure means, in the words the methodology page shows. */
const SUMMARY = [
  "Take-home pay is the gross salary of a year less the income taxes and the compulsory social contributions the employee pays. It is worked out for one person: single, no children, a full year's pay from one job and no other income, paying only the compulsory pension contributions and claiming the allowances and deductions everyone can claim. What the employer pays on top of the salary is not part of it.",
  "Each country's figures come from a rules file for its tax year: the bands, rates, allowances, credits and contribution ceilings, each with the official page it was read from, and the steps that combine them. The same steps are worked for every salary; nothing is looked up in a table of averages.",
  "Where taxes differ by state, province, canton, region or city, the rules cover the places listed; when none is chosen, the most common is used and the answer names it.",
  "Amounts are in the country's own currency, to the cent; a monthly figure is the year's divided by twelve, whatever the number of pay days.",
  "Not counted: church tax, voluntary pension or savings plans, benefits in kind, and credits for particular spending (children, housing, health, study). Each country lists what else it assumes.",
  "The rules were checked against the tax authority's own published examples or calculator where one could be found; a country where none could be found says so, and what was checked instead.",
];

/** What take-home assumes and every source behind it, for each country, in the tax year in force on `on`. */
export function takeHomeMethodology(rules: TaxRules, on: Date = new Date()): TakeHomeMethodology {
  const countries = [...rules.countries.values()].map((country) => {
    const { year } = chooseYear(country, undefined, on);
    const programs = [...year.programs.values()];
    // Every region's assumptions start with the file's own; what follows is the region's.
    const shared = (programs[0]?.assumptions ?? []).filter((a) =>
      programs.every((p) => p.assumptions.includes(a)),
    );
    const sources = new Map<string, { title: string; url: string }>();
    for (const program of programs) {
      for (const source of program.sources) sources.set(`${source.url} ${source.title}`, source);
    }
    return {
      country: country.country,
      currency: country.currency,
      taxYear: year.taxYear,
      starts: year.starts,
      ends: year.ends,
      regions: year.regions.map((region) => ({
        ...region,
        isDefault: region.code === year.defaultRegion,
        assumptions: (year.programs.get(region.code)?.assumptions ?? []).filter((a) => !shared.includes(a)),
      })),
      assumptions: shared,
      verification: year.verification,
      sources: [...sources.values()],
    };
  });
  return { summary: SUMMARY, countries };
}
