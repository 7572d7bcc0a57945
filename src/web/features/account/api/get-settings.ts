import { getSettings as getSettingsEndpoint } from "@shared/api/account";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { setTheme } from "../../../lib/theme";

export function getSettings() {
  return request(getSettingsEndpoint);
}

export const settingsQuery = queryOptions({ queryKey: queryKey(getSettingsEndpoint), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQuery);
}

/** After sign-in: the theme saved with the account wins over this device's last choice. */
export async function applyAccountTheme(client: QueryClient): Promise<void> {
  try {
    const settings = await client.fetchQuery(settingsQuery);
    setTheme(settings.theme);
  } catch {
    // The device's own theme stays; nothing the person needs to hear about.
  }
}
