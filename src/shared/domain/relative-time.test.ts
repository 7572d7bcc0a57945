import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = Date.parse("2025-06-15T12:00:00Z");
function ago(seconds: number): string {
  return new Date(NOW - seconds * 1000).toISOString();
}

describe("relativeTime", () => {
  it("says 'just now' under a minute", () => {
    expect(relativeTime(ago(10), NOW)).toBe("just now");
  });
  it("names the largest whole unit", () => {
    expect(relativeTime(ago(5 * 60), NOW)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3600), NOW)).toBe("3 hours ago");
    expect(relativeTime(ago(24 * 3600), NOW)).toBe("yesterday");
    expect(relativeTime(ago(3 * 86400), NOW)).toBe("3 days ago");
    expect(relativeTime(ago(14 * 86400), NOW)).toBe("2 weeks ago");
    expect(relativeTime(ago(65 * 86400), NOW)).toBe("2 months ago");
    expect(relativeTime(ago(800 * 86400), NOW)).toBe("2 years ago");
  });
  it("gives empty text for an invalid date", () => {
    expect(relativeTime("not a date", NOW)).toBe("");
  });
});
