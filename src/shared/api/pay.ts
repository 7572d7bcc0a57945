import { ExchangeRatesSchema, TakeHomeQuerySchema, TakeHomeSchema } from "../schemas/pay";
import { endpoint } from "./endpoint";

export const getExchangeRates = endpoint({
  method: "GET",
  path: "/api/exchange-rates",
  operationId: "getExchangeRates",
  responses: { 200: ExchangeRatesSchema },
});

export const getTakeHome = endpoint({
  method: "GET",
  path: "/api/take-home",
  operationId: "getTakeHome",
  query: TakeHomeQuerySchema,
  responses: { 200: TakeHomeSchema },
});
