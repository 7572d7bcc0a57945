import { describe, expect, it } from "vitest";
import { applyTransform, median, roundScore } from "./indicator-transforms";

describe("applyTransform", () => {
  it("keeps a percentage as published", () => {
    expect(applyTransform({ id: "identity" }, 59.4)).toBe(59.4);
  });

  it("turns an HDI of 0-1 into a score out of 10", () => {
    expect(applyTransform({ id: "multiply", factor: 10 }, 0.938)).toBe(9.38);
    expect(applyTransform({ id: "multiply", factor: 10 }, 0.685)).toBe(6.85);
  });

  it("turns the Migrant Acceptance Index (0-9) into a percentage", () => {
    const mai = { id: "min-max", min: 0, max: 9, scale: 100 } as const;
    expect(applyTransform(mai, 8.14)).toBe(90.44);
    expect(applyTransform(mai, 4.5)).toBe(50);
    expect(applyTransform(mai, 9)).toBe(100);
  });

  it("scores a share of income spent on housing out of 10, less spent scoring higher", () => {
    const housing = { id: "min-max", min: 10, max: 30, scale: 10, invert: true } as const;
    expect(applyTransform(housing, 15)).toBe(7.5);
    expect(applyTransform(housing, 26)).toBe(2);
    expect(applyTransform(housing, 10)).toBe(10);
  });

  it("holds figures outside the reference range at its ends", () => {
    const heritage = { id: "min-max", min: 0, max: 60, scale: 100 } as const;
    expect(applyTransform(heritage, 59)).toBe(98.33);
    expect(applyTransform(heritage, 75)).toBe(100);
    expect(applyTransform({ id: "min-max", min: 10, max: 30, scale: 10, invert: true }, 45)).toBe(0);
  });

  it("gives the rest of a share", () => {
    expect(applyTransform({ id: "complement", of: 100 }, 6)).toBe(94);
    expect(applyTransform({ id: "complement", of: 100 }, 33)).toBe(67);
  });
});

describe("roundScore and median", () => {
  it("rounds to two decimals without floating-point residue", () => {
    expect(roundScore(0.97 * 10)).toBe(9.7);
    expect(roundScore(87.33333)).toBe(87.33);
  });

  it("takes the middle figure, or the mean of the middle two", () => {
    expect(median([4, 1, 15, 3, 2])).toBe(3);
    expect(median([6, 8])).toBe(7);
    expect(median([])).toBeUndefined();
  });
});
