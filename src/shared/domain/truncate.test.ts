import { describe, expect, it } from "vitest";
import { truncate } from "./truncate";

describe("truncate", () => {
  it("keeps text at or under the limit", () => {
    expect(truncate("short", 5)).toBe("short");
    expect(truncate("", 3)).toBe("");
  });
  it("cuts longer text and adds an ellipsis", () => {
    expect(truncate("abcdefghij", 4)).toBe("abcd...");
    expect(truncate("x".repeat(150), 100)).toBe(`${"x".repeat(100)}...`);
  });
  it("does not leave a space before the ellipsis", () => {
    expect(truncate("hello world again", 6)).toBe("hello...");
  });
});
