export interface PlaceImageInput {
  /** Flag colours, top band first (hex such as '#FF9933' or a CSS colour name). */
  colors: readonly string[];
  /** The place's name: picks the fallback colours when none are usable. */
  label: string;
}

const SAFE_COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i;
const MAX_BANDS = 6;
// Calm pairs for a place without usable colours; chosen by the label so one place always looks the same.
const FALLBACK_PALETTES: ReadonlyArray<readonly [string, string]> = [
  ["#0f766e", "#ccfbf1"],
  ["#1d4ed8", "#dbeafe"],
  ["#7c3aed", "#ede9fe"],
  ["#b45309", "#fef3c7"],
  ["#be123c", "#ffe4e6"],
];

/** Where the app serves the country flags (flag-icons' 4x3 SVGs, copied into the build). */
const FLAG_DIR = "/flags";

/**
 * The country's flag, served from our own origin, for an ISO 3166-1 alpha-2 code; null for anything
 * else (a flag must never be looked up by an arbitrary string).
 */
export function flagImage(code: string): string | null {
  return /^[A-Za-z]{2}$/.test(code) ? `${FLAG_DIR}/${code.toLowerCase()}.svg` : null;
}

/**
 * The local images of a country, best first: its flag, then bands in the flag's colours drawn on
 * the device (which always work, should the flag file be missing).
 */
export function countryImages(country: { code: string; colors: readonly string[]; name: string }): string[] {
  const flag = flagImage(country.code);
  const bands = placeImage({ colors: country.colors, label: country.name });
  return flag ? [flag, bands] : [bands];
}

/**
 * A local, offline image for a place without a flag: a data:image/svg+xml URL of horizontal bands in
 * the flag's colours. Deterministic (same input, same URL); anything that is not a plain colour is
 * ignored so the result is always a well-formed SVG.
 */
export function placeImage({ colors, label }: PlaceImageInput): string {
  const usable = colors.map((c) => c.trim()).filter((c) => SAFE_COLOUR.test(c));
  const bands = usable.length > 0 ? usable.slice(0, MAX_BANDS) : [...fallbackPalette(label)];
  const height = 200 / bands.length;
  const rects = bands
    .map(
      (colour, i) =>
        `<rect x="0" y="${round(i * height)}" width="300" height="${round(height + 0.5)}" fill="${colour}"/>`,
    )
    .join("");
  // A soft diagonal sheen gives the banner depth without hiding the colours.
  const sheen =
    '<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs><rect width="300" height="200" fill="url(#s)"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" preserveAspectRatio="none">${rects}${sheen}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function fallbackPalette(label: string): readonly [string, string] {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return FALLBACK_PALETTES[hash % FALLBACK_PALETTES.length] ?? ["#0f766e", "#ccfbf1"];
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
