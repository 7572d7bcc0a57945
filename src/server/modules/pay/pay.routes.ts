import { ExchangeRatesSchema, TakeHomeQuerySchema, TakeHomeSchema } from "@shared/schemas/pay";
import { personOrAddressKey, readsPerMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { exchangeRatesAnswer } from "./exchange-rates.service";
import { loadTakeHomeRules, takeHome } from "./take-home.service";

export async function payRoutes(app: App): Promise<void> {
  const { db } = app.database;
  // Read once: no request reads a rule file.
  const rules = loadTakeHomeRules();

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

  app.get(
    "/take-home",
    {
      config: readsPerMinute(app, 120, personOrAddressKey),
      schema: {
        tags: ["pay"],
        summary: "Take-home pay after income tax and compulsory contributions",
        description:
          "country: a country id or ISO 3166-1 alpha-2 code; gross: yearly pay before tax; currency: the " +
          "gross's ISO 4217 currency (converted into the country's at the dated ECB reference rate when it " +
          "differs); region (US state, Canadian province, Swiss canton, SCT for Scotland) and year optional. " +
          "For a single employee with no children, no pension contributions beyond the compulsory and the " +
          "standard allowances; `assumptions` says so, and which region and tax year were used.",
        querystring: TakeHomeQuerySchema,
        response: { 200: TakeHomeSchema },
      },
    },
    async (request) => takeHome(db, rules, request.query),
  );
}
