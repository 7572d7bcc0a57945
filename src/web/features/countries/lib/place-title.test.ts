import type { CityLocation } from "@shared/schemas/countries";
import { describe, expect, it } from "vitest";
import { placeTitle } from "./place-title";

function city(name: string, population: number | null): CityLocation {
  return {
    id: name.length,
    name,
    image: null,
    description: null,
    employmentOpportunity: null,
    culturalAcceptance: null,
    housingAvailability: null,
    racism: null,
    vegetarianFriendly: null,
    sources: null,
    region: null,
    population,
    timeZone: null,
  };
}

const job = (jobLocation: CityLocation | null, location = "Somewhere, Poland") => ({ jobLocation, location });

describe("placeTitle without ?city=", () => {
  it("is the largest city among the jobs, whatever order they come in", () => {
    const jobs = [job(city("Gdańsk", 470_000)), job(null, "Łódź, Poland"), job(city("Kraków", 755_000))];
    const base = { countryName: "Poland", city: null, cityParam: null };
    expect(placeTitle({ ...base, jobs })).toBe("Kraków");
    expect(placeTitle({ ...base, jobs: [...jobs].reverse() })).toBe("Kraków");
  });

  it("is the country's name when no job is placed in a city", () => {
    expect(placeTitle({ countryName: "Poland", city: null, cityParam: null, jobs: [job(null)] })).toBe(
      "Poland",
    );
  });

  it("with ?city= is the city table's spelling the search found", () => {
    expect(
      placeTitle({ countryName: "Poland", city: null, found: "Kraków", cityParam: "krakow", jobs: [] }),
    ).toBe("Kraków");
  });
});
