import { aboutMonthly, formatMoney, formatTaxYear } from "@shared/domain/pay-format";
import type { TakeHomeAnswer } from "@shared/schemas/pay";

/** What the country calls its compulsory contributions, where it has one name for them. */
const CONTRIBUTION_NAMES: Record<string, string> = { GB: "National Insurance" };

/**
 * "Take-home: about €4,410 a month after income tax and social contributions (2026, Germany;
 * single, no pension)".
 */
export function takeHomeSentence(answer: TakeHomeAnswer, countryName: string): string {
  const contributions = CONTRIBUTION_NAMES[answer.country] ?? "social contributions";
  const place = answer.regionName ?? countryName;
  return `Take-home: about ${formatMoney(aboutMonthly(answer.netMonthly), answer.currency)} a month after income tax and ${contributions} (${formatTaxYear(answer.taxYear)}, ${place}; single, no pension)`;
}
