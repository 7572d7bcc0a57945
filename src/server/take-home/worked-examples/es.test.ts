import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";
import { computeTakeHome } from "../compute-take-home";
import { loadTaxRules, TAX_DIR } from "../load-tax-rules";

/*
 * No worked example by the Agencia Tributaria for 2026 was found. A public repository's
 * hand-checked 2025 case (not the tax authority) uses the same scales, minimums and reduction:
 * 30,000 € in Madrid with 1,905 € of contributions (6.35%) has a base of 26,095 €, a state quota
 * of 2,469.75 € and a Madrid quota of 2,140.78 €. Set to 2025's contributions (no MEI), the 2026
 * rules must give the same.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tax-es-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const IRPF = "IRPF (state and Comunidad de Madrid)";
const YEAR = "2026";

describe("Spain 2026", () => {
  it("cross-check: the 2025 Madrid case, 30,000 € → IRPF 4,610.53 €", () => {
    const file = JSON.parse(fs.readFileSync(path.join(TAX_DIR, "ES", "2026.json"), "utf8"));
    file.params.meiRate.value = 0;
    fs.mkdirSync(path.join(dir, "ES"), { recursive: true });
    fs.writeFileSync(path.join(dir, "ES", "2026.json"), JSON.stringify(file));
    const answer = computeTakeHome(loadTaxRules(dir), { country: "ES", gross: 30000, year: "2026" });
    expect(answer.socialContributions).toBe(1905);
    expect(line(answer, IRPF)).toBe(4610.53);
  });

  it("takes 6.50% of pay up to the 61,214.40 € maximum base, plus the solidarity share above it", () => {
    expect(takeHome("ES", 30000, { year: YEAR }).socialContributions).toBe(1950);
    const high = takeHome("ES", 70000, { year: YEAR });
    const solidarity = (67335.84 - 61214.4) * 0.0019 + (70000 - 67335.84) * 0.0021;
    expect(high.socialContributions).toBe(Math.round((61214.4 * 0.065 + solidarity) * 100) / 100);
  });

  it("gives the full 7,302 € reduction on low pay, so 15,000 € pays little IRPF", () => {
    // 15,000 − 975 = 14,025 ≤ 14,852: base 14,025 − 2,000 − 7,302 = 4,723, below both minimums.
    expect(line(takeHome("ES", 15000, { year: YEAR }), IRPF)).toBe(0);
  });
});
