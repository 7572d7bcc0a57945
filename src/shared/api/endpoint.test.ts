import { describe, expect, it } from "vitest";
import { login } from "./auth";
import { carriesJobs } from "./carries-jobs";
import { getCompany, listCompanies } from "./companies";
import { isKeyOf, keyOf, parseAnswer, pathOf, successSchemas } from "./endpoint";
import { createReferralRequest } from "./referrals";

describe("endpoint definitions", () => {
  it("build the request's address from params and query, leaving empty values out", () => {
    expect(pathOf(getCompany, { params: { id: 5 } })).toBe("/api/companies/5");
    expect(pathOf(listCompanies, { query: { q: "a b&c", page: 2, pageSize: undefined } })).toBe(
      "/api/companies?q=a+b%26c&page=2",
    );
    expect(pathOf(listCompanies, { query: { q: "" } })).toBe("/api/companies");
    expect(() => pathOf(getCompany, {})).toThrow(/needs the param id/);
  });

  it("key answers by resource first, so one resource's answers are refreshed together", () => {
    expect(keyOf(getCompany, { params: { id: 5 } })).toEqual(["/api/companies", 5]);
    expect(keyOf(listCompanies, { query: { q: "x", page: undefined } })).toEqual([
      "/api/companies",
      { q: "x" },
    ]);
    expect(keyOf(listCompanies)).toEqual(["/api/companies"]);
  });

  it("tell which endpoint a cached key belongs to", () => {
    expect(isKeyOf(getCompany, ["/api/companies", 5])).toBe(true);
    expect(isKeyOf(getCompany, ["/api/companies", { q: "x" }])).toBe(false);
    expect(isKeyOf(listCompanies, ["/api/companies", { q: "x" }])).toBe(true);
    expect(isKeyOf(listCompanies, ["/api/companies", 5])).toBe(false);
    expect(isKeyOf(listCompanies, ["/api/jobs"])).toBe(false);
  });

  it("know from the answer's schema whether it carries jobs", () => {
    // A company's page lists its jobs; the list of companies holds none.
    expect(carriesJobs(getCompany)).toBe(true);
    expect(carriesJobs(listCompanies)).toBe(false);
  });

  it("parse any 2xx answer an endpoint declares", () => {
    const signIn = (answer: unknown) => parseAnswer(login, answer);
    const me = {
      id: 1,
      username: "ada",
      email: "a@b.c",
      fullName: "Ada",
      profession: null,
      skills: [],
      emailVerified: true,
    };
    expect(signIn(me)).toEqual(me);
    const challenge = { twoFactorRequired: true, challenge: "c", message: "m" };
    expect(signIn(challenge)).toEqual(challenge);
    expect(() => signIn({ twoFactorRequired: false })).toThrow();
    // One schema declared for 200 and 201 is one schema.
    expect(successSchemas(createReferralRequest)).toEqual([createReferralRequest.responses[201]]);
  });
});
