import { describe, expect, it } from "vitest";
import { buildCountry } from "../../../test/builders";
import { betterSide } from "./comparison";

const living = { kind: "metric", key: "standardOfLiving" } as const;
const racism = { kind: "metric", key: "racism" } as const;

describe("betterSide", () => {
  it("marks neither side when the values read the same as shown", () => {
    // Germany 9.59 and the Netherlands 9.62 both show "9.6/10".
    const germany = buildCountry({ name: "Germany", standardOfLiving: 9.59 });
    const netherlands = buildCountry({ name: "Netherlands", standardOfLiving: 9.62 });
    expect(betterSide(living, germany, netherlands)).toBeNull();
    expect(betterSide(racism, buildCountry({ racism: 20.4 }), buildCountry({ racism: 19.6 }))).toBeNull();
  });

  it("marks the better side when the shown values differ, lower racism being better", () => {
    expect(
      betterSide(living, buildCountry({ standardOfLiving: 9.4 }), buildCountry({ standardOfLiving: 9.6 })),
    ).toBe("second");
    expect(betterSide(racism, buildCountry({ racism: 18 }), buildCountry({ racism: 25 }))).toBe("first");
    expect(
      betterSide(
        { kind: "jobs", label: "Available Jobs" },
        buildCountry({ jobCount: 3 }),
        buildCountry({ jobCount: 2 }),
      ),
    ).toBe("first");
  });
});
