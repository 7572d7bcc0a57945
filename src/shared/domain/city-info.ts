export interface CityInfo {
  cityName: string;
  cityImage: string;
}

/** The image shown for any city without one of its own (a generic skyline, served locally). */
export const DEFAULT_CITY_IMAGE = "/images/cities/default.svg";

interface KnownCity {
  name: string;
  slug: string;
  /** Lower-case spellings that name this city in a location text. */
  names: string[];
}

// The specification's six recognised cities; their images ship in public/images/cities.
const KNOWN_CITIES: KnownCity[] = [
  { name: "Mumbai", slug: "mumbai", names: ["mumbai", "bombay"] },
  { name: "Bangalore", slug: "bangalore", names: ["bangalore", "bengaluru"] },
  { name: "Vancouver", slug: "vancouver", names: ["vancouver"] },
  { name: "Toronto", slug: "toronto", names: ["toronto"] },
  { name: "London", slug: "london", names: ["london"] },
  { name: "New York", slug: "new-york", names: ["new york", "nyc"] },
];

/**
 * The city named by a location text such as 'Mumbai, India' (specification, section 9): the six
 * recognised cities get their own image; any other city keeps the first comma-separated part as its
 * name with the default image; an empty value gives 'Unknown'.
 */
export function cityInfo(location: string | null | undefined): CityInfo {
  const first = (location ?? "").split(",")[0]?.trim() ?? "";
  if (!first) return { cityName: "Unknown", cityImage: DEFAULT_CITY_IMAGE };
  const known = findKnownCity(first);
  if (known) return { cityName: known.name, cityImage: cityImagePath(known.slug) };
  return { cityName: first, cityImage: DEFAULT_CITY_IMAGE };
}

function findKnownCity(text: string): KnownCity | undefined {
  const key = text.trim().toLowerCase().replace(/\s+/g, " ");
  return KNOWN_CITIES.find((city) => city.names.includes(key));
}

function cityImagePath(slug: string): string {
  return `/images/cities/${slug}.svg`;
}
