import type { Program } from "./compile-rules";
import type { CountryTaxRules, TaxRules, TaxYearRules } from "./load-tax-rules";

/** A request the rules cannot answer (unknown country, region or year, a gross out of range); the message is for a person. */
export class TakeHomeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TakeHomeInputError";
  }
}

export interface TakeHomeInput {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Annual gross pay in the country's own currency. */
  gross: number;
  /** A region code the country's rules list; omitted: the most common, named in the assumptions. */
  region?: string;
  /** A tax year the rules hold; omitted: the one in force on `on`. */
  year?: string;
  /** The day that chooses the tax year; default today. */
  on?: Date;
}

export interface TakeHome {
  country: string;
  region: string | null;
  regionName: string | null;
  taxYear: string;
  currency: string;
  gross: number;
  incomeTax: number;
  socialContributions: number;
  net: number;
  netMonthly: number;
  lines: { label: string; amount: number }[];
  assumptions: string[];
  sources: { title: string; url: string }[];
}

/** Above this (in any currency) a gross is not a salary but a typing slip. */
const ABSURD_GROSS = 1e12;

function cents(amount: number): number {
  // `+ 0` turns a credit that came to nothing (-0) into 0.
  return Math.round(amount * 100) / 100 + 0;
}

/** The take-home pay of a single employee under `input.country`'s rules for the tax year. */
export function computeTakeHome(rules: TaxRules, input: TakeHomeInput): TakeHome {
  const country = rules.countries.get(input.country);
  if (!country) {
    throw new TakeHomeInputError(
      `No take-home rules for "${input.country}"; they cover ${[...rules.countries.keys()].join(", ")}`,
    );
  }
  if (!Number.isFinite(input.gross) || input.gross < 0) {
    throw new TakeHomeInputError("The gross pay must be a number of zero or more");
  }
  if (input.gross > ABSURD_GROSS) {
    throw new TakeHomeInputError(
      `A gross pay above ${ABSURD_GROSS.toExponential()} a year is not a salary we can compute`,
    );
  }
  const { year, note } = chooseYear(country, input.year, input.on ?? new Date());
  const { program, defaulted } = chooseProgram(country.country, year, input.region);

  const values = program.run(input.gross);
  let incomeTax = 0;
  let socialContributions = 0;
  const lines = program.lines.map((line) => {
    const amount = cents(values[line.index] as number);
    if (line.kind === "incomeTax") incomeTax += amount;
    else socialContributions += amount;
    return { label: line.label, amount };
  });
  incomeTax = cents(incomeTax);
  socialContributions = cents(socialContributions);
  const net = cents(input.gross - incomeTax - socialContributions);

  const assumptions = [...program.assumptions];
  if (defaulted && program.region) {
    assumptions.unshift(`No region was given: the rules of ${program.region.name}, the most common.`);
  }
  if (note) assumptions.unshift(note);
  return {
    country: country.country,
    region: program.region?.code ?? null,
    regionName: program.region?.name ?? null,
    taxYear: year.taxYear,
    currency: country.currency,
    gross: input.gross,
    incomeTax,
    socialContributions,
    net,
    netMonthly: cents(net / 12),
    lines,
    assumptions,
    sources: program.sources,
  };
}

/** The tax year `asked`, or the one in force on `on` (else the nearest held, with a note saying so). */
export function chooseYear(
  country: CountryTaxRules,
  asked: string | undefined,
  on: Date,
): { year: TaxYearRules; note: string | null } {
  const held = country.years.map((y) => y.taxYear).join(", ");
  if (asked !== undefined) {
    const year = country.years.find((y) => y.taxYear === asked);
    if (!year)
      throw new TakeHomeInputError(`No ${country.country} rules for the tax year "${asked}"; held: ${held}`);
    return { year, note: null };
  }
  if (Number.isNaN(on.getTime()))
    throw new TakeHomeInputError("The date that chooses the tax year is not a date");
  const day = on.toISOString().slice(0, 10);
  const current = country.years.find((y) => y.starts <= day && day <= y.ends);
  if (current) return { year: current, note: null };
  const earlier = country.years.filter((y) => y.starts <= day);
  const year = earlier[earlier.length - 1] ?? (country.years[0] as TaxYearRules);
  return {
    year,
    note: `No rules are held for the tax year in force on ${day}: these are the rules of ${year.taxYear} (${year.starts} to ${year.ends}), the nearest held.`,
  };
}

function chooseProgram(
  country: string,
  year: TaxYearRules,
  asked: string | undefined,
): { program: Program; defaulted: boolean } {
  if (asked === undefined || asked === "") {
    return { program: year.programs.get(year.defaultRegion ?? "") as Program, defaulted: true };
  }
  const program = year.regions.length === 0 ? undefined : year.programs.get(asked.toUpperCase());
  if (!program) {
    throw new TakeHomeInputError(
      year.regions.length === 0
        ? `${country} has one set of rules for the whole country; leave the region out`
        : `"${asked}" is not a region of ${country}'s rules; they cover ${year.regions.map((r) => `${r.code} (${r.name})`).join(", ")}`,
    );
  }
  return { program, defaulted: false };
}

/** What the rules cover: for each country, its currency, tax years, regions and the region used without one. */
export function takeHomeCoverage(rules: TaxRules): {
  country: string;
  currency: string;
  taxYears: string[];
  regions: { code: string; name: string }[];
  defaultRegion: string | null;
}[] {
  return [...rules.countries.values()].map((country) => {
    const newest = country.years[country.years.length - 1] as TaxYearRules;
    return {
      country: country.country,
      currency: country.currency,
      taxYears: country.years.map((y) => y.taxYear),
      regions: newest.regions,
      defaultRegion: newest.defaultRegion,
    };
  });
}
