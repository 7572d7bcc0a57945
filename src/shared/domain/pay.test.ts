import { describe, expect, it } from "vitest";
import { annualAmount, convertThroughEuro, midpoint, payPeriod } from "./pay";
import { internationalDollars } from "./purchasing-power";

describe("pay", () => {
  it("makes stated pay yearly: hours at the country's week × 52, days × 260, weeks × 52, months × 12", () => {
    expect(annualAmount(30, "hour", 40.2)).toBe(62_712);
    expect(annualAmount(30, "hour", 40)).toBe(62_400);
    expect(annualAmount(400, "day", 40)).toBe(104_000);
    expect(annualAmount(1_000, "week", 40)).toBe(52_000);
    expect(annualAmount(4_200, "month", 40)).toBe(50_400);
    expect(annualAmount(85_000, "year", 40)).toBe(85_000);
  });

  it("reads a stated period in any case; none is yearly", () => {
    expect(payPeriod("HOUR")).toBe("hour");
    expect(payPeriod(null)).toBe("year");
    expect(payPeriod("fortnight")).toBe("year");
  });

  it("converts through the euro rates", () => {
    expect(convertThroughEuro(100, 0.8679, 1.1794)).toBeCloseTo(135.89, 2);
    expect(midpoint(60_000, 80_000)).toBe(70_000);
    expect(midpoint(null, 80_000)).toBe(80_000);
    expect(midpoint(null, null)).toBeNull();
  });

  it("says what pay buys in international dollars, from the PPP factor or the price level", () => {
    expect(internationalDollars(70_000, { kind: "ppp-factor", pppFactor: 0.7 })).toBeCloseTo(100_000, 6);
    expect(
      internationalDollars(77_200, { kind: "price-level", priceLevel: 0.772, exchangeRate: 0.9239 }),
    ).toBeCloseTo(77_200 / (0.772 * 0.9239), 6);
    expect(internationalDollars(1_000, { kind: "ppp-factor", pppFactor: 0 })).toBeNull();
  });
});
