import { startTransition, useEffect, useState } from "react";
import { navigate } from "wouter/use-browser-location";

/**
 * The address as the router sees it. Wouter's own hooks read it through useSyncExternalStore, whose
 * updates React always renders at once: following a link then drew the whole next page before the
 * click could paint anything. Here a link to another page (a pushState that changes the path) is
 * rendered as a transition, in slices, so the click is answered at once and the page follows;
 * everything else (filters and tabs on the same page, Back and Forward) is rendered at once as
 * before, so controlled fields never show an old value.
 */
interface Address {
  pathname: string;
  search: string;
}

const read = (): Address => ({ pathname: location.pathname, search: location.search });

let current: Address = read();
const listeners = new Set<(address: Address) => void>();

function changed(event: Event): void {
  const next = read();
  if (next.pathname === current.pathname && next.search === current.search) return;
  const newPage = next.pathname !== current.pathname;
  current = next;
  const tell = () => {
    for (const listener of listeners) listener(next);
  };
  if (newPage && event.type === "pushState") startTransition(tell);
  else tell();
}

// Wouter's browser-location module (imported above) makes pushState and replaceState dispatch
// events of those names.
for (const type of ["popstate", "pushState", "replaceState", "hashchange"]) {
  addEventListener(type, changed);
}

/** One part of the address: a component re-renders when that part changes, not the other. */
function useAddressPart(part: (address: Address) => string): string {
  const [value, setValue] = useState(() => part(current));
  useEffect(() => {
    const listener = (address: Address) => setValue(part(address));
    listeners.add(listener);
    // The address may have moved between this render and now.
    listener(current);
    return () => {
      listeners.delete(listener);
    };
  }, [part]);
  return value;
}

const pathnameOf = (address: Address) => address.pathname;
const searchOf = (address: Address) => address.search;

/** For wouter's Router `hook`: the path, and wouter's own navigate. */
export function usePageLocation(): [string, typeof navigate] {
  return [useAddressPart(pathnameOf), navigate];
}

/** For wouter's Router `searchHook`. */
export function usePageSearch(): string {
  return useAddressPart(searchOf);
}
