import { midpoint } from "@shared/domain/pay";
import { aboutMonthly, formatMoney, formatMoneyRange, rateNote } from "@shared/domain/pay-format";
import type { Pay } from "@shared/schemas/pay";
import { ApproxAmount } from "../../../components/approx-amount";
import { Card } from "../../../components/ui/card";
import { usePayCurrency } from "../../../lib/pay-currency";
import { crossRate, useExchangeRates } from "../api/get-exchange-rates";
import { useTakeHome } from "../api/get-take-home";
import { takeHomeSentence } from "../lib/take-home-words";
import { TakeHomeBreakdown } from "./take-home-breakdown";

/**
 * The job's pay after income tax and compulsory contributions, from GET /api/take-home on the
 * yearly pay (a range's midpoint, said so), and the same in the person's currency when it differs.
 */
export function TakeHomeLine({
  pay,
  countryCode,
  countryName,
}: {
  pay: Pay | null;
  countryCode: string | null;
  countryName: string;
}) {
  const gross = pay ? midpoint(pay.annualMin, pay.annualMax) : null;
  const request =
    pay && countryCode && gross ? { country: countryCode, gross, currency: pay.currency } : null;
  const answer = useTakeHome(request);
  const stored = usePayCurrency();
  const rates = useExchangeRates();
  if (!request || !pay) return null;
  if (answer.isPending) return <Card aria-busy="true" className="min-h-24" />;
  if (answer.isError) {
    return (
      <Card>
        <p className="text-sm text-muted">Take-home pay is not worked out for {countryName} yet.</p>
      </Card>
    );
  }
  const data = answer.data;
  const viewer = pay.converted?.currency ?? stored;
  const rate =
    viewer && viewer !== data.currency
      ? pay.converted && pay.converted.currency === viewer && pay.currency === data.currency
        ? pay.converted.rate
        : crossRate(rates.data, data.currency, viewer)
      : null;
  const rateDate = pay.converted?.rateDate ?? rates.data?.date;
  const ranged = pay.annualMin !== null && pay.annualMax !== null && pay.annualMin !== pay.annualMax;
  return (
    <Card>
      <section aria-labelledby="take-home-heading">
        <h2 id="take-home-heading" className="text-lg font-semibold text-fg">
          Take-home pay
        </h2>
        <p className="mt-2 text-fg">{takeHomeSentence(data, countryName)}</p>
        {viewer && rate !== null && rateDate ? (
          <p className="mt-1 text-fg">
            <ApproxAmount
              text={formatMoney(aboutMonthly(data.netMonthly * rate), viewer)}
              detail={rateNote(data.currency, viewer, Number(rate.toPrecision(6)), rateDate)}
            />{" "}
            in your currency
          </p>
        ) : null}
        {ranged ? (
          <p className="mt-1 text-sm text-muted">
            Worked out on the middle of the posted range (
            {formatMoneyRange(pay.annualMin, pay.annualMax, pay.currency)}
            ): {formatMoney(data.gross, data.currency)} a year.
          </p>
        ) : null}
        <TakeHomeBreakdown answer={data} id="take-home-breakdown" />
      </section>
    </Card>
  );
}

/** The take-home sentence alone, for the ease-of-living report (the same answer, asked once). */
export function TakeHomeNote({
  pay,
  countryCode,
  countryName,
}: {
  pay: Pay | null;
  countryCode: string | null;
  countryName: string;
}) {
  const gross = pay ? midpoint(pay.annualMin, pay.annualMax) : null;
  const answer = useTakeHome(
    pay && countryCode && gross ? { country: countryCode, gross, currency: pay.currency } : null,
  );
  if (!answer.data) return null;
  return <p className="mt-3 text-sm text-fg">{takeHomeSentence(answer.data, countryName)}.</p>;
}
