import { describe, expect, it } from "vitest";
import {
  canMatch,
  type MatchJob,
  type MatchPerson,
  matchJob,
  missingForMatch,
  NO_SPONSORSHIP_CAP,
  STRONG_MATCH,
} from "./match";

const person: MatchPerson = {
  skills: ["React", "TypeScript", "Node.js", "GraphQL", "CSS"],
  preferredJobTitle: "Frontend Developer",
  preferredLocation: "Remote",
  visaSponsorshipRequired: true,
};

const job: MatchJob = {
  title: "Senior Frontend Developer",
  skills: ["react", "TypeScript", "Node.js", "GraphQL", "Kubernetes"],
  location: "Berlin, Germany",
  workType: "Remote",
  visaStatus: "yes",
};

describe("matchJob", () => {
  it("scores a job that fits on every part at the top, with a reason for each part", () => {
    const fit = matchJob(person, { ...job, skills: ["React", "TypeScript"] });
    expect(fit).toEqual({
      score: 100,
      reasons: [
        "2 of your 5 skills",
        'Title matches "Frontend Developer"',
        "Remote, as you prefer",
        "Sponsors visas — you need sponsorship",
      ],
    });
  });

  it("counts skills case-insensitively, out of the shorter list", () => {
    // 4 shared of min(5, 5): 40 of 50 on skills, everything else full: 90.
    const result = matchJob(person, job);
    expect(result?.score).toBe(90);
    expect(result?.reasons[0]).toBe("4 of your 5 skills");
  });

  it("never shows a job that does not sponsor as a strong match to a person who needs sponsorship", () => {
    const result = matchJob(person, { ...job, skills: ["React"], visaStatus: "no" });
    expect(result?.score).toBe(NO_SPONSORSHIP_CAP);
    expect(result?.score).toBeLessThan(STRONG_MATCH);
    expect(result?.reasons[0]).toBe("Does not sponsor visas — you need sponsorship");
  });

  it("keeps a job silent on visas below a perfect score for a person who needs sponsorship", () => {
    const result = matchJob(person, { ...job, skills: ["React"], visaStatus: "unknown" });
    expect(result?.score).toBe(89);
    expect(result?.reasons).toContain("The posting does not say whether it sponsors visas");
  });

  it("does not care about sponsorship for a person who does not need it", () => {
    const free = { ...person, visaSponsorshipRequired: false };
    expect(matchJob(free, { ...job, skills: ["React"], visaStatus: "no" })?.score).toBe(100);
  });

  it("scores only the parts the person filled in", () => {
    const skillsOnly: MatchPerson = { ...person, preferredJobTitle: "", preferredLocation: "" };
    // skills 2 of min(5,4)=4 → 25 of 50, visa 10 of 10: 35 of 60.
    const result = matchJob(skillsOnly, { ...job, skills: ["React", "CSS", "Go", "Rust"] });
    expect(result?.score).toBe(Math.round((100 * 35) / 60));
    expect(result?.reasons).toEqual(["2 of your 5 skills", "Sponsors visas — you need sponsorship"]);
  });

  it("matches a named place against the job's location and says when it does not", () => {
    const inBerlin = { ...person, preferredLocation: "berlin" };
    expect(matchJob(inBerlin, job)?.reasons).toContain("In berlin, as you prefer");
    const inLisbon = { ...person, preferredLocation: "Lisbon" };
    expect(matchJob(inLisbon, job)?.reasons).toContain("Not in Lisbon");
  });

  it("gives part of the title weight for some of its words", () => {
    const result = matchJob(
      { ...person, skills: [], preferredLocation: "" },
      { ...job, title: "Backend Developer" },
    );
    // title 12.5 of 25, visa 10 of 10: 22.5 of 35.
    expect(result?.score).toBe(Math.round((100 * 22.5) / 35));
    expect(result?.reasons[0]).toBe('Title is close to "Frontend Developer"');
  });

  it("says when the posting lists no skills or none of the person's", () => {
    expect(matchJob(person, { ...job, skills: [] })?.reasons).toContain("The posting lists no skills");
    expect(matchJob(person, { ...job, skills: ["Go"] })?.reasons).toContain("0 of your 5 skills");
  });

  it("gives no score to a person who has filled in nothing to match on", () => {
    const empty: MatchPerson = {
      skills: [" "],
      preferredJobTitle: "",
      preferredLocation: " ",
      visaSponsorshipRequired: true,
    };
    expect(canMatch(empty)).toBe(false);
    expect(missingForMatch(empty)).toEqual(["skills", "preferredJobTitle", "preferredLocation"]);
    expect(matchJob(empty, job)).toBeNull();
  });

  it("keeps every score within 0 to 100", () => {
    const statuses = ["yes", "no", "unknown"] as const;
    for (const visaStatus of statuses)
      for (const skills of [[], ["React"], ["Go", "Rust"]])
        for (const title of ["", "Developer", "Chef"]) {
          const result = matchJob({ ...person, preferredJobTitle: title }, { ...job, skills, visaStatus });
          expect(result?.score).toBeGreaterThanOrEqual(0);
          expect(result?.score).toBeLessThanOrEqual(100);
        }
  });
});
