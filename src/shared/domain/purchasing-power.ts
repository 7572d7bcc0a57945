/**
 * What an amount of pay buys where it is spent, in international dollars (what a US dollar buys in
 * the United States): the amount divided by the country's PPP conversion factor for private
 * consumption (local currency units per international dollar, World Bank PA.NUS.PRVT.PP).
 *
 * Where that factor is not at hand, it is approximated by the price level ratio (PA.NUS.PPPC.RF,
 * which rests on the GDP-wide PPP, not private consumption alone) times the market exchange rate
 * (local currency per US dollar, PA.NUS.FCRF): price level = PPP factor ÷ exchange rate.
 */
export type PppBasis =
  | { kind: "ppp-factor"; pppFactor: number }
  | { kind: "price-level"; priceLevel: number; exchangeRate: number };

/** Local currency units per international dollar, as the basis gives it; null when it cannot. */
export function localUnitsPerInternationalDollar(basis: PppBasis): number | null {
  const value = basis.kind === "ppp-factor" ? basis.pppFactor : basis.priceLevel * basis.exchangeRate;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** `amount` (local currency) in international dollars; null when the basis gives no usable factor. */
export function internationalDollars(amount: number, basis: PppBasis): number | null {
  const factor = localUnitsPerInternationalDollar(basis);
  return factor === null ? null : amount / factor;
}
