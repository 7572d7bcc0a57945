#!/usr/bin/env node
// Regenerates the world part of data/reference from whole published lists, so anyone can re-check it:
//
//   countries.csv  every ISO 3166-1 country and territory, with its UN M49 region and subregion and
//                  its ISO 4217 currency. The rows already there keep their place (ids follow file
//                  order), their name, tag, colours, staple food and currencies; new rows get no tag,
//                  colours or staple food (no source has them) and are sorted by name.
//   figures.csv    for each list given, that indicator's row for every country the list covers:
//                    --employment     World Bank WDI employment-to-population ratio 15+ (SL.EMP.TOTL.SP.ZS),
//                                     latest year published for each economy, one decimal;
//                    --hdi            UNDP Human Development Index, HDR 2025 edition (column hdi_2023),
//                                     three decimals, with the rank UNDP gives;
//                    --price-level    WDI price level ratio (PA.NUS.PPPC.RF), latest year, three decimals;
//                    --exchange-rate  WDI official exchange rate (PA.NUS.FCRF), latest year if 2020 or later,
//                                     four decimals, in the country's currency per US dollar;
//                    --ppp-factor     WDI PPP conversion factor for private consumption (PA.NUS.PRVT.PP), latest
//                                     year if 2020 or later (as the exchange rate) and only where WDI states it
//                                     in the country's currency of today (not Zimbabwe, Bulgaria, Liberia or
//                                     Palestine), in local currency units per international dollar: four
//                                     decimals at 1 or more, six significant digits below 1 (so a small factor
//                                     is never rounded to 0);
//                    --whc            UNESCO World Heritage List export: properties per State Party
//                                     (a transboundary property counts for each of its States);
//                    --bli            OECD Better Life Index housing expenditure (HO_HISH), 2017 edition;
//                    --wvs-neighbours World Values Survey wave 7, "would not like as neighbours: people of a
//                                     different race" (% mentioned), as El Atlas tabulated the Integrated
//                                     Values Surveys file: the WVS rows of wave 7, one decimal, for the
//                                     countries no King's College London or WVS online-analysis figure covers.
//                  A row already in the file keeps its place and is replaced by the list's figure;
//                  new rows follow in country order. Indicators whose list is not given stay as they are.
//
// Inputs (read with git from the snapshots named in data/reference/SOURCES.md):
//   --iso <all.csv>          lukes/ISO-3166-Countries-with-Regional-Codes all/all.csv
//   --names <countries.json> mledoze/countries countries.json (common names, currencies)
//   --currencies <codes-all.csv> datasets/currency-codes data/codes-all.csv (ISO 4217)
//   --employment <csv>       open-numbers/ddf--world_bank--world_development_indicators
//                            datapoints/ddf--datapoints--sl_emp_totl_sp_zs--by--economy--year.csv
//   --hdi <csv>              UNDP HDR25_Composite_indices_complete_time_series.csv (first column iso3 or code)
//   --price-level <csv>      the same WDI repository, datapoints/ddf--datapoints--pa_nus_pppc_rf--by--economy--year.csv
//   --exchange-rate <csv>    the same WDI repository, datapoints/ddf--datapoints--pa_nus_fcrf--by--economy--year.csv
//   --ppp-factor <csv>       the same WDI repository, datapoints/ddf--datapoints--pa_nus_prvt_pp--by--economy--year.csv
//   --whc <csv>              UNESCO whc-sites-2023 export as CSV (columns iso_code, category_short)
//   --bli <csv>              the OECD Better Life Index table of the R package giniCI (data/bli.rda) as CSV
//   --wvs-neighbours <csv>   dschteingart/el-atlas-charts 04-intolerancia/data/ivs_vecinos_largo.csv
//                            with columns COUNTRY, YEAR, HO_HISH, e.g. Rscript -e
//                            'load("bli.rda"); write.csv(bli[c("COUNTRY","YEAR","HO_HISH")], "bli.csv", row.names=FALSE)'
//   --check                  write nothing; exit 1 if the files in data/reference differ
//
// Example:
//   git --git-dir=<mirror>/repo show <commit>:all/all.csv > /tmp/all.csv   (and so on)
//   node scripts/world-reference.mjs --iso /tmp/all.csv --names /tmp/countries.json \
//     --currencies /tmp/codes-all.csv --employment /tmp/sl_emp.csv --hdi /tmp/hdr25.csv \
//     --price-level /tmp/pppc_rf.csv --exchange-rate /tmp/fcrf.csv --ppp-factor /tmp/prvt_pp.csv \
//     --whc /tmp/whc.csv --bli /tmp/bli.csv --wvs-neighbours /tmp/ivs_vecinos_largo.csv
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REFERENCE = path.join(ROOT, "data", "reference");

/** Where each list was read; keep in step with data/reference/SOURCES.md. */
const WDI = "open-numbers/ddf--world_bank--world_development_indicators/datapoints";
const WDI_COMMIT = "0f0d0962479dd72d29a3b725072fefa1da633c99";
const READ_AT = {
  employment: `${WDI}/ddf--datapoints--sl_emp_totl_sp_zs--by--economy--year.csv@${WDI_COMMIT}`,
  priceLevel: `${WDI}/ddf--datapoints--pa_nus_pppc_rf--by--economy--year.csv@${WDI_COMMIT}`,
  exchangeRate: `${WDI}/ddf--datapoints--pa_nus_fcrf--by--economy--year.csv@${WDI_COMMIT}`,
  pppFactor: `${WDI}/ddf--datapoints--pa_nus_prvt_pp--by--economy--year.csv@${WDI_COMMIT}`,
  hdi: "shellymutu-grigg/infosys_722_iteration_03/datasets/HDR25_Composite_indices_complete_time_series.csv@1e872110430af68405c819a1f200eefbd2e213c1",
  whc: "bugracntp/UNESCO-world-heritage/data/whc-sites-2023.csv@4b91d7ee7b627350de1ffe36d4cc464e07484340 (UNESCO export whc-sites-2023.xls converted to CSV; same commit holds data/whc-sites-2023.xls)",
  bli: "novidu/giniCI/data/bli.rda@7519d45eeee2c6cd2607695578f5119cc49162f6",
  wvsNeighbours:
    "dschteingart/el-atlas-charts/04-intolerancia/data/ivs_vecinos_largo.csv@89783318de94cec9a365ceebd55e0394436c57a3",
};

/**
 * The oldest official exchange rate (and PPP factor, also in local currency) written: currencies
 * redenominated since (Venezuela, Turkmenistan) make older ones wrong in today's units.
 */
const OLDEST_RATE_YEAR = 2020;
/**
 * Official rates and PPP factors left out although recent enough, with the reason (said again in
 * SOURCES.md). Zimbabwe replaced its dollar by the ZiG (ZWG) in April 2024; WDI's 2024 average
 * (3266 per US$) is not a ZWG rate, nor its 2021 PPP factor a ZWG one, and ZWG is the currency
 * countries.csv gives. Bulgaria's 2024 rate and factor are in leva; the euro replaced the lev in
 * January 2026, and the euro is the currency countries.csv gives.
 */
const RATE_NOT_IN_TODAYS_CURRENCY = new Set(["zwe", "bgr"]);
/**
 * PPP factors left out although recent enough, besides Zimbabwe's and Bulgaria's: WDI states them
 * in a currency other than the one countries.csv gives. Liberia's and Palestine's are in US dollars
 * (WDI's local currency unit for both), not in Liberian dollars or the currency countries.csv gives
 * Palestine.
 */
const PPP_NOT_IN_TODAYS_CURRENCY = new Set([...RATE_NOT_IN_TODAYS_CURRENCY, "lbr", "pse"]);
/** Better Life Index country names that name no single ISO country by themselves. */
const BLI_NAMES = { Korea: "KR" };

function args(argv) {
  const out = { check: false };
  for (let i = 2; i < argv.length; i += 1) {
    const name = argv[i];
    if (name === "--check") out.check = true;
    else if (name?.startsWith("--")) {
      out[name.slice(2)] = argv[i + 1];
      i += 1;
    }
  }
  for (const required of ["iso", "names", "currencies"]) {
    if (!out[required]) {
      console.error(`world-reference: --${required} <file> is required (see the comment at the top)`);
      process.exit(2);
    }
  }
  return out;
}

const readCsv = (file) => parse(fs.readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true });

/** A CSV field, quoted when it holds a comma, quote or line break. */
function field(value) {
  const text = String(value ?? "");
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const line = (values) => values.map(field).join(",");

/** Codes of ISO 4217 that are not a country's money: precious metals, units of account, funds. */
const NOT_MONEY = /^(X(AU|AG|PD|PT|DR|SU|UA|TS|XX|B[A-D])|BOV|CHE|CHW|CLF|COU|MXV|USN|UYI|UYW)$/;

/** ISO 4217 codes in use (no withdrawal date) that are money. */
function activeCurrencies(rows) {
  const active = new Set();
  for (const row of rows) {
    const code = row.AlphabeticCode;
    if (/^[A-Z]{3}$/.test(code) && !row.WithdrawalDate && !NOT_MONEY.test(code)) active.add(code);
  }
  return active;
}

/** A name for matching lists that spell it differently: "Korea, Republic of" = "KOREA (THE REPUBLIC OF)". */
function nameKey(name) {
  return name
    .normalize("NFD")
    .toUpperCase()
    .replace(/\bTHE\b/g, "")
    .replace(/[^A-Z]/g, "");
}

/** The currency a country uses: ISO 4217's own entry for it when one matches, else the first in use. */
function currencyOf(country, isoName, iso4217Rows, active) {
  const names = new Set(
    [isoName, country?.name?.common, country?.name?.official].filter(Boolean).map(nameKey),
  );
  const listed = Object.keys(country?.currencies ?? {});
  const ownEntry = iso4217Rows
    .filter((r) => names.has(nameKey(r.Entity)) && active.has(r.AlphabeticCode))
    .map((r) => r.AlphabeticCode);
  const preferred = listed.find((code) => ownEntry.includes(code)) ?? ownEntry[0];
  return preferred ?? listed.find((code) => active.has(code)) ?? "";
}

/** The latest year published for each economy (ISO alpha-3, lower case) and its value. */
function latestByEconomy(rows, column) {
  const latest = new Map();
  for (const row of rows) {
    const year = Number(row.year);
    const value = row[column];
    if (value === "" || value === undefined) continue;
    const before = latest.get(row.economy);
    if (!before || year > before.year) latest.set(row.economy, { year, value: Number(value) });
  }
  return latest;
}

/** A PPP factor as written: four decimals at 1 or more, six significant digits below (never 0 for a small factor). */
function pppFactorText(value) {
  return value >= 1 ? value.toFixed(4) : value.toPrecision(6);
}

/** One row per economy with an ISO code (aggregates have none), as the WDI rows already in the file are written. */
function wdiRows(latest, alpha3, indicator, readAt, format) {
  const out = [];
  for (const [economy, { year, value }] of latest) {
    const code = alpha3.get(economy);
    if (!code) continue;
    out.push({
      indicator,
      country: code,
      value: format(value),
      dataYear: String(year),
      readAt: `${readAt} (row ${economy},${year})`,
      note: "",
    });
  }
  return out;
}

/** UNDP HDI of the HDR 2025 edition (2023 values), with UNDP's rank; rows without a 2023 value are not written. */
function hdiRows(records, alpha3) {
  const out = [];
  for (const row of records) {
    const iso3 = row.iso3 ?? row.code ?? row["\ufeffcode"] ?? row["\ufeffiso3"];
    const code = alpha3.get(String(iso3).toLowerCase());
    if (!code || row.hdi_2023 === "" || row.hdi_2023 === undefined) continue;
    out.push({
      indicator: "undp-hdi",
      country: code,
      value: Number(row.hdi_2023).toFixed(3),
      dataYear: "2023",
      readAt: `${READ_AT.hdi} (row ${iso3}, column hdi_2023; rank column hdi_rank_2023)`,
      note: row.hdi_rank_2023 ? `rank ${row.hdi_rank_2023}` : "",
    });
  }
  return out;
}

/**
 * Properties of the World Heritage List per State Party, by category. A transboundary property
 * counts for each State. An independent country with no property counts 0; a territory's
 * properties are listed under its State, so a territory gets no row (its figure is missing).
 */
function heritageRows(records, order, independent) {
  const tally = new Map();
  for (const row of records) {
    const kind = { C: "cultural", N: "natural", "C/N": "mixed" }[row.category_short];
    if (!kind) throw new Error(`whc: unknown category "${row.category_short}" (${row.name_en})`);
    for (const part of row.iso_code.split(",")) {
      const code = part.trim().toUpperCase();
      if (code === "") continue; // Jerusalem (Site proposed by Jordan): no State Party named
      if (!order.has(code)) throw new Error(`whc: "${code}" is not in countries.csv`);
      const t = tally.get(code) ?? { cultural: 0, natural: 0, mixed: 0 };
      t[kind] += 1;
      tally.set(code, t);
    }
  }
  for (const code of independent) {
    if (order.has(code) && !tally.has(code)) tally.set(code, { cultural: 0, natural: 0, mixed: 0 });
  }
  return [...tally].map(([code, t]) => ({
    indicator: "unesco-world-heritage-count",
    country: code,
    value: String(t.cultural + t.natural + t.mixed),
    dataYear: "2023",
    readAt: READ_AT.whc,
    note: `cultural ${t.cultural}, natural ${t.natural}, mixed ${t.mixed}`,
  }));
}

/** Better Life Index 2017 edition, housing costs as % of disposable income; names matched to one ISO country each. */
function bliRows(records, iso, named) {
  const byKey = new Map();
  const add = (name, code) => {
    if (!name) return;
    const key = nameKey(name);
    const codes = byKey.get(key) ?? new Set();
    codes.add(code);
    byKey.set(key, codes);
  };
  for (const r of iso) add(r.name, r["alpha-2"]);
  for (const c of named.values()) {
    add(c.name?.common, c.cca2);
    add(c.name?.official, c.cca2);
    for (const alt of c.altSpellings ?? []) add(alt, c.cca2);
  }
  const out = [];
  for (const row of records.filter((r) => String(r.YEAR) === "2017")) {
    const codes = [...(byKey.get(nameKey(row.COUNTRY)) ?? [])];
    const code = BLI_NAMES[row.COUNTRY] ?? (codes.length === 1 ? codes[0] : undefined);
    if (!code) throw new Error(`bli: "${row.COUNTRY}" names ${codes.length} ISO countries`);
    out.push({
      indicator: "oecd-bli-housing-expenditure",
      country: code,
      value: String(Number(row.HO_HISH)),
      dataYear: "",
      readAt: `${READ_AT.bli} (row COUNTRY ${row.COUNTRY}, YEAR 2017)`,
      note: "BLI 2017 edition",
    });
  }
  return out;
}

/** The racism figures read elsewhere first (same survey item): a country they cover keeps theirs. */
const NEIGHBOURS_READ_FIRST = new Set(["kcl-wvs-neighbours-race", "wvs-online-neighbours-race"]);

/**
 * WVS wave 7's "people of a different race" (% mentioned, weighted, among valid answers) for each
 * country of the WVS sample; the EVS rows of the same file are another survey and are not read.
 * Northern Ireland's own sample has no ISO 3166-1 code and is left out.
 */
function wvsNeighboursRows(records, alpha3, figures) {
  const covered = new Set(
    figures.filter((f) => NEIGHBOURS_READ_FIRST.has(f.indicator)).map((f) => f.country),
  );
  const out = [];
  for (const row of records) {
    if (row.cat !== "otra_raza" || row.wave !== "7" || row.study !== "WVS") continue;
    const code = alpha3.get(row.iso3.toLowerCase());
    if (!code) {
      if (row.iso3 !== "NIR") throw new Error(`wvs-neighbours: ${row.iso3} is not an ISO 3166-1 code`);
      continue;
    }
    if (covered.has(code)) continue;
    out.push({
      indicator: "ivs-wvs7-neighbours-race",
      country: code,
      value: String(Number(row.pct)),
      dataYear: row.year,
      readAt: `${READ_AT.wvsNeighbours} (row ${row.iso3},WVS,7,otra_raza)`,
      note: `${row.n} valid answers`,
    });
  }
  return out;
}

/**
 * The figures with one indicator's rows replaced by `fresh`: a row already in the file keeps its
 * place (its line number may be cited) and, with keepNotes, its note; new rows follow in country
 * order. A country the file has that the list lacks is an error, not a silent deletion.
 */
function replaceIndicator(figures, indicator, fresh, order, keepNotes) {
  const byCountry = new Map(fresh.map((r) => [r.country, r]));
  const before = new Set();
  const kept = figures.map((f) => {
    if (f.indicator !== indicator) return f;
    const now = byCountry.get(f.country);
    if (!now) throw new Error(`the list has no ${indicator} figure for ${f.country}, which figures.csv has`);
    before.add(f.country);
    if (Number(now.value) !== Number(f.value) || now.dataYear !== f.dataYear) {
      console.warn(
        `${indicator} ${f.country}: figures.csv has ${f.value} (${f.dataYear}); the list says ${now.value} (${now.dataYear})`,
      );
    }
    return keepNotes ? { ...now, note: f.note } : now;
  });
  const added = fresh
    .filter((r) => !before.has(r.country))
    .sort((a, b) => (order.get(a.country) ?? 0) - (order.get(b.country) ?? 0));
  return [...kept, ...added];
}

function main() {
  const options = args(process.argv);
  const iso = readCsv(options.iso);
  const named = new Map(JSON.parse(fs.readFileSync(options.names, "utf8")).map((c) => [c.cca2, c]));
  const iso4217 = readCsv(options.currencies);
  const active = activeCurrencies(iso4217);

  const countriesFile = path.join(REFERENCE, "countries.csv");
  const existing = readCsv(countriesFile);
  const kept = new Set(existing.map((r) => r.code));
  const byCode = new Map(iso.map((r) => [r["alpha-2"], r]));

  const header = [
    "code",
    "name",
    "tag",
    "currency",
    "colors",
    "stapleFood",
    "salaryCurrency",
    "region",
    "subregion",
  ];
  const rows = existing.map((r) => {
    const entry = byCode.get(r.code);
    if (!entry) throw new Error(`${r.code} is not in the ISO 3166-1 list`);
    return { ...r, region: entry.region, subregion: entry["sub-region"] };
  });
  const added = iso
    .filter((r) => !kept.has(r["alpha-2"]))
    .map((r) => {
      const country = named.get(r["alpha-2"]);
      return {
        code: r["alpha-2"],
        name: country?.name?.common ?? r.name,
        tag: "",
        currency: currencyOf(country, r.name, iso4217, active),
        colors: "",
        stapleFood: "",
        salaryCurrency: "",
        region: r.region,
        subregion: r["sub-region"],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const countriesText = `${[header, ...[...rows, ...added].map((r) => header.map((h) => r[h]))].map(line).join("\n")}\n`;

  const alpha3 = new Map(iso.map((r) => [r["alpha-3"].toLowerCase(), r["alpha-2"]]));
  const order = new Map([...rows, ...added].map((r, i) => [r.code, i]));
  const currencyOfCode = new Map([...rows, ...added].map((r) => [r.code, r.currency]));
  const figuresFile = path.join(REFERENCE, "figures.csv");
  let figures = readCsv(figuresFile);
  const counts = {};
  const fill = (indicator, fresh, { keepNotes = false } = {}) => {
    figures = replaceIndicator(figures, indicator, fresh, order, keepNotes);
    counts[indicator] = fresh.length;
  };

  // WDI lists: every economy with an ISO code, latest year; the aggregates (regions, income groups) have none.
  if (options.employment) {
    const employment = latestByEconomy(readCsv(options.employment), "sl_emp_totl_sp_zs");
    const fresh = wdiRows(employment, alpha3, "wdi-employment-15plus", READ_AT.employment, (value) =>
      value.toFixed(1),
    );
    fill("wdi-employment-15plus", fresh, { keepNotes: true });
  }
  if (options["price-level"]) {
    const latest = latestByEconomy(readCsv(options["price-level"]), "pa_nus_pppc_rf");
    fill(
      "wdi-price-level",
      wdiRows(latest, alpha3, "wdi-price-level", READ_AT.priceLevel, (value) => value.toFixed(3)),
    );
  }
  if (options["exchange-rate"]) {
    const latest = latestByEconomy(readCsv(options["exchange-rate"]), "pa_nus_fcrf");
    for (const [economy, { year }] of latest) {
      if (year < OLDEST_RATE_YEAR || RATE_NOT_IN_TODAYS_CURRENCY.has(economy)) latest.delete(economy);
    }
    const fresh = wdiRows(latest, alpha3, "wdi-exchange-rate", READ_AT.exchangeRate, (value) =>
      value.toFixed(4),
    ).map((r) => ({ ...r, note: `${currencyOfCode.get(r.country)} per US$` }));
    fill("wdi-exchange-rate", fresh);
  }
  if (options["ppp-factor"]) {
    const latest = latestByEconomy(readCsv(options["ppp-factor"]), "pa_nus_prvt_pp");
    for (const [economy, { year }] of latest) {
      if (year < OLDEST_RATE_YEAR || PPP_NOT_IN_TODAYS_CURRENCY.has(economy)) latest.delete(economy);
    }
    const fresh = wdiRows(
      latest,
      alpha3,
      "wdi-ppp-private-consumption",
      READ_AT.pppFactor,
      pppFactorText,
    ).map((r) => ({ ...r, note: `${currencyOfCode.get(r.country)} per international $` }));
    fill("wdi-ppp-private-consumption", fresh);
  }
  if (options.hdi) fill("undp-hdi", hdiRows(readCsv(options.hdi), alpha3));
  if (options.whc) {
    const independent = new Set([...named.values()].filter((c) => c.independent).map((c) => c.cca2));
    fill("unesco-world-heritage-count", heritageRows(readCsv(options.whc), order, independent));
  }
  if (options.bli) {
    fill("oecd-bli-housing-expenditure", bliRows(readCsv(options.bli), iso, named), { keepNotes: true });
  }

  if (options["wvs-neighbours"]) {
    fill("ivs-wvs7-neighbours-race", wvsNeighboursRows(readCsv(options["wvs-neighbours"]), alpha3, figures));
  }

  const figureHeader = ["indicator", "country", "value", "dataYear", "readAt", "note"];
  const figuresText = `${[figureHeader, ...figures.map((r) => figureHeader.map((h) => r[h]))].map(line).join("\n")}\n`;

  const outputs = [
    [countriesFile, countriesText],
    [figuresFile, figuresText],
  ];
  if (options.check) {
    const stale = outputs.filter(([file, text]) => fs.readFileSync(file, "utf8") !== text);
    for (const [file] of stale)
      console.error(`${path.relative(ROOT, file)} differs from what the lists give`);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  for (const [file, text] of outputs) fs.writeFileSync(file, text);
  console.log(`countries: ${rows.length + added.length} (${added.length} added)`);
  for (const [indicator, count] of Object.entries(counts)) console.log(`${indicator}: ${count} figures`);
}

main();
