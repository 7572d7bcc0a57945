import type { UpdateSettingsInput } from "@shared/schemas/account";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import type { useUpdateSettings } from "../api/update-settings";

/** Saves one change right away and says so; on failure the screen shows the old value again. */
export function saveSetting(
  mutation: ReturnType<typeof useUpdateSettings>,
  change: UpdateSettingsInput,
  savedTitle = "Settings saved",
): void {
  mutation.mutate(change, {
    onSuccess: () => toast({ title: savedTitle }),
    onError: (error) =>
      toast({
        title: "Could not save the setting",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
