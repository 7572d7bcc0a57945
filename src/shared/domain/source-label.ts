import type { MetricSource } from "../schemas/common";

/**
 * Short names for the indicators of data/reference/indicators.json, keyed by the indicator's full
 * wording, so a source line reads "employment rate, ages 15+" rather than the publisher's title. An
 * indicator not listed here is shown in full: a changed data file can make a line longer, never wrong.
 */
const SHORT_INDICATORS: Readonly<Record<string, string>> = {
  "Employment to population ratio, 15+, total (%) (modeled ILO estimate)": "employment rate, ages 15+",
  "Human Development Index (HDI)": "Human Development Index",
  "Migrant Acceptance Index": "Migrant Acceptance Index",
  "Would not like to have as neighbours: people of a different race (World Values Survey wave 7), % mentioned":
    "would not want neighbours of another race",
  "Housing expenditure: housing costs as % of household gross adjusted disposable income (Better Life Index, HO_HISH)":
    "housing costs as % of income",
  "World Heritage properties inscribed (per State Party, transboundary properties counted for each)":
    "UNESCO World Heritage sites",
  "Share of respondents who say they follow a vegetarian diet": "share who say they are vegetarian",
  "Staple foods (editorial summary)": "editorial summary",
  "Price level ratio of PPP conversion factor (GDP) to market exchange rate": "price level, US = 1",
  "Official exchange rate (LCU per US$, period average)": "official exchange rate, yearly average",
};

const ESTIMATE_SUFFIX = " (Borderless estimate)";

/** What a figure measures, short: "employment rate, ages 15+". */
export function shortIndicator(indicator: string): string {
  const plain = indicator.endsWith(ESTIMATE_SUFFIX) ? indicator.slice(0, -ESTIMATE_SUFFIX.length) : indicator;
  return SHORT_INDICATORS[plain] ?? plain;
}

/**
 * A publisher as a reader names it: the part before the first comma, semicolon or bracket, or the
 * acronym in brackets right after it ("United Nations Development Programme (UNDP), …" → "UNDP").
 */
export function shortPublisher(publisher: string): string {
  const acronym = /^[^,;(]+\(([A-Z]{2,8})\)/.exec(publisher);
  if (acronym?.[1]) return acronym[1];
  return publisher.split(/[,;(]/)[0]?.trim() || publisher;
}

/**
 * A figure's source in one short line: what it measures, then who published it in which edition
 * and the year the figure describes ("employment rate, ages 15+ · World Bank 2025 (data 2024)"),
 * or that it is a Borderless estimate (no publisher stands behind it), or that the publication we
 * read has no figure for the country. A city's figure that is really its country's says so.
 */
export function sourceLabel(source: MetricSource | undefined, options: { onCity?: boolean } = {}): string {
  if (!source) return "source not recorded";
  const parts = [shortIndicator(source.indicator)];
  if (source.missing) {
    parts.push(`not published by ${shortPublisher(source.publisher)} ${source.year}`);
  } else if (source.estimate) {
    parts.push(source.source === "Borderless estimate" ? "Borderless estimate" : source.source);
  } else {
    const publisher = shortPublisher(source.publisher);
    const named = parts[0]?.startsWith(publisher.split(" ")[0] ?? publisher) ? "" : `${publisher} `;
    const data =
      source.dataYear && source.dataYear !== String(source.year) ? ` (data ${source.dataYear})` : "";
    parts.push(`${named}${source.year}${data}`);
  }
  if (options.onCity && source.level === "country") parts.push("country-level figure");
  return parts.join(" · ");
}
