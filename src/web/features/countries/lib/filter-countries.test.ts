import type { Country } from "@shared/schemas/countries";
import { describe, expect, it } from "vitest";
import { buildCountry } from "../../../test/builders";
import { countryRegions, filterCountries, parseCountrySort } from "./filter-countries";

function country(name: string, overrides: Partial<Country> = {}): Country {
  return buildCountry({ name, ...overrides });
}

const list = [
  country("Germany", {
    employmentOpportunity: 80,
    culturalAcceptance: 60,
    standardOfLiving: 8.5,
    jobCount: 3,
  }),
  country("Nigeria", { employmentOpportunity: 40, culturalAcceptance: 90, standardOfLiving: 4, jobCount: 0 }),
  country("Algeria", { employmentOpportunity: 60, culturalAcceptance: 70, standardOfLiving: 6, jobCount: 9 }),
];

describe("filterCountries", () => {
  it("keeps names that contain the search, whatever the case", () => {
    // Germany, niGERia and alGERia all contain "ger".
    expect(filterCountries(list, "GER", "employmentOpportunity").map((c) => c.name)).toEqual([
      "Germany",
      "Algeria",
      "Nigeria",
    ]);
    expect(filterCountries(list, "  many ", "employmentOpportunity").map((c) => c.name)).toEqual(["Germany"]);
    expect(filterCountries(list, "xyz", "employmentOpportunity")).toEqual([]);
  });

  it("sorts by each score, highest first", () => {
    const names = (sort: Parameters<typeof filterCountries>[2]) =>
      filterCountries(list, "", sort).map((c) => c.name);
    expect(names("employmentOpportunity")).toEqual(["Germany", "Algeria", "Nigeria"]);
    expect(names("culturalAcceptance")).toEqual(["Nigeria", "Algeria", "Germany"]);
    expect(names("standardOfLiving")).toEqual(["Germany", "Algeria", "Nigeria"]);
    expect(names("jobCount")).toEqual(["Algeria", "Germany", "Nigeria"]);
  });

  it("orders equal scores by name and does not change the input", () => {
    const tied = [country("Zambia"), country("Austria")];
    expect(filterCountries(tied, "", "jobCount").map((c) => c.name)).toEqual(["Austria", "Zambia"]);
    expect(tied.map((c) => c.name)).toEqual(["Zambia", "Austria"]);
  });
});

describe("parseCountrySort", () => {
  it("accepts the four sorts and falls back to Employment Opportunity", () => {
    expect(parseCountrySort("jobCount")).toBe("jobCount");
    expect(parseCountrySort("standardOfLiving")).toBe("standardOfLiving");
    expect(parseCountrySort("racism")).toBe("employmentOpportunity");
    expect(parseCountrySort(null)).toBe("employmentOpportunity");
  });
});

describe("the region filter and figures nobody publishes", () => {
  const missing = {
    source: "World Bank WDI",
    year: 2025,
    indicator: "Employment to population ratio",
    method: "Not published.",
    level: "country",
    estimate: false,
    missing: true,
    publisher: "World Bank",
    title: "WDI",
    dataYear: null,
    url: null,
    value: null,
    unit: "%",
  } as const;
  const world = [
    country("Poland", { region: "Europe", employmentOpportunity: 57 }),
    country("Andorra", {
      region: "Europe",
      employmentOpportunity: 50,
      sources: { employmentOpportunity: missing },
    }),
    country("Chad", { region: "Africa", employmentOpportunity: 45 }),
    country("Antarctica", { region: null }),
  ];

  it("keeps one UN M49 region, and offers the regions there are", () => {
    expect(countryRegions(world)).toEqual(["Africa", "Europe"]);
    expect(filterCountries(world, "", "employmentOpportunity", "Europe").map((c) => c.name)).toEqual([
      "Poland",
      "Andorra",
    ]);
  });

  it("ranks a figure that is not published after every published one, not as a 50", () => {
    const ranked = filterCountries(world, "", "employmentOpportunity").map((c) => c.name);
    expect(ranked.indexOf("Andorra")).toBeGreaterThan(ranked.indexOf("Chad"));
  });
});
