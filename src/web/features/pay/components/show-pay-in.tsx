import { useId } from "react";
import { Select } from "../../../components/ui/select";
import { usePayCurrency } from "../../../lib/pay-currency";
import { useSession } from "../../../lib/session";
import { useExchangeRates } from "../api/get-exchange-rates";
import { useChoosePayCurrency, useSavedPayCurrency } from "../api/save-pay-currency";

const AS_POSTED = "";

/**
 * "Show pay in": the currency job pay is also shown in, at the dated ECB reference rates. A visitor's
 * choice is kept in the browser; a signed-in person's is saved with their settings too.
 */
export function ShowPayIn({ className }: { className?: string }) {
  const id = useId();
  const { user } = useSession();
  const stored = usePayCurrency();
  const rates = useExchangeRates();
  const choose = useChoosePayCurrency(user !== null);
  const saved = useSavedPayCurrency(user !== null);
  const value = stored ?? saved ?? AS_POSTED;
  const date = rates.data?.date;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-fg">
        Show pay in
      </label>
      <Select
        id={id}
        value={value}
        aria-describedby={date ? `${id}-note` : undefined}
        onChange={(event) => choose.mutate(event.target.value || null)}
      >
        <option value={AS_POSTED}>As posted</option>
        {(rates.data?.rates ?? (value ? [{ currency: value }] : [])).map((rate) => (
          <option key={rate.currency} value={rate.currency}>
            {rate.currency}
          </option>
        ))}
      </Select>
      {date ? (
        <p id={`${id}-note`} className="mt-1 text-xs text-muted">
          Estimates at the European Central Bank's rates of {date}
        </p>
      ) : null}
    </div>
  );
}
