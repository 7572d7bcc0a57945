import { getSettings, updateSettings } from "@shared/api/account";
import type { Settings } from "@shared/schemas/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { setStoredPayCurrency } from "../../../lib/pay-currency";
import { invalidateMatches } from "../../../lib/query-keys";

const SETTINGS_KEY = queryKey(getSettings);

/** The signed-in person's saved "Show pay in" currency (the settings answer the account pages share). */
export function useSavedPayCurrency(signedIn: boolean): string | null {
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => request(getSettings),
    enabled: signedIn,
  });
  return settings.data?.payCurrency ?? null;
}

/** The signed-in person's "Show pay in" setting, saved with their account. */
function savePayCurrency(payCurrency: string | null): Promise<Settings> {
  return request(updateSettings, { body: { payCurrency } });
}

/**
 * Chooses the currency pay is shown in: kept in this browser at once, saved with the account when
 * signed in; every job answer on screen is asked for again with it.
 */
export function useChoosePayCurrency(signedIn: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (currency: string | null) => {
      setStoredPayCurrency(currency);
      if (signedIn) await savePayCurrency(currency);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: SETTINGS_KEY });
      void invalidateMatches(client);
    },
  });
}
