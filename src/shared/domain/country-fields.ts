/**
 * The specification says country data may spell its scores in camelCase or snake_case
 * (employment_opportunity …). Everything past this file uses camelCase only.
 */
export const COUNTRY_METRIC_KEYS = [
  "employmentOpportunity",
  "culturalAcceptance",
  "standardOfLiving",
  "housingAvailability",
  "vegetarianFriendly",
  "nonVegPercentage",
  "racism",
  "culturalVibrancy",
] as const;
export type CountryMetricKey = (typeof COUNTRY_METRIC_KEYS)[number];

export type CountryFields = Record<CountryMetricKey, number> & { stapleFood: string };

const SNAKE_CASE: Record<CountryMetricKey | "stapleFood", string> = {
  employmentOpportunity: "employment_opportunity",
  culturalAcceptance: "cultural_acceptance",
  standardOfLiving: "standard_of_living",
  housingAvailability: "housing_availability",
  vegetarianFriendly: "vegetarian_friendly",
  nonVegPercentage: "non_veg_percentage",
  racism: "racism",
  culturalVibrancy: "cultural_vibrancy",
  stapleFood: "staple_food",
};

/** Country data in either spelling; a value may be a number or a numeric string. */
export type RawCountryFields = Readonly<Record<string, unknown>>;

/**
 * Reads the score fields (and staple food) from data in either spelling. When both spellings are
 * present the camelCase one wins. A missing or non-numeric score throws, naming the field, so bad
 * data is caught where it enters rather than shown as NaN.
 */
export function normalizeCountryFields(raw: RawCountryFields): CountryFields {
  const metrics = {} as Record<CountryMetricKey, number>;
  for (const key of COUNTRY_METRIC_KEYS) {
    const value = pick(raw, key);
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof number !== "number" || !Number.isFinite(number)) {
      throw new Error(`Country field ${key} (or ${SNAKE_CASE[key]}) must be a number`);
    }
    metrics[key] = number;
  }
  const stapleFood = pick(raw, "stapleFood");
  if (typeof stapleFood !== "string") {
    throw new Error("Country field stapleFood (or staple_food) must be text");
  }
  return { ...metrics, stapleFood };
}

function pick(raw: RawCountryFields, key: CountryMetricKey | "stapleFood"): unknown {
  return raw[key] ?? raw[SNAKE_CASE[key]];
}
