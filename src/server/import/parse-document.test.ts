import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "./parse-document";
import type { ParsedDocument } from "./raw-posting";

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), "fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

function parsed(content: string, company?: string): ParsedDocument {
  const result = parseDocument(content, { company });
  if ("error" in result) throw new Error(result.error);
  return result;
}

describe("recognising a document", () => {
  it("reads schema.org postings from an object, an array, an @graph and an HTML page", () => {
    expect(parsed(fixture("schema-org-single.json"))).toMatchObject({ format: "schema.org", full: false });
    expect(parsed(fixture("schema-org-array.json")).postings.map((p) => p.title)).toEqual([
      "Data Analyst (Part-time)",
      "Product Designer",
    ]);
    const graph = parsed(fixture("schema-org-graph.json"));
    expect(graph.postings.map((p) => p.title)).toEqual(["Machine Learning Engineer"]);
    const page = parsed(fixture("careers-page.html"));
    expect(page.postings.map((p) => p.title)).toEqual(["Embedded Software Engineer", "Robotics Intern"]);
    expect(page.problems).toEqual([]);
  });

  it("reads a schema.org posting's fields", () => {
    const [posting] = parsed(fixture("schema-org-single.json")).postings;
    expect(posting).toMatchObject({
      externalId: "HG-2041",
      source: "schema.org:careers.heliogrid.example",
      company: {
        name: "Helio Grid GmbH",
        website: "https://heliogrid.example",
        logoUrl: "https://heliogrid.example/logo.png",
      },
      places: [{ city: "Berlin", country: "DE" }],
      salary: { min: 75_000, max: 95_000, currency: "EUR", period: "YEAR" },
      employmentTypes: ["FULL_TIME"],
    });
    const [remote] = parsed(fixture("schema-org-remote.json")).postings;
    expect(remote).toMatchObject({ workplace: "TELECOMMUTE", places: [{ country: "Canada" }] });
  });

  it("names a malformed JSON-LD script in a page and reads the others", () => {
    const html = `<html><script type="application/ld+json">{oops</script>
      <script type="application/ld+json">{"@type":"JobPosting","title":"Baker"}</script></html>`;
    const page = parsed(html);
    expect(page.postings.map((p) => p.title)).toEqual(["Baker"]);
    expect(page.problems).toEqual([
      { posting: "JSON-LD script 1", reason: expect.stringContaining("malformed JSON") },
    ]);
  });

  it("reads Greenhouse boards with their company from the command line", () => {
    const board = parsed(fixture("greenhouse-board.json"), "Lumen Freight");
    expect(board).toMatchObject({ format: "greenhouse", full: true });
    expect(board.postings[0]).toMatchObject({
      externalId: "4471203",
      source: "greenhouse:lumen freight",
      company: { name: "Lumen Freight" },
      employmentTypes: ["Full-time"],
      places: [{ text: "London, United Kingdom" }],
    });
    expect(board.postings[0]?.description).toMatch(/^About Lumen Freight\n\n/);
  });

  it("reads Lever postings with pay, workplace and country", () => {
    const lever = parsed(fixture("lever-postings.json"), "Lumen Freight");
    expect(lever).toMatchObject({ format: "lever", full: true });
    expect(lever.postings[1]).toMatchObject({
      title: "Warehouse Systems Contractor",
      workplace: "remote",
      employmentTypes: ["Contractor"],
      places: [{ text: "Remote", country: "DE" }],
      salary: { min: 70, max: 90, currency: "EUR", period: "HOUR" },
      extraText: "This contract cannot include visa sponsorship.",
      applyUrl: "https://jobs.lever.example/lumenfreight/8a3d7e21-1f44-4f0e-a2c3-5b6d9e0f1a22/apply",
    });
  });

  it("answers one reason for a document it cannot read", () => {
    expect(parseDocument("", undefined)).toEqual({ error: "the document is empty" });
    expect(parseDocument(fixture("broken-malformed.json"), undefined)).toEqual({
      error: expect.stringMatching(/^malformed JSON/),
    });
    expect(parseDocument("<html><body>Jobs</body></html>", undefined)).toEqual({
      error: expect.stringContaining("no JSON-LD"),
    });
    expect(
      parseDocument('<script type="application/ld+json">{"@type":"Organization"}</script>', undefined),
    ).toEqual({
      error: "the HTML page's JSON-LD holds no JobPosting",
    });
  });
});
