import { describe, expect, it } from "vitest";
import { scoreTone } from "./score-colour";

describe("scoreTone", () => {
  it("bands positive scores at 80, 60 and 40", () => {
    expect(scoreTone(100)).toBe("green");
    expect(scoreTone(80)).toBe("green");
    expect(scoreTone(79.99)).toBe("blue");
    expect(scoreTone(60)).toBe("blue");
    expect(scoreTone(59.9)).toBe("yellow");
    expect(scoreTone(40)).toBe("yellow");
    expect(scoreTone(39.9)).toBe("red");
    expect(scoreTone(0)).toBe("red");
  });

  it("bands inverse scores at 20, 40 and 60 (lower is better)", () => {
    expect(scoreTone(0, { inverse: true })).toBe("green");
    expect(scoreTone(20, { inverse: true })).toBe("green");
    expect(scoreTone(20.1, { inverse: true })).toBe("blue");
    expect(scoreTone(40, { inverse: true })).toBe("blue");
    expect(scoreTone(40.1, { inverse: true })).toBe("yellow");
    expect(scoreTone(60, { inverse: true })).toBe("yellow");
    expect(scoreTone(60.1, { inverse: true })).toBe("red");
    expect(scoreTone(100, { inverse: true })).toBe("red");
  });

  it("compares scores out of 10 after multiplying by 10", () => {
    expect(scoreTone(8, { outOf10: true })).toBe("green");
    expect(scoreTone(7.9, { outOf10: true })).toBe("blue");
    expect(scoreTone(6, { outOf10: true })).toBe("blue");
    expect(scoreTone(4, { outOf10: true })).toBe("yellow");
    expect(scoreTone(3.9, { outOf10: true })).toBe("red");
    expect(scoreTone(2, { outOf10: true, inverse: true })).toBe("green");
  });

  it("treats a missing number as red", () => {
    expect(scoreTone(Number.NaN)).toBe("red");
    expect(scoreTone(Number.NaN, { inverse: true })).toBe("red");
  });
});
