import { useLayoutEffect, useRef, useState } from "react";
import { afterNextPaint } from "./after-next-paint";

/**
 * A control whose change redraws much (a filter that the address, and with it the whole page,
 * follows): the control shows the new value at once, in a render of its own, and the change is
 * handed on after the next paint. Until the owner's value moves, the control shows the change it
 * is waiting for; once it moves (to that change, or anywhere else: Back, Reset), the owner's value
 * shows again.
 */
export function useChangeAfterPaint<T>(current: T, onChange: (next: T) => void): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ next: T; from: T } | null>(null);
  if (pending !== null && !Object.is(pending.from, current)) setPending(null);
  const shown = pending !== null && Object.is(pending.from, current) ? pending.next : current;
  // The handler of the owner's latest render: it knows what changed meanwhile.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  function change(next: T) {
    setPending({ next, from: current });
    afterNextPaint(() => latest.current(next));
  }
  return [shown, change];
}
