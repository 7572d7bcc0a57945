import { type FocusEvent, type PointerEvent, useEffect, useRef } from "react";

/** How long a pointer rests on a link before it counts as intent (a pointer passing over does not). */
export const HOVER_INTENT_MS = 80;

/**
 * Handlers that call `prefetch` when a mouse or pen rests on the element for a moment, or keyboard
 * focus lands on it. Touch is left out: a finger landing on a link is usually the start of a scroll,
 * and the tap that follows loads the page anyway.
 */
export function usePrefetchIntent(prefetch: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(prefetch);
  latest.current = prefetch;

  function cancel() {
    clearTimeout(timer.current);
    timer.current = undefined;
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "touch") return;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current();
      }, HOVER_INTENT_MS);
    },
    onPointerLeave: cancel,
    onFocus(event: FocusEvent<HTMLElement>) {
      if (event.currentTarget.matches(":focus-visible")) latest.current();
    },
  };
}
