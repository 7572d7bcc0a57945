/** How converted pay and take-home amounts read on the pages. */

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount with its currency's symbol, whole units ('$112,176', '€3,440'); the code when Intl has no symbol. */
export function formatMoney(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    } catch {
      formatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** A yearly range or single figure: '$112,176 – $147,925'. */
export function formatMoneyRange(min: number | null, max: number | null, currency: string): string | null {
  if (min !== null && max !== null && min !== max)
    return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  const one = min ?? max;
  return one === null ? null : formatMoney(one, currency);
}

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '2026-02-06' as '6 February 2026'. */
export function formatRateDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : DAY.format(date);
}

/** What a converted figure was converted at, said on hover or focus. */
export function rateNote(from: string, to: string, rate: number, rateDate: string): string {
  return `Converted at the European Central Bank's reference rates of ${formatRateDate(rateDate)}: 1 ${from} = ${rate} ${to}. An estimate: pay is paid in ${from}.`;
}

/** A tax year as people write it: '2026-27' → '2026/27'. */
export function formatTaxYear(taxYear: string): string {
  return taxYear.replace(/^(\d{4})-(\d{2})$/, "$1/$2");
}

/** A monthly amount rounded as 'about' promises: to the nearest 10 units. */
export function aboutMonthly(amount: number): number {
  return Math.round(amount / 10) * 10;
}
