import { parse as parseCsv } from "csv-parse/sync";
import { Parser } from "htmlparser2";

/** One day's euro reference rates as the ECB published them: units of each currency per euro. */
export interface EcbRates {
  /** YYYY-MM-DD. */
  date: string;
  rates: Map<string, number>;
}

export class RatesFileError extends Error {
  override name = "RatesFileError";
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "06 February 2026" (the daily CSV) or "2026-02-06" (the history CSV, the XML) as YYYY-MM-DD. */
function isoDay(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return validDay(trimmed);
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(trimmed);
  const month = match ? MONTHS.indexOf((match[2] ?? "").toLowerCase()) : -1;
  if (!match || month < 0) return null;
  return validDay(`${match[3]}-${String(month + 1).padStart(2, "0")}-${(match[1] ?? "").padStart(2, "0")}`);
}

function validDay(day: string): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

function rateOf(currency: string, text: string, where: string): number {
  const value = Number(text.trim());
  if (!/^[A-Z]{3}$/.test(currency))
    throw new RatesFileError(`${where}: "${currency}" is not a currency code`);
  if (text.trim() === "" || !Number.isFinite(value) || value <= 0) {
    throw new RatesFileError(`${where}: the ${currency} rate "${text.trim()}" is not a positive number`);
  }
  return value;
}

/**
 * The ECB's CSV: a header "Date, USD, JPY, …" and one row per day, newest first (eurofxref.csv has
 * one; eurofxref-hist.csv every day, where a currency not quoted that day reads N/A). The newest
 * row is read.
 */
function parseEcbCsv(text: string): EcbRates {
  let records: string[][];
  try {
    records = parseCsv(text, { trim: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new RatesFileError(`not a CSV file the ECB publishes: ${(error as Error).message}`);
  }
  const header = records[0] ?? [];
  const row = records[1];
  if (header[0] !== "Date") throw new RatesFileError('line 1: the ECB\'s CSV starts with "Date"');
  if (!row) throw new RatesFileError("line 2: no rates follow the header");
  const date = isoDay(row[0] ?? "");
  if (!date) throw new RatesFileError(`line 2, column Date: "${row[0]}" is not a date`);
  const rates = new Map<string, number>();
  header.forEach((currency, i) => {
    const value = row[i] ?? "";
    if (i === 0 || currency === "" || value === "" || value === "N/A") return;
    rates.set(currency, rateOf(currency, value, `line 2, column ${currency}`));
  });
  return { date, rates };
}

/** The ECB's XML (eurofxref-daily.xml, or the first day of a history file): Cube elements. */
function parseEcbXml(text: string): EcbRates {
  let date: string | null = null;
  let days = 0;
  const rates = new Map<string, number>();
  let problem: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "cube" || problem) return;
        if (attributes.time !== undefined) {
          days += 1;
          if (days === 1) {
            date = isoDay(attributes.time);
            if (!date) problem = `Cube time="${attributes.time}" is not a date`;
          }
          return;
        }
        if (days === 1 && attributes.currency !== undefined) {
          try {
            rates.set(attributes.currency, rateOf(attributes.currency, attributes.rate ?? "", "Cube"));
          } catch (error) {
            problem = (error as Error).message;
          }
        }
      },
    },
    { xmlMode: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(text);
  parser.end();
  if (problem) throw new RatesFileError(problem);
  if (!date) throw new RatesFileError("no <Cube time='…'> element: not the ECB's reference rates XML");
  return { date, rates };
}

/** The ECB's euro reference rates file, CSV or XML; throws RatesFileError naming what is wrong. */
export function parseEcbRates(text: string): EcbRates {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  const parsed = body.startsWith("<") ? parseEcbXml(body) : parseEcbCsv(body);
  if (parsed.rates.size === 0) throw new RatesFileError(`no rates for ${parsed.date}`);
  return parsed;
}
