import { ExchangeRatesSchema } from "@shared/schemas/pay";
import type { App } from "../../types";
import { exchangeRatesAnswer } from "./exchange-rates.service";

export async function payRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.get(
    "/exchange-rates",
    {
      schema: {
        tags: ["pay"],
        summary: "The exchange rates pay is converted at",
        description:
          "The European Central Bank's euro reference rates of one published day (units per euro), " +
          "and currencies the ECB does not list derived from their official peg (`derivation` says how).",
        response: { 200: ExchangeRatesSchema },
      },
    },
    async () => exchangeRatesAnswer(db),
  );
}
