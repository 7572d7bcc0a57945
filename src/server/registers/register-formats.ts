import { parse } from "csv-parse/sync";
import type { RegisterId } from "./register-catalogue";

/** One employer of a register, its rows folded together (a UK sponsor has a row per route). */
export interface RegisterEmployer {
  /** The name as the publisher wrote it. */
  name: string;
  town: string | null;
  /** County, state or province. */
  region: string | null;
  /** The routes, programme streams or visa classes it is listed for, as published, in file order. */
  routes: string[];
  /** The licence type and rating as published ("Worker (A rating)"); null where the register has none. */
  rating: string | null;
  fiscalYear: number | null;
  /** Approved petitions (H-1B, initial and continuing) or approved positions (LMIA); null where none. */
  approvals: number | null;
  /** The register's other figures for this employer, by their published names. */
  figures: Record<string, number>;
}

export interface ParsedRegister {
  employers: RegisterEmployer[];
  /** Data rows read (not counting the header). */
  rows: number;
  /** Rows the publisher left without an employer name. */
  unnamed: number;
}

/** A file that is not in its publisher's format: which row (line in the file, header = 1) and column. */
export class RegisterFileError extends Error {
  constructor(
    readonly row: number,
    readonly column: string,
    message: string,
  ) {
    super(`row ${row}, column ${column}: ${message}`);
  }
}

type Record_ = Record<string, string>;

/** The records of a CSV text, each with its line number; the header must hold `columns`. */
function readCsv(text: string, columns: readonly string[]): Array<{ line: number; record: Record_ }> {
  let records: Array<{ record: Record_; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => {
        const found = header.map((h) => h.trim());
        for (const column of columns) {
          if (!found.includes(column)) {
            throw new RegisterFileError(
              1,
              column,
              `the header has no "${column}" column (found: ${found.join(", ")})`,
            );
          }
        }
        return found;
      },
      info: true,
      skip_empty_lines: true,
      relax_quotes: false,
    }) as Array<{ record: Record_; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof RegisterFileError) throw error;
    const e = error as { lines?: number; column?: string | number; message: string };
    throw new RegisterFileError(e.lines ?? 1, String(e.column ?? "?"), e.message.replace(/^CSV_\w+: /, ""));
  }
  return records.map((r) => ({ line: r.info.lines, record: r.record }));
}

function text(record: Record_, column: string): string {
  return (record[column] ?? "").trim();
}

function required(record: Record_, column: string, line: number): string {
  const value = text(record, column);
  if (value === "") throw new RegisterFileError(line, column, "is empty");
  return value;
}

function count(record: Record_, column: string, line: number): number {
  const value = text(record, column).replace(/,/g, "");
  if (!/^\d+$/.test(value)) {
    throw new RegisterFileError(line, column, `"${text(record, column)}" is not a whole number`);
  }
  return Number(value);
}

const UK_COLUMNS = ["Organisation Name", "Town/City", "County", "Type & Rating", "Route"] as const;

/** The Home Office's CSV: a row per sponsor and route; an employer is a name in a town. */
function parseUkSponsors(text_: string): ParsedRegister {
  const byKey = new Map<string, RegisterEmployer>();
  const rows = readCsv(text_, UK_COLUMNS);
  for (const { line, record } of rows) {
    const name = required(record, "Organisation Name", line);
    const rating = required(record, "Type & Rating", line);
    const route = required(record, "Route", line);
    const town = text(record, "Town/City") || null;
    const key = `${name}\n${town ?? ""}`;
    const known = byKey.get(key);
    if (known) {
      if (!known.routes.includes(route)) known.routes.push(route);
      // The worker licence's rating speaks for the skilled routes; keep it over a temporary one.
      if (known.rating?.startsWith("Temporary") && rating.startsWith("Worker")) known.rating = rating;
      continue;
    }
    byKey.set(key, {
      name,
      town,
      region: text(record, "County") || null,
      routes: [route],
      rating,
      fiscalYear: null,
      approvals: null,
      figures: {},
    });
  }
  return { employers: [...byKey.values()], rows: rows.length, unnamed: 0 };
}

const US_COLUMNS = [
  "Fiscal Year",
  "Employer",
  "Initial Approval",
  "Initial Denial",
  "Continuing Approval",
  "Continuing Denial",
  "State",
  "City",
] as const;
const US_FIGURES = [
  "Initial Approval",
  "Initial Denial",
  "Continuing Approval",
  "Continuing Denial",
] as const;

/**
 * USCIS's fiscal-year export: a row per petitioner (employer, tax id, place); an employer is a name
 * in a state, its rows' petitions added up.
 */
function parseUsH1b(text_: string): ParsedRegister {
  const byKey = new Map<string, RegisterEmployer>();
  const rows = readCsv(text_, US_COLUMNS);
  let unnamed = 0;
  for (const { line, record } of rows) {
    const year = count(record, "Fiscal Year", line);
    const figures = Object.fromEntries(US_FIGURES.map((c) => [c, count(record, c, line)]));
    const name = text(record, "Employer");
    // USCIS leaves some petitioners unnamed; they are counted, not listed.
    if (name === "") {
      unnamed++;
      continue;
    }
    const region = text(record, "State") || null;
    const key = `${name}\n${region ?? ""}\n${year}`;
    const known = byKey.get(key);
    if (known) {
      for (const c of US_FIGURES) known.figures[c] = (known.figures[c] ?? 0) + (figures[c] ?? 0);
      known.approvals =
        (known.figures["Initial Approval"] ?? 0) + (known.figures["Continuing Approval"] ?? 0);
      continue;
    }
    byKey.set(key, {
      name,
      town: text(record, "City") || null,
      region,
      routes: ["H-1B"],
      rating: null,
      fiscalYear: year,
      approvals: (figures["Initial Approval"] ?? 0) + (figures["Continuing Approval"] ?? 0),
      figures,
    });
  }
  return { employers: [...byKey.values()], rows: rows.length, unnamed };
}

const CA_COLUMNS = [
  "Province/Territory",
  "Program Stream",
  "Employer",
  "Address",
  "Approved Positions",
] as const;

/**
 * ESDC's quarterly list: a row per employer, address, stream and occupation, under a title line
 * and above notes. An employer is a name at an address; its streams stay distinct.
 */
function parseCaLmia(text_: string): ParsedRegister {
  const lines = text_.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.replace(/"/g, "").startsWith("Province/Territory,"));
  if (headerAt < 0) {
    throw new RegisterFileError(1, "Province/Territory", "no header line starting with Province/Territory");
  }
  // Notes under the table start with a line that has no comma-separated fields.
  const end = lines.findIndex((l, i) => i > headerAt && l.trim() !== "" && !l.includes(","));
  const table = lines.slice(headerAt, end < 0 ? undefined : end).join("\n");
  const byKey = new Map<string, RegisterEmployer>();
  const rows = readCsv(table, CA_COLUMNS).map((r) => ({ ...r, line: r.line + headerAt }));
  for (const { line, record } of rows) {
    const name = required(record, "Employer", line);
    const stream = required(record, "Program Stream", line);
    const positions = count(record, "Approved Positions", line);
    const address = text(record, "Address");
    const key = `${name}\n${address}`;
    const known = byKey.get(key);
    if (known) {
      if (!known.routes.includes(stream)) known.routes.push(stream);
      known.approvals = (known.approvals ?? 0) + positions;
      known.figures[stream] = (known.figures[stream] ?? 0) + positions;
      continue;
    }
    byKey.set(key, {
      name,
      town: address.split(",")[0]?.trim() || null,
      region: text(record, "Province/Territory") || null,
      routes: [stream],
      rating: null,
      fiscalYear: null,
      approvals: positions,
      figures: { [stream]: positions },
    });
  }
  return { employers: [...byKey.values()], rows: rows.length, unnamed: 0 };
}

/** Reads a register file in its publisher's format; the first fault is a RegisterFileError. */
export function parseRegisterFile(register: RegisterId, content: string): ParsedRegister {
  switch (register) {
    case "uk-sponsors":
      return parseUkSponsors(content);
    case "us-h1b":
      return parseUsH1b(content);
    case "ca-lmia":
      return parseCaLmia(content);
    case "nl-ind":
      throw new RegisterFileError(
        1,
        "-",
        "the IND publishes its register as a web page only, with no file or terms of reuse; see docs/decisions/029-sponsor-registers.md",
      );
  }
}
