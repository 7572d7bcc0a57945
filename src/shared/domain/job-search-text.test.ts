import { describe, expect, it } from "vitest";
import {
  buildJobSearchText,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_TEXT_BYTES,
  normalizeSearchQuery,
} from "./job-search-text";

describe("buildJobSearchText", () => {
  it("lowercases title, company and each skill, one per line", () => {
    expect(buildJobSearchText("Senior Engineer", "Northwind Labs", ["TypeScript", "Node.js"])).toBe(
      "senior engineer\nnorthwind labs\ntypescript\nnode.js",
    );
  });

  it("keeps fields apart so a normalized query cannot match across two of them", () => {
    const text = buildJobSearchText("Frontend Engineer", "Northwind Labs", ["React", "CSS"]);
    expect(text.includes(normalizeSearchQuery("engineer"))).toBe(true);
    expect(text.includes(normalizeSearchQuery("REACT"))).toBe(true);
    expect(text.includes(normalizeSearchQuery("Engineer Northwind"))).toBe(false);
    expect(text.includes(normalizeSearchQuery("react css"))).toBe(false);
  });

  it("keeps Latin text within every field's limits whole", () => {
    const skills = Array.from({ length: 30 }, (_, i) => `skill-${i}-`.padEnd(40, "x"));
    const text = buildJobSearchText("T".repeat(200), "C".repeat(200), skills);
    expect(text).toHaveLength(200 + 200 + 30 * 40 + 31);
    expect(text.endsWith(skills[29]?.toLowerCase() ?? "?")).toBe(true);
  });

  it("cuts text beyond MAX_SEARCH_TEXT_BYTES of UTF-8 without splitting a character", () => {
    // 3 bytes each, then a 4-byte emoji across the limit.
    const title = `${"語".repeat(666)}😀tail`;
    const text = buildJobSearchText(title, "Company", []);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(MAX_SEARCH_TEXT_BYTES);
    expect(text).toBe("語".repeat(666));
  });

  it("works without skills", () => {
    expect(buildJobSearchText("Designer", "Atelier", [])).toBe("designer\natelier");
  });
});

describe("normalizeSearchQuery", () => {
  it("trims, lowercases and collapses whitespace", () => {
    expect(normalizeSearchQuery("  React \t  Native\n ")).toBe("react native");
  });

  it("drops control characters", () => {
    expect(normalizeSearchQuery("re\u0000act\u0007\u001f")).toBe("react");
    expect(normalizeSearchQuery("a \u0001 b")).toBe("a b");
    expect(normalizeSearchQuery("react\u0000\tnative")).toBe("react native");
  });

  it("gives an empty text for blank input", () => {
    expect(normalizeSearchQuery(" \n\t ")).toBe("");
    expect(normalizeSearchQuery("")).toBe("");
  });

  it("caps the length without splitting a character", () => {
    expect(normalizeSearchQuery("a".repeat(500))).toHaveLength(MAX_SEARCH_QUERY_LENGTH);
    const emoji = normalizeSearchQuery("🚀".repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_SEARCH_QUERY_LENGTH);
    expect(emoji).not.toMatch(/[\ud800-\udbff]$/);
  });

  it("does not end in a space after cutting", () => {
    expect(normalizeSearchQuery(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });

  it("keeps non-Latin text and lowercases it", () => {
    expect(normalizeSearchQuery("Ingénieur ÉTUDES")).toBe("ingénieur études");
    expect(normalizeSearchQuery("東京 エンジニア")).toBe("東京 エンジニア");
  });
});
