import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { IndicatorsFileSchema } from "./reference-schemas";

// Reading the files of data/reference: each file parsed and checked by its schema, and the first
// problem reported as one line naming the file, row and column.

/** A reference file that cannot be used; the message is one line naming the file, row and column. */
export class ReferenceDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReferenceDataError";
  }
}

export function readIndicators(dir: string, name: string): z.infer<typeof IndicatorsFileSchema> {
  let json: unknown;
  try {
    json = JSON.parse(readFile(dir, "indicators.json", name));
  } catch (error) {
    if (error instanceof ReferenceDataError) throw error;
    fail(`${name}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = IndicatorsFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("") ?? "";
    const id = indicatorIdAt(json, issue?.path[1]);
    fail(
      `${name}${id ? ` indicator "${id}"` : ""} at ${at.replace(/^\./, "")}: ${issue?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}

function indicatorIdAt(json: unknown, index: PropertyKey | undefined): string | undefined {
  if (typeof index !== "number" || typeof json !== "object" || json === null) return undefined;
  const list = (json as { indicators?: unknown }).indicators;
  const entry = Array.isArray(list) ? list[index] : undefined;
  const id = typeof entry === "object" && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : undefined;
}

/** Parses a CSV with a header row; every row is checked by `schema`, errors name the row (file line) and column. */
export function readCsv<T extends z.ZodObject>(
  dir: string,
  file: string,
  schema: T,
): { row: z.infer<T>; line: number }[] {
  const name = file;
  const text = readFile(dir, path.basename(file), name);
  const columns = Object.keys(schema.shape);
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: (header: string[]) => {
        const missing = columns.filter((c) => !header.includes(c));
        const extra = header.filter((c) => !columns.includes(c));
        if (missing.length > 0 || extra.length > 0) {
          fail(
            `${name} row 1: columns must be ${columns.join(",")}${missing.length ? `; missing ${missing.join(", ")}` : ""}${extra.length ? `; unknown ${extra.join(", ")}` : ""}`,
          );
        }
        return header;
      },
      info: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (error instanceof ReferenceDataError) throw error;
    const e = error as Error & { lines?: number };
    fail(`${name} row ${e.lines ?? "?"}: ${e.message.replace(/^Invalid Record Length: /, "")}`);
  }
  return records.map(({ record, info }) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const column = String(issue?.path[0] ?? "");
      const raw = record[column];
      fail(
        `${name} row ${info.lines}, column ${column}: ${raw === undefined ? "" : `"${raw}" `}${issue?.message ?? "is invalid"}`,
      );
    }
    return { row: parsed.data as z.infer<T>, line: info.lines };
  });
}

function readFile(dir: string, base: string, name: string): string {
  try {
    return fs.readFileSync(path.join(dir, base), "utf8");
  } catch {
    fail(`${name}: cannot be read`);
  }
}

export function fail(message: string): never {
  throw new ReferenceDataError(message);
}
