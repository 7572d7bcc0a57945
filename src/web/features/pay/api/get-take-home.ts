import type { TakeHomeAnswer } from "@shared/schemas/pay";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface TakeHomeRequest {
  /** A country id or ISO code. */
  country: string;
  gross: number;
  currency: string;
  region?: string;
}

export function getTakeHome(request: TakeHomeRequest): Promise<TakeHomeAnswer> {
  const query = new URLSearchParams({
    country: request.country,
    gross: String(Math.round(request.gross)),
    currency: request.currency,
  });
  if (request.region) query.set("region", request.region);
  return api<TakeHomeAnswer>(`/api/take-home?${query}`);
}

export function takeHomeQuery(request: TakeHomeRequest) {
  return queryOptions({
    queryKey: ["/api/take-home", request],
    queryFn: () => getTakeHome(request),
  });
}

/** The take-home answer; nothing is asked while `request` is null. */
export function useTakeHome(request: TakeHomeRequest | null) {
  return useQuery({
    ...takeHomeQuery(request ?? { country: "", gross: 0, currency: "" }),
    enabled: request !== null,
  });
}
