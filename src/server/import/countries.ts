import isoCountries from "i18n-iso-countries";

/** A country as an import resolved it: our row when we have one, else its ISO code and English name. */
export interface ResolvedCountry {
  code: string;
  name: string;
  id: number | null;
}

export interface KnownCountry {
  id: number;
  code: string;
  name: string;
}

/**
 * Resolves a posting's country (an ISO 3166-1 alpha-2 or alpha-3 code, or an English name such as
 * "Germany", "USA" or "United Kingdom") against our countries first, then the ISO list. Undefined
 * when it is neither.
 */
export function resolveCountry(raw: string, known: readonly KnownCountry[]): ResolvedCountry | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  let code: string | undefined;
  if (/^[A-Za-z]{2}$/.test(text) && isoCountries.isValid(text.toUpperCase())) code = text.toUpperCase();
  else if (/^[A-Za-z]{3}$/.test(text) && isoCountries.isValid(text.toUpperCase()))
    code = isoCountries.alpha3ToAlpha2(text.toUpperCase());
  else {
    const ours = known.find((c) => c.name.toLowerCase() === text.toLowerCase());
    code = ours?.code ?? isoCountries.getAlpha2Code(text, "en");
  }
  if (!code) return undefined;
  const ours = known.find((c) => c.code === code);
  if (ours) return { code, name: ours.name, id: ours.id };
  const name = isoCountries.getName(code, "en", { select: "official" });
  return name ? { code, name: shortName(code, name), id: null } : undefined;
}

/** A few ISO official names read badly in a location line; these are how people write them. */
const SHORT_NAMES: Record<string, string> = {
  US: "United States",
  GB: "United Kingdom",
  KR: "South Korea",
  RU: "Russia",
  IR: "Iran",
  TW: "Taiwan",
  VN: "Vietnam",
  BO: "Bolivia",
  VE: "Venezuela",
  TZ: "Tanzania",
  SY: "Syria",
  MD: "Moldova",
  LA: "Laos",
  KP: "North Korea",
};

function shortName(code: string, name: string): string {
  return SHORT_NAMES[code] ?? name;
}
