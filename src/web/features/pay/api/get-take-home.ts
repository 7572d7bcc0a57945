import { getTakeHome as getTakeHomeEndpoint } from "@shared/api/pay";
import type { TakeHomeAnswer } from "@shared/schemas/pay";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export interface TakeHomeRequest {
  /** A country id or ISO code. */
  country: string;
  gross: number;
  currency: string;
  region?: string;
}

/** The request's query, in its order: country, gross (whole units), currency, then region when given. */
function takeHomeQueryOf(asked: TakeHomeRequest) {
  return {
    country: asked.country,
    gross: String(Math.round(asked.gross)),
    currency: asked.currency,
    ...(asked.region ? { region: asked.region } : {}),
  };
}

export function getTakeHome(asked: TakeHomeRequest): Promise<TakeHomeAnswer> {
  return request(getTakeHomeEndpoint, { query: takeHomeQueryOf(asked) });
}

export function takeHomeQuery(asked: TakeHomeRequest) {
  return queryOptions({
    queryKey: queryKey(getTakeHomeEndpoint, { query: takeHomeQueryOf(asked) }),
    queryFn: () => getTakeHome(asked),
  });
}

/** The take-home answer; nothing is asked while `request` is null. */
export function useTakeHome(request: TakeHomeRequest | null) {
  return useQuery({
    ...takeHomeQuery(request ?? { country: "", gross: 0, currency: "" }),
    enabled: request !== null,
  });
}
