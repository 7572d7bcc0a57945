import { describe, expect, it } from "vitest";
import { linkToken } from "./link-token";

describe("linkToken", () => {
  it("reads the token from the fragment, where mailed links carry it", () => {
    expect(linkToken("", "#token=abc_DEF-123")).toBe("abc_DEF-123");
  });
  it("still reads a link mailed with the token in the query", () => {
    expect(linkToken("?token=old-link", "")).toBe("old-link");
  });
  it("answers an empty token when the link has none", () => {
    expect(linkToken("", "")).toBe("");
    expect(linkToken("?next=/home", "#main")).toBe("");
  });
});
