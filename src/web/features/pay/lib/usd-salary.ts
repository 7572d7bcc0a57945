import { midpoint } from "@shared/domain/pay";
import { formatMoney, formatMoneyRange, formatRateDate } from "@shared/domain/pay-format";
import type { ExchangeRates, Pay } from "@shared/schemas/pay";
import { crossRate } from "../api/get-exchange-rates";

/**
 * The calculator's salary (US dollars a year, the specification's unit) from a job's pay in
 * another currency: its yearly figure (a range's midpoint) at the dated reference rate, and a
 * sentence naming the rate and its day. Null when the pay is in dollars already or has no rate.
 */
export function usdSalary(
  pay: Pay | null,
  rates: ExchangeRates | undefined,
): { amount: number; note: string } | null {
  if (!pay || pay.currency === "USD") return null;
  const yearly = midpoint(pay.annualMin, pay.annualMax);
  const fromConverted = pay.converted?.currency === "USD" ? pay.converted : null;
  const rate = fromConverted?.rate ?? crossRate(rates, pay.currency, "USD");
  const date = fromConverted?.rateDate ?? rates?.date;
  if (yearly === null || rate === null || !date) return null;
  const amount = Math.round(yearly * rate);
  const posted = formatMoneyRange(pay.annualMin, pay.annualMax, pay.currency);
  const middle = pay.annualMin !== pay.annualMax ? "the middle of " : "";
  return {
    amount,
    note: `From ${middle}${posted} a year at the European Central Bank's rate of ${formatRateDate(date)} (1 ${pay.currency} = ${Number(rate.toPrecision(6))} USD): about ${formatMoney(amount, "USD")}.`,
  };
}
