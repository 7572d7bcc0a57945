import { AppError } from "@shared/errors";
import type { TakeHomeAnswer, TakeHomeQuery } from "@shared/schemas/pay";
import type { Db } from "../../db/types";
import { computeTakeHome, TakeHomeInputError, takeHomeCoverage } from "../../take-home/compute-take-home";
import { loadTaxRules, type TaxRules } from "../../take-home/load-tax-rules";
import { countryCodeById } from "./exchange-rates.repository";
import { crossRate, currentRates } from "./exchange-rates.service";

/** The tax rules and each country's currency, read from data/tax once per process. */
export interface TakeHomeRules {
  rules: TaxRules;
  currencies: ReadonlyMap<string, string>;
}

let loaded: TakeHomeRules | undefined;

/** Read on first use and kept for the process: no request reads a rule file. */
export function loadTakeHomeRules(): TakeHomeRules {
  if (loaded) return loaded;
  const rules = loadTaxRules();
  loaded = { rules, currencies: new Map(takeHomeCoverage(rules).map((c) => [c.country, c.currency])) };
  return loaded;
}

async function countryCode(db: Db, country: string): Promise<string> {
  if (!/^\d+$/.test(country)) return country;
  const code = await countryCodeById(db, Number(country));
  if (!code) throw new AppError("bad_request", `No country has the id ${country}`);
  return code;
}

/**
 * GET /api/take-home: the gross converted into the country's currency at the dated reference rate
 * when given in another, then the country's rules. Bad input is a 400 with the engine's own words.
 */
export async function takeHome(
  db: Db,
  { rules, currencies }: TakeHomeRules,
  query: TakeHomeQuery,
  on: Date = new Date(),
): Promise<TakeHomeAnswer> {
  const code = await countryCode(db, query.country);
  const local = currencies.get(code);
  if (!local) {
    throw new AppError(
      "bad_request",
      `We have no take-home rules for ${code} yet; they cover ${[...currencies.keys()].sort().join(", ")}`,
    );
  }
  let gross = query.gross;
  let conversion: TakeHomeAnswer["conversion"] = null;
  if (query.currency !== local) {
    const rates = await currentRates(db);
    const rate = crossRate(rates, query.currency, local);
    if (rate === null || !rates.date) {
      throw new AppError(
        "bad_request",
        `We hold no exchange rate for ${query.currency}. Choose one of: ${[...rates.byCurrency.keys()].sort().join(", ")}`,
      );
    }
    gross = Math.round(query.gross * rate * 100) / 100;
    conversion = {
      currency: query.currency,
      amount: query.gross,
      rate: Number(rate.toPrecision(6)),
      rateDate: rates.date,
    };
  }
  try {
    const answer = computeTakeHome(rules, {
      country: code,
      gross,
      region: query.region,
      year: query.year,
      on,
    });
    const assumptions = conversion
      ? [
          ...answer.assumptions,
          `The gross of ${conversion.amount.toLocaleString("en-US")} ${conversion.currency} was converted to ${gross.toLocaleString("en-US")} ${local} at the European Central Bank's euro reference rates of ${conversion.rateDate} (1 ${conversion.currency} = ${conversion.rate} ${local}).`,
        ]
      : answer.assumptions;
    return { ...answer, assumptions, conversion };
  } catch (error) {
    if (error instanceof TakeHomeInputError) throw new AppError("bad_request", error.message);
    throw error;
  }
}
