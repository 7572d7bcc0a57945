import { formatMoneyRange, rateNote } from "@shared/domain/pay-format";
import type { Pay } from "@shared/schemas/pay";
import { ApproxAmount } from "../../../components/approx-amount";

/** The job's yearly pay in the person's currency, when they chose one other than the posting's. */
export function ConvertedPay({ pay }: { pay: Pay | null }) {
  const converted = pay?.converted;
  if (!pay || !converted || converted.currency === pay.currency) return null;
  const range = formatMoneyRange(converted.annualMin, converted.annualMax, converted.currency);
  if (!range) return null;
  return (
    <ApproxAmount
      text={`${range} a year`}
      detail={rateNote(pay.currency, converted.currency, converted.rate, converted.rateDate)}
    />
  );
}
