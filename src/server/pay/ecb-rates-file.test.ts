import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ratesOfDay } from "../modules/pay/exchange-rates.service";
import { parseEcbRates, RatesFileError } from "./ecb-rates-file";
import { loadCurrencyPegs } from "./pay-reference";

// The ECB's daily CSV of 06 February 2026, as data/reference/exchange-rates.csv records where it was read.
const DAILY_CSV =
  "Date, USD, JPY, CZK, DKK, GBP, HUF, PLN, RON, SEK, CHF, ISK, NOK, TRY, AUD, BRL, CAD, CNY, HKD, IDR, ILS, INR, KRW, MXN, MYR, NZD, PHP, SGD, THB, ZAR, \n" +
  "06 February 2026, 1.1794, 185.27, 24.240, 7.4672, 0.86790, 377.95, 4.2185, 5.0920, 10.6735, 0.9175, 145.20, 11.4695, 51.4394, 1.6880, 6.1767, 1.6118, 8.1838, 9.2152, 19900.00, 3.6916, 106.9265, 1730.68, 20.4787, 4.6557, 1.9673, 69.047, 1.5016, 37.269, 19.0170, \n";

describe("parseEcbRates", () => {
  it("reads the daily CSV: its day and every currency it lists", () => {
    const { date, rates } = parseEcbRates(DAILY_CSV);
    expect(date).toBe("2026-02-06");
    expect(rates.size).toBe(29);
    expect(rates.get("USD")).toBe(1.1794);
    expect(rates.get("IDR")).toBe(19900);
  });

  it("reads the history CSV's newest day, leaving out currencies not quoted that day", () => {
    const { date, rates } = parseEcbRates(
      "Date,USD,JPY,BGN,\n2026-02-06,1.1794,185.27,N/A,\n2026-02-05,1.1800,185.00,N/A,\n",
    );
    expect(date).toBe("2026-02-06");
    expect([...rates.keys()]).toEqual(["USD", "JPY"]);
  });

  it("reads the XML, the first day of a file holding several", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-02-06'><Cube currency='USD' rate='1.1794'/><Cube currency='GBP' rate='0.86790'/></Cube>
    <Cube time='2026-02-05'><Cube currency='USD' rate='1.1800'/></Cube>
  </Cube>
</gesmes:Envelope>`;
    const { date, rates } = parseEcbRates(xml);
    expect(date).toBe("2026-02-06");
    expect(Object.fromEntries(rates)).toEqual({ USD: 1.1794, GBP: 0.8679 });
  });

  it.each([
    ["not rates at all", /starts with "Date"/],
    ["Date, USD\n31 February 2026, 1.1\n", /"31 February 2026" is not a date/],
    ["Date, USD\n06 February 2026, abc\n", /USD rate "abc" is not a positive number/],
    ["<Cube><Cube currency='USD' rate='1.1'/></Cube>", /no <Cube time/],
    ["Date, USD\n", /no rates follow/],
  ])("refuses %j, saying why", (text, message) => {
    expect(() => parseEcbRates(text)).toThrow(RatesFileError);
    expect(() => parseEcbRates(text)).toThrow(message);
  });
});

describe("ratesOfDay", () => {
  it("adds the euro and derives each pegged currency from its anchor, saying how", () => {
    const rows = ratesOfDay(parseEcbRates(DAILY_CSV), loadCurrencyPegs());
    expect(rows).toHaveLength(31);
    expect(rows[0]).toMatchObject({ currency: "EUR", perEuro: 1, derivation: null });
    const aed = rows.find((row) => row.currency === "AED");
    expect(aed?.perEuro).toBe(4.331346);
    expect(aed?.derivation).toBe(
      "Derived from its official peg: 3.6725 AED per USD (Central Bank of the UAE) × the ECB's 1.1794 USD per euro",
    );
  });

  it("matches data/reference/exchange-rates.csv, which holds that day", () => {
    const file = fs.readFileSync(
      new URL("../../../data/reference/exchange-rates.csv", import.meta.url),
      "utf8",
    );
    for (const row of ratesOfDay(parseEcbRates(DAILY_CSV), loadCurrencyPegs())) {
      expect(file).toMatch(new RegExp(`^${row.currency},${String(row.perEuro).replace(".", "\\.")}`, "m"));
    }
  });
});
