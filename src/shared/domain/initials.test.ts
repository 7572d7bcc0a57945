import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of each word, upper-cased", () => {
    expect(initials("ada lovelace")).toBe("AL");
    expect(initials("Acme Global Tech")).toBe("AGT");
  });
  it("limits the letters when asked", () => {
    expect(initials("Acme Global Tech", 2)).toBe("AG");
  });
  it("ignores extra spaces and handles empty text", () => {
    expect(initials("  Grace   Hopper ")).toBe("GH");
    expect(initials("")).toBe("");
  });
});
