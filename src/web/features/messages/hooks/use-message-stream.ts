import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { invalidateMessaging } from "../../../lib/query-keys";

const EVENTS = ["message", "read", "request"] as const;

/**
 * Live updates while the page is open: the server's event stream says something changed in my
 * conversations, and the queries that show it refetch. After a reconnect we refetch too, since
 * events sent while the connection was down are not replayed.
 */
export function useMessageStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/messages/stream", { withCredentials: true });
    let opened = false;
    const refresh = () => void invalidateMessaging(queryClient);
    const onOpen = () => {
      if (opened) refresh();
      opened = true;
    };
    source.addEventListener("open", onOpen);
    for (const type of EVENTS) source.addEventListener(type, refresh);
    return () => {
      source.removeEventListener("open", onOpen);
      for (const type of EVENTS) source.removeEventListener(type, refresh);
      source.close();
    };
  }, [enabled, queryClient]);
}
