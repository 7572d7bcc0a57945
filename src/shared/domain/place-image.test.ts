import { describe, expect, it } from "vitest";
import { countryImages, flagImage, placeImage } from "./place-image";

function decode(url: string): string {
  expect(url.startsWith("data:image/svg+xml,")).toBe(true);
  return decodeURIComponent(url.slice("data:image/svg+xml,".length));
}

function bandColours(svg: string): string[] {
  return [...svg.matchAll(/<rect x="0" y="[\d.]+" width="300" height="[\d.]+" fill="([^"]+)"\/>/g)].map(
    (m) => m[1] ?? "",
  );
}

describe("placeImage", () => {
  it("draws one band per flag colour, in order", () => {
    const svg = decode(placeImage({ colors: ["#FF9933", "#FFFFFF", "#138808"], label: "India" }));
    expect(bandColours(svg)).toEqual(["#FF9933", "#FFFFFF", "#138808"]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("is deterministic", () => {
    const a = placeImage({ colors: ["#000000", "#DD0000", "#FFCE00"], label: "Germany" });
    expect(placeImage({ colors: ["#000000", "#DD0000", "#FFCE00"], label: "Germany" })).toBe(a);
    expect(placeImage({ colors: ["#DD0000", "#000000"], label: "Germany" })).not.toBe(a);
  });

  it("ignores anything that is not a plain colour, so the SVG cannot be broken into", () => {
    const svg = decode(
      placeImage({ colors: ['red"/><script>alert(1)</script>', "url(x)", "#12345", "navy"], label: "X" }),
    );
    expect(svg).not.toContain("script");
    expect(bandColours(svg)).toEqual(["navy"]);
  });

  it("uses a palette chosen by the label when there are no usable colours", () => {
    const a = decode(placeImage({ colors: [], label: "Atlantis" }));
    expect(bandColours(a)).toHaveLength(2);
    expect(placeImage({ colors: [], label: "Atlantis" })).toBe(placeImage({ colors: [], label: "Atlantis" }));
  });

  it("keeps at most six bands", () => {
    const svg = decode(placeImage({ colors: Array.from({ length: 10 }, () => "#abcdef"), label: "Many" }));
    expect(bandColours(svg)).toHaveLength(6);
  });
});

describe("flagImage and countryImages", () => {
  it("serves a country's flag from our own origin by its ISO code", () => {
    expect(flagImage("IN")).toBe("/flags/in.svg");
    expect(flagImage("gb")).toBe("/flags/gb.svg");
  });

  it("names no file for anything but a two-letter code", () => {
    expect(flagImage("../etc/passwd")).toBeNull();
    expect(flagImage("GBR")).toBeNull();
    expect(flagImage("")).toBeNull();
  });

  it("puts the flag first and the colour bands after it, which always draw", () => {
    const [flag, bands] = countryImages({
      code: "DE",
      colors: ["#000000", "#DD0000", "#FFCE00"],
      name: "Germany",
    });
    expect(flag).toBe("/flags/de.svg");
    expect(bands).toBe(placeImage({ colors: ["#000000", "#DD0000", "#FFCE00"], label: "Germany" }));
    expect(countryImages({ code: "??", colors: [], name: "Nowhere" })).toHaveLength(1);
  });
});
