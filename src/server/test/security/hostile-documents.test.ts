import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS } from "../../import/document-limits";
import { parseDocument } from "../../import/parse-document";
import { readDocument } from "../../import/read-document";

/**
 * Pages a feed or a pasted link could serve to make reading them expensive. Each must be read (or
 * refused) in a time that grows no faster than its size: the pattern the importer once used took
 * 17.8 s for the first of these at 600 kB, and would take hours at the 20 MB fetch cap.
 */
const posting = (description: string) =>
  JSON.stringify({ "@type": "JobPosting", title: "Baker", hiringOrganization: "Crumb", description });

const CORPUS: { name: string; build: () => string }[] = [
  { name: "600 kB of unclosed script tags", build: () => `<html>${"<script>".repeat(75_000)}` },
  {
    name: "600 kB of unclosed JSON-LD script tags",
    build: () => `<html>${'<script type="application/ld+json">'.repeat(17_000)}`,
  },
  {
    name: "4 MB of closed JSON-LD scripts",
    build: () => `<html>${'<script type="application/ld+json">{}</script>'.repeat(90_000)}`,
  },
  { name: "JSON nested 100,000 deep", build: () => "[".repeat(100_000) },
  {
    name: "JSON-LD nested 100,000 deep",
    build: () => `<html><script type="application/ld+json">${'{"a":'.repeat(100_000)}</script>`,
  },
  {
    name: "a description of 100,000 unclosed links",
    build: () => `[${posting('<a href="https://x.example">'.repeat(100_000))}]`,
  },
  {
    name: "a description of 300,000 half character references",
    build: () => `[${posting("&#".repeat(300_000))}]`,
  },
  { name: "8 MB of an unclosed comment", build: () => `<html><!--${"-".repeat(8 * 1024 * 1024)}` },
];

/** Far above what a linear reading takes on a slow, loaded machine; far below the old quadratic cost. */
const BOUND_MS = 5_000;

describe("hostile documents", () => {
  for (const { name, build } of CORPUS) {
    it(`reads ${name} in bounded time, in the worker`, async () => {
      const document = build();
      const started = performance.now();
      const result = await readDocument(document, {});
      expect(performance.now() - started).toBeLessThan(BOUND_MS);
      if ("error" in result) expect(result.error).not.toMatch(/took longer/);
      else expect(result.postings.length).toBeLessThanOrEqual(1);
    });
  }

  it("refuses nesting past the limit in words", () => {
    expect(parseDocument("[".repeat(100_000))).toEqual({
      error: `malformed JSON (nested more than ${DOCUMENT_LIMITS.maxDepth} levels deep)`,
    });
  });

  it("reads at most the first 100 JSON-LD scripts of a page and says so", () => {
    const page = `<html>${`<script type="application/ld+json">${posting("Bread.")}</script>`.repeat(150)}`;
    const result = parseDocument(page);
    if ("error" in result) throw new Error(result.error);
    expect(result.postings).toHaveLength(100);
    expect(result.problems).toEqual([
      { posting: "page", reason: "the page has 150 JSON-LD scripts; only the first 100 were read" },
    ]);
  });

  it("refuses a document over the size cap, and stops a read that runs over its time", async () => {
    const large = `<html>${" ".repeat(DOCUMENT_LIMITS.maxBytes)}`;
    expect(await readDocument(large, {})).toEqual({ error: "the document is larger than 20 MB" });
    const slow = `<html>${'<script type="application/ld+json">{}</script>'.repeat(200_000)}`;
    expect(await readDocument(slow, {}, 1)).toEqual({
      error: "reading the document took longer than 0.001 s, so it was stopped",
    });
    // The next read gets a fresh thread.
    const fine = await readDocument(`[${posting("Bread.")}]`, {});
    expect("postings" in fine && fine.postings.map((p) => p.description)).toEqual(["Bread."]);
  });
});
