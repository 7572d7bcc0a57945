import { pathOf } from "@shared/api/endpoint";
import { messageStream } from "@shared/api/messages";
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
    const source = new EventSource(pathOf(messageStream), { withCredentials: true });
    let opened = false;
    const refresh = () => void invalidateMessaging(queryClient);
    const onOpen = () => {
      if (opened) refresh();
      opened = true;
    };
    // A newer page of mine took this stream's place (each person has a few): stop, don't reconnect.
    const onReplaced = () => source.close();
    source.addEventListener("open", onOpen);
    source.addEventListener("replaced", onReplaced);
    for (const type of EVENTS) source.addEventListener(type, refresh);
    return () => {
      source.removeEventListener("open", onOpen);
      source.removeEventListener("replaced", onReplaced);
      for (const type of EVENTS) source.removeEventListener(type, refresh);
      source.close();
    };
  }, [enabled, queryClient]);
}
