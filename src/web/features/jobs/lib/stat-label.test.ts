import type { Stats } from "@shared/schemas/jobs";
import { describe, expect, it } from "vitest";
import { tileLabel } from "./stat-label";

const stats = (availableJobs: number, demoJobs: number): Stats => ({
  availableJobs,
  demoJobs,
  visaSponsorshipJobs: 3,
  countries: 17,
  savedJobs: 0,
});

describe("tileLabel", () => {
  it("keeps the labels when no job is a demo posting, or before the figures arrive", () => {
    expect(tileLabel("availableJobs", "Available Jobs", stats(10, 0))).toBe("Available Jobs");
    expect(tileLabel("availableJobs", "Available Jobs", undefined)).toBe("Available Jobs");
  });

  it("calls the jobs demo jobs when every one of them is", () => {
    expect(tileLabel("availableJobs", "Available Jobs", stats(60, 60))).toBe("Demo Jobs");
    expect(tileLabel("visaSponsorshipJobs", "Visa Sponsorship", stats(60, 60))).toBe(
      "Demo Jobs with Visa Sponsorship",
    );
    expect(tileLabel("countries", "Countries", stats(60, 60))).toBe("Countries");
  });

  it("says how many are demo postings when only some are", () => {
    expect(tileLabel("availableJobs", "Available Jobs", stats(1500, 1200))).toBe(
      "Available Jobs (1,200 demo)",
    );
    expect(tileLabel("visaSponsorshipJobs", "Visa Sponsorship", stats(1500, 1200))).toBe("Visa Sponsorship");
  });
});
