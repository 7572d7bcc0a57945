import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cityInfo, DEFAULT_CITY_IMAGE } from "./city-info";

describe("cityInfo", () => {
  it("gives the six recognised cities their own local image", () => {
    expect(cityInfo("Mumbai, India")).toEqual({ cityName: "Mumbai", cityImage: "/images/cities/mumbai.svg" });
    expect(cityInfo("Bangalore, India").cityImage).toBe("/images/cities/bangalore.svg");
    expect(cityInfo("Vancouver, Canada").cityImage).toBe("/images/cities/vancouver.svg");
    expect(cityInfo("Toronto, Canada").cityImage).toBe("/images/cities/toronto.svg");
    expect(cityInfo("London, United Kingdom").cityImage).toBe("/images/cities/london.svg");
    expect(cityInfo("New York, United States")).toEqual({
      cityName: "New York",
      cityImage: "/images/cities/new-york.svg",
    });
  });

  it("recognises a city whatever its case, spacing or local spelling", () => {
    expect(cityInfo("  new   YORK ,NY")).toEqual({
      cityName: "New York",
      cityImage: "/images/cities/new-york.svg",
    });
    expect(cityInfo("Bengaluru, Karnataka, India").cityName).toBe("Bangalore");
    expect(cityInfo("london").cityName).toBe("London");
  });

  it("keeps the first comma-separated part of an unknown city, with the default image", () => {
    expect(cityInfo("Berlin, Germany")).toEqual({ cityName: "Berlin", cityImage: DEFAULT_CITY_IMAGE });
    expect(cityInfo("Remote")).toEqual({ cityName: "Remote", cityImage: DEFAULT_CITY_IMAGE });
  });

  it("does not mistake a city that merely contains a known name", () => {
    expect(cityInfo("New London, Connecticut")).toEqual({
      cityName: "New London",
      cityImage: DEFAULT_CITY_IMAGE,
    });
  });

  it("answers 'Unknown' for an empty location", () => {
    for (const empty of ["", "   ", null, undefined, ", Germany"]) {
      expect(cityInfo(empty)).toEqual({ cityName: "Unknown", cityImage: DEFAULT_CITY_IMAGE });
    }
  });

  it("points at images that ship with the app", () => {
    const images = [
      DEFAULT_CITY_IMAGE,
      ...["Mumbai", "Bangalore", "Vancouver", "Toronto", "London", "New York"].map(
        (c) => cityInfo(c).cityImage,
      ),
    ];
    for (const image of images) {
      expect(existsSync(path.resolve("public", `.${image}`)), image).toBe(true);
    }
  });
});
