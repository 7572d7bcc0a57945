import { describe, expect, it } from "vitest";
import { normalizeCountryFields } from "./country-fields";

const camel = {
  employmentOpportunity: 82,
  culturalAcceptance: 68,
  standardOfLiving: 8.1,
  housingAvailability: 6.2,
  vegetarianFriendly: 62,
  nonVegPercentage: 95,
  racism: 32,
  culturalVibrancy: 88,
  stapleFood: "Wheat",
};
const snake = {
  employment_opportunity: 82,
  cultural_acceptance: 68,
  standard_of_living: 8.1,
  housing_availability: 6.2,
  vegetarian_friendly: 62,
  non_veg_percentage: 95,
  racism: 32,
  cultural_vibrancy: 88,
  staple_food: "Wheat",
};

describe("normalizeCountryFields", () => {
  it("reads camelCase fields as they are", () => {
    expect(normalizeCountryFields(camel)).toEqual(camel);
  });

  it("reads snake_case fields into camelCase", () => {
    expect(normalizeCountryFields(snake)).toEqual(camel);
  });

  it("reads a mix of both spellings", () => {
    const mixed = {
      employment_opportunity: 82,
      culturalAcceptance: 68,
      standard_of_living: 8.1,
      housingAvailability: 6.2,
      vegetarian_friendly: 62,
      nonVegPercentage: 95,
      racism: 32,
      cultural_vibrancy: 88,
      staple_food: "Wheat",
    };
    expect(normalizeCountryFields(mixed)).toEqual(camel);
  });

  it("prefers camelCase when both spellings are present", () => {
    expect(normalizeCountryFields({ ...snake, ...camel, racism: 10 }).racism).toBe(10);
    expect(normalizeCountryFields({ ...snake, culturalVibrancy: 50 }).culturalVibrancy).toBe(50);
  });

  it("accepts numeric strings and leaves other fields out", () => {
    const result = normalizeCountryFields({ ...snake, racism: "41.5", name: "Somewhere" });
    expect(result.racism).toBe(41.5);
    expect(result).not.toHaveProperty("name");
    expect(result).not.toHaveProperty("employment_opportunity");
  });

  it("names a missing or non-numeric score", () => {
    const { cultural_vibrancy: _, ...missing } = snake;
    expect(() => normalizeCountryFields(missing)).toThrow(/culturalVibrancy \(or cultural_vibrancy\)/);
    expect(() => normalizeCountryFields({ ...camel, racism: "high" })).toThrow(/racism/);
    expect(() => normalizeCountryFields({ ...camel, racism: "" })).toThrow(/racism/);
    expect(() => normalizeCountryFields({ ...camel, racism: Number.NaN })).toThrow(/racism/);
  });

  it("requires the staple food as text", () => {
    const { stapleFood: _, ...missing } = camel;
    expect(() => normalizeCountryFields(missing)).toThrow(/stapleFood/);
  });
});
