/** The specification's score fields of a country, in the API's camelCase spelling. */
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
