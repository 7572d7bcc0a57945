import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { REFERENCE_DIR } from "../reference/reference-files";

/** A bad file stops the load with one line naming the file, row (line, header = 1) and column. */
export class PayReferenceError extends Error {
  override name = "PayReferenceError";
}

const Code = (length: number) => z.string().regex(new RegExp(`^[A-Z]{${length}}$`), `is not an ISO code`);
const Positive = z.string().transform((text, ctx) => {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value <= 0) {
    ctx.addIssue({ code: "custom", message: "is not a positive number" });
    return z.NEVER;
  }
  return value;
});
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "is not a date (YYYY-MM-DD)");

const RateRow = z.object({
  currency: Code(3),
  perEuro: Positive,
  date: Day,
  source: z.string().min(1, "is empty"),
  readAt: z.string().min(1, "is empty: say where the rate was read"),
  derivation: z.string(),
});
const PegRow = z.object({
  currency: Code(3),
  anchor: Code(3),
  perAnchor: Positive,
  authority: z.string().min(1, "is empty"),
  readAt: z.string().min(1, "is empty: say where the peg was read"),
});
const HoursRow = z.object({
  country: Code(2),
  weeklyHours: Positive.refine((h) => h >= 20 && h <= 60, "is not a full-time week's hours (20–60)"),
  dataYear: z.string().regex(/^\d{4}$/, "is not a year"),
  readAt: z.string().min(1, "is empty: say where the figure was read"),
  note: z.string(),
});

export type ReferenceRate = z.infer<typeof RateRow>;
export type CurrencyPeg = z.infer<typeof PegRow>;
export type UsualHours = z.infer<typeof HoursRow>;

function readCsv<T extends z.ZodObject>(dir: string, file: string, schema: T): z.infer<T>[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, file), "utf8");
  } catch {
    throw new PayReferenceError(`data/reference/${file}: cannot be read`);
  }
  const records: { record: Record<string, string>; info: { lines: number } }[] = parse(text, {
    columns: true,
    info: true,
    skip_empty_lines: true,
  });
  return records.map(({ record, info }) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) return parsed.data as z.infer<T>;
    const issue = parsed.error.issues[0];
    const column = String(issue?.path[0] ?? "");
    throw new PayReferenceError(
      `data/reference/${file} row ${info.lines}, column ${column}: "${record[column] ?? ""}" ${issue?.message ?? "is invalid"}`,
    );
  });
}

/** data/reference/exchange-rates.csv: one day's published rates, and those derived from a peg. */
export function loadReferenceRates(dir: string = REFERENCE_DIR): ReferenceRate[] {
  const rows = readCsv(dir, "exchange-rates.csv", RateRow);
  const days = new Set(rows.map((row) => row.date));
  if (days.size !== 1)
    throw new PayReferenceError("data/reference/exchange-rates.csv: every rate must be of one day");
  if (!rows.some((row) => row.currency === "EUR" && row.perEuro === 1)) {
    throw new PayReferenceError("data/reference/exchange-rates.csv: EUR must be listed with perEuro 1");
  }
  return rows;
}

/** data/reference/currency-pegs.csv: currencies the ECB does not list, fixed by law to one it does. */
export function loadCurrencyPegs(dir: string = REFERENCE_DIR): CurrencyPeg[] {
  return readCsv(dir, "currency-pegs.csv", PegRow);
}

/** data/reference/working-hours.csv: usual weekly hours of full-time employment, by country. */
export function loadUsualHours(dir: string = REFERENCE_DIR): UsualHours[] {
  return readCsv(dir, "working-hours.csv", HoursRow);
}
