import { useSyncExternalStore } from "react";

/** "Show pay in", as this browser keeps it: a visitor's choice, and a signed-in person's last one here. */
const KEY = "showPayIn";
const listeners = new Set<() => void>();

export function storedPayCurrency(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && /^[A-Z]{3}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the choice (null forgets it: pay shows as posted) and tells every reader. */
export function setStoredPayCurrency(currency: string | null): void {
  try {
    if (currency) localStorage.setItem(KEY, currency);
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

export function usePayCurrency(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    storedPayCurrency,
    () => null,
  );
}

/**
 * The browser's "Show pay in" currency as a job endpoint's query value (nothing when none is
 * chosen), so its answers carry pay.converted (the server also applies a signed-in person's saved
 * setting on its own). Given last, it is the request's last parameter.
 */
export function payCurrencyQuery(): { currency?: string } {
  const currency = storedPayCurrency();
  return currency ? { currency } : {};
}
