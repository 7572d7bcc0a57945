import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath("/jobs?q=react&visa=1")).toBe("/jobs?q=react&visa=1");
  });

  it("falls back to the dashboard for anything that could leave the site", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "evil",
      "",
      "/a\nb",
      "/\\x",
    ]) {
      expect(safeNextPath(bad)).toBe("/home");
    }
    expect(safeNextPath(null)).toBe("/home");
    expect(safeNextPath(undefined, "/")).toBe("/");
  });

  it("does not send a person back to the sign-in pages", () => {
    expect(safeNextPath("/login?next=/home")).toBe("/home");
    expect(safeNextPath("/register")).toBe("/home");
  });
});
