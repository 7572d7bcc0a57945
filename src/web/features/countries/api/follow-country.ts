import {
  followCountry,
  listFollowedCountries,
  recordComparedCountries,
  unfollowCountry,
} from "@shared/api/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export const followedCountriesQuery = queryOptions({
  queryKey: queryKey(listFollowedCountries),
  queryFn: ({ signal }) => request(listFollowedCountries, {}, { signal }),
});

/** The countries I follow (asked for or compared); nothing is asked for a visitor. */
export function useFollowedCountries() {
  const { user } = useSession();
  return useQuery({ ...followedCountriesQuery, enabled: Boolean(user) });
}

/** Follows or stops following a country; the followed list is updated from the answer. */
export function useFollowCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ countryId, follow }: { countryId: number; follow: boolean }) =>
      request(follow ? followCountry : unfollowCountry, { params: { id: String(countryId) } }),
    onSuccess: ({ countryId, followed }) => {
      queryClient.setQueryData(followedCountriesQuery.queryKey, (current) => {
        const others = (current?.countries ?? []).filter((c) => c.countryId !== countryId);
        return {
          countries: followed ? [...others, { countryId, reason: "follow" as const }] : others,
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followedCountriesQuery.queryKey }),
  });
}

/** Records the countries a signed-in person compared: they follow them from then on (reason 'compare'). */
export function useRecordComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (countryIds: number[]) => request(recordComparedCountries, { body: { countryIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followedCountriesQuery.queryKey }),
  });
}
