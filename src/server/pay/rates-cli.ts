// npm run rates:import -- <file>: the ECB's euro reference rates (CSV or XML) become the rates in use.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../command";
import { loadConfig } from "../config";
import { lockHolder, openDatabase } from "../db/client";
import { importExchangeRates } from "../modules/pay/exchange-rates.service";
import { RatesFileError } from "./ecb-rates-file";
import { loadCurrencyPegs, PayReferenceError } from "./pay-reference";

const USAGE =
  "Usage: npm run rates:import -- <file>   (the ECB's eurofxref CSV or XML: eurofxref.csv, eurofxref-daily.xml, eurofxref-hist.csv)";

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new UsageError(`${file}: no such file`);
  }
  let pegs: ReturnType<typeof loadCurrencyPegs>;
  try {
    pegs = loadCurrencyPegs();
  } catch (error) {
    if (error instanceof PayReferenceError) throw new UsageError(error.message);
    throw error;
  }
  const config = loadConfig();
  if (!config.databaseUrl && lockHolder(config.dataDir) !== undefined) {
    throw new UsageError("the database is in use by a running server; stop it or use DATABASE_URL");
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.withStartLock(() => database.migrate());
    const summary = await importExchangeRates(database.db, text, pegs).catch((error: unknown) => {
      if (error instanceof RatesFileError) throw new UsageError(`${file}: ${error.message}`);
      throw error;
    });
    await database.checkpoint();
    console.log(`rates: ${summary.currencies} currencies as of ${summary.date}`);
  } finally {
    await database.close();
  }
  return 0;
}

runCommand(main, { unexpected: (line) => `the database could not be used: ${line}` });
