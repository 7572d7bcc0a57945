import type { Stats } from "@shared/schemas/jobs";
import { describe, expect, it } from "vitest";
import { tileDemoNote } from "./stat-label";

const stats = (availableJobs: number, demoJobs: number): Stats => ({
  availableJobs,
  demoJobs,
  visaSponsorshipJobs: 3,
  countries: 17,
  savedJobs: 0,
});

describe("tileDemoNote", () => {
  it("says nothing when no job is a demo posting, or before the figures arrive", () => {
    expect(tileDemoNote("availableJobs", stats(10, 0))).toBeNull();
    expect(tileDemoNote("availableJobs", undefined)).toBeNull();
  });

  it("marks both job tiles Demo when every job is a demo posting", () => {
    expect(tileDemoNote("availableJobs", stats(60, 60))).toBe("Demo");
    expect(tileDemoNote("visaSponsorshipJobs", stats(60, 60))).toBe("Demo");
    expect(tileDemoNote("countries", stats(60, 60))).toBeNull();
    expect(tileDemoNote("savedJobs", stats(60, 60))).toBeNull();
  });

  it("says how many are demo postings when only some are", () => {
    expect(tileDemoNote("availableJobs", stats(1500, 1200))).toBe("1,200 demo");
    expect(tileDemoNote("visaSponsorshipJobs", stats(1500, 1200))).toBeNull();
  });
});
