import { describe, expect, it } from "vitest";
import { resolveCountry } from "./countries";
import { htmlToText, sanitizeDescriptionHtml } from "./html-text";
import {
  dedupeKey,
  normalizeEmploymentType,
  normalizeSalary,
  normalizeSalaryPeriod,
  normalizeWorkType,
} from "./normalize";
import { recognizeSkills } from "./skills";

describe("employment type", () => {
  it.each([
    [["FULL_TIME"], "Full-time"],
    [["PART_TIME"], "Part-time"],
    [["CONTRACTOR"], "Contract"],
    [["TEMPORARY"], "Contract"],
    [["PER_DIEM"], "Contract"],
    [["INTERN"], "Internship"],
    [["VOLUNTEER", "PART_TIME"], "Part-time"],
    [["OTHER"], "Full-time"],
    [[], "Full-time"],
    [["Full Time"], "Full-time"],
    [["Contractor"], "Contract"],
    [["Internship"], "Internship"],
    [["Part-time"], "Part-time"],
  ])("%j → %s", (values, expected) => {
    expect(normalizeEmploymentType(values)).toBe(expected);
  });
});

describe("work type", () => {
  it("reads a stated workplace before the location's words", () => {
    expect(normalizeWorkType("TELECOMMUTE", "Berlin")).toBe("Remote");
    expect(normalizeWorkType("remote", "")).toBe("Remote");
    expect(normalizeWorkType("hybrid", "Remote")).toBe("Hybrid");
    expect(normalizeWorkType("onsite", "Remote friendly")).toBe("On-site");
  });
  it("falls back on the location's words, else On-site", () => {
    expect(normalizeWorkType(undefined, "Remote - Europe")).toBe("Remote");
    expect(normalizeWorkType(undefined, "London (Hybrid)")).toBe("Hybrid");
    expect(normalizeWorkType(undefined, "Remotely Park, Ohio")).toBe("On-site");
  });
});

describe("salary", () => {
  it("stores yearly figures and keeps the stated figures, text and period", () => {
    expect(normalizeSalary({ min: 45, max: 60, currency: "usd", period: "HOUR" })).toEqual({
      payMin: 45,
      payMax: 60,
      salaryMin: 93_600,
      salaryMax: 124_800,
      salaryCurrency: "USD",
      salaryPeriod: "HOUR",
      salaryText: "45–60 USD per hour",
    });
    expect(normalizeSalary({ min: 500, max: 500, currency: "EUR", period: "DAY" })).toMatchObject({
      salaryMin: 130_000,
      salaryMax: 130_000,
      salaryText: "500 EUR per day",
    });
    expect(normalizeSalary({ min: 1000, currency: "GBP", period: "WEEK" }).salaryMax).toBe(52_000);
    expect(normalizeSalary({ max: 5200, currency: "GBP", period: "MONTH" }).salaryMin).toBe(62_400);
    expect(normalizeSalary({ max: 5200.5, currency: "GBP", period: "MONTH" })).toMatchObject({
      payMin: 5200.5,
      payMax: 5200.5,
    });
  });
  it("takes an unstated period as yearly and leaves pay without a currency out", () => {
    expect(normalizeSalary({ min: 70_000, max: 90_000, currency: "EUR" })).toMatchObject({
      salaryPeriod: "YEAR",
      salaryText: "70,000–90,000 EUR per year",
    });
    expect(normalizeSalary({ min: 70_000, max: 90_000 }).salaryText).toBeNull();
    expect(normalizeSalary({ currency: "EUR" }).salaryMin).toBeNull();
    expect(normalizeSalary({ min: 5_000_000, currency: "USD", period: "HOUR" }).salaryMin).toBeNull();
  });
  it("reads Lever intervals and schema.org unit texts", () => {
    expect(normalizeSalaryPeriod("per-hour-wage")).toBe("HOUR");
    expect(normalizeSalaryPeriod("per-month-salary")).toBe("MONTH");
    expect(normalizeSalaryPeriod("per-year-salary")).toBe("YEAR");
    expect(normalizeSalaryPeriod("WEEK")).toBe("WEEK");
    expect(normalizeSalaryPeriod("one-time")).toBeUndefined();
  });
});

describe("countries", () => {
  const known = [{ id: 4, code: "DE", name: "Germany" }];
  it("finds ours by code or name, and the rest in the ISO list", () => {
    expect(resolveCountry("de", known)).toEqual({ code: "DE", name: "Germany", id: 4 });
    expect(resolveCountry("Germany", known)).toEqual({ code: "DE", name: "Germany", id: 4 });
    expect(resolveCountry("DEU", known)).toEqual({ code: "DE", name: "Germany", id: 4 });
    expect(resolveCountry("NG", known)).toEqual({ code: "NG", name: "Nigeria", id: null });
    expect(resolveCountry("Argentina", known)).toEqual({ code: "AR", name: "Argentina", id: null });
    expect(resolveCountry("USA", known)).toEqual({ code: "US", name: "United States", id: null });
  });
  it("knows no Atlantis and no made-up code", () => {
    expect(resolveCountry("Atlantis", known)).toBeUndefined();
    expect(resolveCountry("XX", known)).toBeUndefined();
  });
});

describe("skills", () => {
  it("finds whole words only, spelled as the vocabulary spells them", () => {
    expect(recognizeSkills("We use go, Google Cloud and javascript")).toEqual(["JavaScript"]);
    expect(recognizeSkills("Services in Go and node.js; some Java")).toEqual(
      expect.arrayContaining(["Go", "Node.js", "Java"]),
    );
    expect(recognizeSkills("C++ and C# engineers")).toEqual(expect.arrayContaining(["C++", "C#"]));
    expect(recognizeSkills("Let's go to the REST of it")).toEqual(["REST"]);
  });
});

describe("descriptions", () => {
  const html =
    '<h1>Role</h1><p onclick="x()">We <em>build</em> things.</p><script>alert(1)</script><style>p{}</style>' +
    '<img src="x.png"><iframe src="https://evil.example"></iframe><ul><li>One</li><li>Two</li></ul>' +
    '<p>See <a href="https://acme.example/blog" target="_blank">our blog</a> or <a href="javascript:alert(1)">this</a>.</p>';
  it("keeps paragraphs, lists, emphasis, headings and links, and nothing else", () => {
    const safe = sanitizeDescriptionHtml(html);
    expect(safe).toBe(
      "<h3>Role</h3><p>We <em>build</em> things.</p><ul><li>One</li><li>Two</li></ul>" +
        '<p>See <a href="https://acme.example/blog">our blog</a> or <a>this</a>.</p>',
    );
  });
  it("becomes plain text with paragraphs and bullets", () => {
    expect(htmlToText(html)).toBe(
      "Role\n\nWe build things.\n\n• One\n• Two\n\nSee our blog (https://acme.example/blog) or this.",
    );
    expect(htmlToText("Tom &amp; Jerry<br>2 &lt; 3")).toBe("Tom & Jerry\n2 < 3");
  });
});

describe("dedupe key", () => {
  it("ignores case, punctuation and spacing in the title", () => {
    const a = dedupeKey(7, "Senior  Backend-Engineer!", { cityId: 3, city: "Berlin" });
    expect(a).toBe("7|senior backend engineer|3");
    expect(dedupeKey(7, "senior backend engineer", { cityId: null, city: "Lagos" })).toBe(
      "7|senior backend engineer|lagos",
    );
    expect(dedupeKey(7, "Senior Backend Engineer", { cityId: null, city: null })).toBe(
      "7|senior backend engineer|remote",
    );
  });
});
