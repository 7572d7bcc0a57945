import type { Settings } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { setStoredPayCurrency } from "../../../lib/pay-currency";
import { invalidateMatches } from "../../../lib/query-keys";

/** The signed-in person's "Show pay in" setting, saved with their account. */
function savePayCurrency(payCurrency: string | null): Promise<Settings> {
  return api<Settings>("/api/account/settings", { method: "PATCH", body: { payCurrency } });
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
      void client.invalidateQueries({ queryKey: ["/api/account/settings"] });
      void invalidateMatches(client);
    },
  });
}
