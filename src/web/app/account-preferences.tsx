import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { settingsQuery } from "../features/account/api/get-settings";
import { useSession } from "../lib/session";

/** Applies preferences saved with the account to the whole app: compact view sets a denser scale. */
export function AccountPreferences() {
  const { user } = useSession();
  const settings = useQuery({ ...settingsQuery, enabled: Boolean(user) });
  const compact = Boolean(user && settings.data?.compactView);
  useEffect(() => {
    document.documentElement.classList.toggle("compact", compact);
    // Signed out (this part then leaves the page): the person's scale goes with them.
    return () => document.documentElement.classList.remove("compact");
  }, [compact]);
  return null;
}
