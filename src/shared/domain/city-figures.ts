import type { MetricSources } from "../schemas/common";
import type { CityLocation } from "../schemas/countries";

/** A place's figures as the Location Information and city cards show them. */
export interface PlaceFigures {
  employmentOpportunity: number;
  culturalAcceptance: number;
  housingAvailability: number;
  racism: number;
  vegetarianFriendly: number;
  sources: MetricSources;
}

/**
 * A city's own record of figures (cities.csv: its country's, marked so), or null for a city only
 * GeoNames lists, which has none: its country's figures are shown instead, labelled as such.
 */
export function cityFigures(city: CityLocation): PlaceFigures | null {
  const {
    employmentOpportunity,
    culturalAcceptance,
    housingAvailability,
    racism,
    vegetarianFriendly,
    sources,
  } = city;
  if (
    employmentOpportunity === null ||
    culturalAcceptance === null ||
    housingAvailability === null ||
    racism === null ||
    vegetarianFriendly === null ||
    sources === null
  ) {
    return null;
  }
  return {
    employmentOpportunity,
    culturalAcceptance,
    housingAvailability,
    racism,
    vegetarianFriendly,
    sources,
  };
}
