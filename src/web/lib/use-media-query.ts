import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following its changes. Where there is no window (a first
 * screen drawn at build time) it does not match: that screen relies on CSS alone.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
