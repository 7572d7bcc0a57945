import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { buildEmployerIndex, type EmployerIndex, matchEmployer } from "./employer-matching";
import { type ParsedRegister, parseRegisterFile, type RegisterEmployer } from "./register-formats";
import { REGISTER_DIR, SNAPSHOTS } from "./register-snapshots";

/*
 * Precision and recall of the name matching against the real registers as shipped, on company
 * names labelled by reading the register rows (fixtures/labelled-employers.csv: each name with
 * the register entries that are that employer, or none). The figures are recorded in
 * docs/decisions/029-sponsor-registers.md.
 */

interface Labelled {
  name: string;
  country: string;
  place: string;
  expected: string[];
}

function readLabelled(file: string): Labelled[] {
  const rows = parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures", file), "utf8"), {
    columns: true,
  }) as Array<Record<string, string>>;
  return rows.map((r) => ({
    name: r.name ?? "",
    country: r.country ?? "",
    place: r.place ?? "",
    expected: (r.expected ?? "").split(";").filter((e) => e !== ""),
  }));
}

const indexes = new Map<string, EmployerIndex<RegisterEmployer>>();

beforeAll(() => {
  for (const snapshot of SNAPSHOTS) {
    const parsed: ParsedRegister = parseRegisterFile(
      snapshot.register,
      fs.readFileSync(path.join(REGISTER_DIR, snapshot.file), "utf8"),
    );
    indexes.set(snapshot.country, buildEmployerIndex(parsed.employers));
  }
}, 60_000);

function score(items: readonly Labelled[]) {
  let truePositives = 0;
  let falsePositives = 0;
  let positives = 0;
  const wrong: string[] = [];
  for (const item of items) {
    const index = indexes.get(item.country);
    if (!index) throw new Error(`no register shipped for ${item.country}`);
    const found = matchEmployer(index, item.name, item.place);
    if (item.expected.length > 0) positives++;
    if (!found) continue;
    if (item.expected.includes(found.employer.name)) truePositives++;
    else {
      falsePositives++;
      wrong.push(`${item.name} → ${found.employer.name}`);
    }
  }
  const predicted = truePositives + falsePositives;
  return {
    items: items.length,
    positives,
    predicted,
    truePositives,
    precision: predicted === 0 ? 1 : truePositives / predicted,
    recall: positives === 0 ? 1 : truePositives / positives,
    wrong,
  };
}

describe("matching company names against the shipped registers", () => {
  it("names at least 150 real companies and keeps precision at or above 0.98", () => {
    const result = score(readLabelled("labelled-employers.csv"));
    console.log("labelled set", JSON.stringify(result));
    expect(result.items).toBeGreaterThanOrEqual(150);
    expect(result.precision).toBeGreaterThanOrEqual(0.98);
    expect(result.recall).toBeGreaterThanOrEqual(0.6);
  });

  it("measures the harder case of US petitioners' names met in the UK", () => {
    // Every name here is one the matcher pairs with a UK sponsor; the labels say which pairs are
    // the same employer. Matching is per country, so this only happens to a US company that posts
    // a job in the UK: see the decision record.
    const result = score(readLabelled("cross-country-sample.csv"));
    console.log("cross-country sample", JSON.stringify(result));
    expect(result.items).toBe(55);
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
  });
});

describe("matchEmployer", () => {
  const index = buildEmployerIndex<RegisterEmployer>([
    {
      name: "Apple Corps Limited",
      town: "London",
      region: null,
      routes: [],
      rating: null,
      fiscalYear: null,
      approvals: null,
      figures: {},
    },
    {
      name: "Apple Europe Limited",
      town: "London",
      region: null,
      routes: [],
      rating: null,
      fiscalYear: null,
      approvals: null,
      figures: {},
    },
    {
      name: "Roofoods Ltd t/a Deliveroo",
      town: "London",
      region: null,
      routes: [],
      rating: null,
      fiscalYear: null,
      approvals: null,
      figures: {},
    },
    {
      name: "Brooke Care Ltd",
      town: "Leeds",
      region: null,
      routes: [],
      rating: null,
      fiscalYear: null,
      approvals: null,
      figures: {},
    },
    {
      name: "Brooke Care Limited",
      town: "Bristol",
      region: "Avon",
      routes: [],
      rating: null,
      fiscalYear: null,
      approvals: null,
      figures: {},
    },
  ]);

  it("sets case, punctuation, 'The' and legal forms aside for an exact match", () => {
    expect(matchEmployer(index, "THE APPLE CORPS LTD.", "")).toMatchObject({
      match: "exact",
      employer: { name: "Apple Corps Limited" },
    });
  });

  it("matches one qualifier word apart as likely, and a trading name exactly", () => {
    expect(matchEmployer(index, "Apple", "")).toMatchObject({
      match: "likely",
      employer: { name: "Apple Europe Limited" },
    });
    expect(matchEmployer(index, "Deliveroo", "")).toMatchObject({
      match: "exact",
      employer: { name: "Roofoods Ltd t/a Deliveroo" },
    });
  });

  it("chooses between entries of one name by the town the company names", () => {
    expect(matchEmployer(index, "Brooke Care", "Bristol, United Kingdom")?.employer.town).toBe("Bristol");
    expect(matchEmployer(index, "Brooke Care", "Leeds, United Kingdom")?.employer.town).toBe("Leeds");
  });

  it("refuses anything looser", () => {
    expect(matchEmployer(index, "Apple Physiotherapy", "")).toBeNull();
    expect(matchEmployer(index, "Apples Europe", "")).toBeNull();
    expect(matchEmployer(index, "Deliveroo Foods Group", "")).toBeNull();
    expect(matchEmployer(index, "Ltd", "")).toBeNull();
  });
});
