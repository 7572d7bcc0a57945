import { updateSettings as updateSettingsEndpoint } from "@shared/api/account";
import type { UpdateSettingsInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateMatches } from "../../../lib/query-keys";
import { settingsQuery } from "./get-settings";

const MATCH_SETTINGS = ["preferredJobTitle", "preferredLocation", "visaSponsorshipRequired"] as const;

export function updateSettings(input: UpdateSettingsInput) {
  return request(updateSettingsEndpoint, { body: input });
}

/** Changes some settings; the screen shows the change at once and takes it back if saving fails. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: settingsQuery.queryKey });
      const previous = client.getQueryData(settingsQuery.queryKey);
      if (previous) client.setQueryData(settingsQuery.queryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(settingsQuery.queryKey, context.previous);
    },
    onSuccess: (settings, input) => {
      client.setQueryData(settingsQuery.queryKey, settings);
      // Match scores rest on these three; other settings leave them alone.
      if (MATCH_SETTINGS.some((field) => field in input)) void invalidateMatches(client);
    },
  });
}
