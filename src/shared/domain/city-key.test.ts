import { describe, expect, it } from "vitest";
import { cityKey } from "./city-key";

describe("cityKey", () => {
  it("folds accents, case and punctuation", () => {
    expect(cityKey("Kraków")).toBe("krakow");
    expect(cityKey("KRAKOW")).toBe("krakow");
    expect(cityKey("Łódź")).toBe("lodz");
    expect(cityKey("Saint-Denis")).toBe("saint denis");
    expect(cityKey("  São  Paulo ")).toBe("sao paulo");
    expect(cityKey("Düsseldorf")).toBe("dusseldorf");
  });
});
