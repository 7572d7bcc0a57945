import { DEFAULT_WEEKLY_HOURS } from "@shared/domain/pay";
import type { PayMethodology } from "@shared/schemas/methodology";
import type { Db } from "../../db/types";
import { loadUsualHours, type UsualHours } from "../../pay/pay-reference";
import { currentRates, ECB_RATES_PAGE, ECB_SOURCE } from "./exchange-rates.service";

let hours: UsualHours[] | undefined;

/** The methodology's pay section: the rates in use (read from the kept table), the hours, the PPP ratio. */
export async function payMethodology(db: Db): Promise<PayMethodology> {
  const rates = await currentRates(db);
  hours ??= loadUsualHours();
  const rows = [...rates.byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    conversion: {
      summary: [
        "Pay is shown as the posting gives it, in the posting's currency. When you choose a currency (Show pay in), each figure is also converted at the European Central Bank's euro reference rates of one published day and marked ≈ with that day: an estimate, since the employer pays in its own currency.",
        "Every rate is units per euro, so a cross rate is one over the other: dollars for pounds are the dollar's rate divided by the pound's. Rates are updated by importing the ECB's own file (npm run rates:import); a currency the ECB does not list is derived from its official peg to one it does, and says so.",
      ],
      source: ECB_SOURCE,
      url: ECB_RATES_PAGE,
      date: rates.date ?? "",
      currencies: rows.map((row) => row.currency),
      derived: rows.flatMap((row) =>
        row.derivation ? [{ currency: row.currency, derivation: row.derivation }] : [],
      ),
    },
    hours: {
      summary: [
        "Yearly figures: pay by the hour is multiplied by the country's usual weekly hours of full-time employment and by 52 weeks; by the day, by 260 working days (five a week); by the week, by 52; by the month, by 12.",
        `Usual hours are Eurostat's published figures where it has them. Elsewhere an hour's pay is taken for a ${DEFAULT_WEEKLY_HOURS}-hour week, the standard of the ILO's Forty-Hour Week Convention, 1935 (No. 47): an estimate.`,
      ],
      source: {
        publisher: "Eurostat",
        title: "Hours worked per week of full-time employment (tps00071)",
        url: "https://ec.europa.eu/eurostat/databrowser/view/tps00071/default/table",
      },
      countries: hours.map((row) => ({
        country: row.country,
        weeklyHours: row.weeklyHours,
        dataYear: row.dataYear,
        readAt: row.readAt,
        note: row.note,
      })),
    },
    ppp: {
      summary: [
        "What pay buys at home is take-home pay divided by the country's PPP conversion factor for private consumption (World Bank, PA.NUS.PRVT.PP: local currency per international dollar). The answer is in international dollars: what that many US dollars buy in the United States.",
        "The factor is the latest year the World Bank publishes, if 2020 or later and stated in the currency the country uses today; the page names it with its year and publisher. Where a country's answer does not carry it, it is approximated by the price level ratio (PA.NUS.PPPC.RF, which rests on the GDP-wide PPP) times the official exchange rate (PA.NUS.FCRF) of the same year, and the page says 'Estimate'. A country with neither shows 'Not published'.",
      ],
    },
  };
}
