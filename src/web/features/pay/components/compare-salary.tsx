import { formatMoney, formatTaxYear } from "@shared/domain/pay-format";
import { internationalDollars } from "@shared/domain/purchasing-power";
import type { Country } from "@shared/schemas/countries";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { storedPayCurrency } from "../../../lib/pay-currency";
import { useExchangeRates } from "../api/get-exchange-rates";
import { useTakeHome } from "../api/get-take-home";
import { countryPpp } from "../lib/ppp-basis";
import { TakeHomeBreakdown } from "./take-home-breakdown";

interface Salary {
  gross: number;
  currency: string;
}

function CountryTakeHome({ country, salary }: { country: Country; salary: Salary }) {
  const answer = useTakeHome({ country: String(country.id), gross: salary.gross, currency: salary.currency });
  const ppp = countryPpp(country);
  if (answer.isPending) return <p className="text-sm text-muted">Working out {country.name}…</p>;
  if (answer.isError)
    return <p className="text-sm text-muted">{errorMessage(answer.error, "Not worked out.")}</p>;
  const data = answer.data;
  const buys = ppp ? internationalDollars(data.net, ppp.basis) : null;
  return (
    <div>
      <p className="text-fg">
        Take-home: <strong>{formatMoney(data.net, data.currency)}</strong> a year (
        {formatMoney(data.netMonthly, data.currency)} a month; {formatTaxYear(data.taxYear)}
        {data.regionName ? `, ${data.regionName}` : ""})
      </p>
      <p className="mt-1 text-fg">
        What it buys there:{" "}
        {buys === null ? (
          "Not published"
        ) : (
          <>
            about <strong>{formatMoney(buys, "USD")}</strong> in international dollars, what that many US
            dollars buy in the United States
          </>
        )}
      </p>
      {ppp ? <p className="mt-1 text-xs text-muted">{ppp.credit}</p> : null}
      <TakeHomeBreakdown answer={data} />
    </div>
  );
}

/**
 * Compare's optional Salary field: for each country, the take-home pay of that salary and what it
 * buys at home (the PPP ratio), with sources.
 */
export function CompareSalary({ first, second }: { first: Country; second: Country }) {
  const id = useId();
  const rates = useExchangeRates();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState(() => storedPayCurrency() ?? "USD");
  const [salary, setSalary] = useState<Salary | null>(null);
  const valid = Number(amount) > 0 && Number.isFinite(Number(amount));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) setSalary({ gross: Number(amount), currency });
  }

  return (
    <Card>
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-fg">
          Salary
        </h2>
        <p className="mt-1 text-sm text-muted">
          Optional: a yearly salary before tax, to see what is left after income tax and compulsory
          contributions in each country, and what that buys there.
        </p>
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium text-fg">
              Salary (a year)
            </label>
            <Input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={0}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className="w-40"
            />
          </div>
          <div>
            <label htmlFor={`${id}-currency`} className="mb-1 block text-sm font-medium text-fg">
              Currency
            </label>
            <Select
              id={`${id}-currency`}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            >
              {(rates.data?.rates ?? [{ currency }]).map((rate) => (
                <option key={rate.currency} value={rate.currency}>
                  {rate.currency}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={!valid}>
            Show take-home
          </Button>
        </form>
        {salary ? (
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {[first, second].map((country) => (
              <div key={country.id}>
                <h3 className="font-semibold text-fg">{country.name}</h3>
                <CountryTakeHome country={country} salary={salary} />
              </div>
            ))}
          </div>
        ) : null}
      </section>
    </Card>
  );
}
