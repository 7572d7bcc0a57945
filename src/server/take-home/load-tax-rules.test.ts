import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadTaxRules, TAX_DIR } from "./load-tax-rules";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const GB = JSON.parse(fs.readFileSync(path.join(TAX_DIR, "GB", "2026-27.json"), "utf8"));

/** A rules folder holding GB/2026-27.json as changed by `edit` (and saved under `name`). */
function folderWith(edit: (file: typeof GB) => void, name = "2026-27.json"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tax-"));
  dirs.push(dir);
  const file = structuredClone(GB);
  edit(file);
  fs.mkdirSync(path.join(dir, "GB"));
  fs.writeFileSync(path.join(dir, "GB", name), JSON.stringify(file));
  return dir;
}

function refusal(dir: string): string {
  try {
    loadTaxRules(dir);
  } catch (error) {
    return (error as Error).message.replace(path.relative(process.cwd(), dir), "data/tax");
  }
  throw new Error("the rules were accepted");
}

describe("loadTaxRules", () => {
  it("reads every country of data/tax, each with its years and regions", () => {
    const rules = loadTaxRules();
    expect(rules.countries.get("GB")?.years.map((y) => y.taxYear)).toEqual(["2026-27"]);
    expect(rules.countries.get("GB")?.years[0]?.regions.map((r) => r.code)).toEqual(["ENG", "SCT"]);
    expect(rules.countries.get("IE")?.years.map((y) => y.taxYear)).toEqual(["2024", "2026"]);
  });

  it("names the file, the field and the problem in one line", () => {
    expect(refusal(folderWith((f) => (f.params.personalAllowance.value = "12570")))).toBe(
      "data/tax/GB/2026-27.json, params.personalAllowance.value: must be a number or a list of bands",
    );
    expect(
      refusal(folderWith((f) => (f.steps[1].value = { max: [0, { sub: ["gross", "allowence"] }] }))),
    ).toBe(
      'data/tax/GB/2026-27.json, steps.taxable.value.max[1].sub[1]: "allowence" names no earlier step, parameter or "gross"',
    );
    expect(refusal(folderWith((f) => (f.params.niBands.source = "hmrc")))).toBe(
      'data/tax/GB/2026-27.json, params: source "hmrc" is not in the file\'s sources',
    );
    expect(refusal(folderWith((f) => (f.params.spare = { value: 1, source: "fa2021s5" })))).toBe(
      "data/tax/GB/2026-27.json, params.spare: no step uses it",
    );
    expect(refusal(folderWith((f) => (f.defaultRegion = "WLS")))).toBe(
      "data/tax/GB/2026-27.json, defaultRegion: must be one of ENG, SCT",
    );
    expect(refusal(folderWith((f) => (f.params.niBands.value = [{ from: 100, rate: 0.08 }])))).toBe(
      'data/tax/GB/2026-27.json, steps.nationalInsurance.value.bands: the first band of "niBands" must start from 0',
    );
    expect(refusal(folderWith(() => {}, "2025-26.json"))).toBe(
      'data/tax/GB/2025-26.json, taxYear: "2026-27" does not match the file\'s name',
    );
  });

  it("refuses a file that is not JSON", () => {
    const dir = folderWith(() => {});
    fs.writeFileSync(path.join(dir, "GB", "2026-27.json"), "{ not json");
    expect(refusal(dir)).toMatch(/^data\/tax\/GB\/2026-27.json: not valid JSON/);
  });
});
