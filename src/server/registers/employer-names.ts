/**
 * How an employer's name is compared with a register's: case, accents, punctuation, a leading
 * "The", "&" for "and", and legal forms do not count. What is left is the name's key; two names
 * with equal keys are the same name ("exact").
 */

/** Legal forms, as words after punctuation is gone ("B.V." is "b v", so both spellings are listed). */
const LEGAL_FORMS = [
  ["ltd"],
  ["limited"],
  ["plc"],
  ["llp"],
  ["lp"],
  ["llc"],
  ["l", "l", "c"],
  ["inc"],
  ["incorporated"],
  ["corp"],
  ["corporation"],
  ["co"],
  ["company"],
  ["gmbh"],
  ["ag"],
  ["bv"],
  ["b", "v"],
  ["nv"],
  ["n", "v"],
  ["sa"],
  ["s", "a"],
  ["sas"],
  ["sarl"],
  ["srl"],
  ["spa"],
  ["pty"],
  ["pc"],
  ["pllc"],
  ["ulc"],
  ["ab"],
  ["as"],
  ["oy"],
  ["kk"],
  ["pte"],
] as const;

/**
 * Words that qualify a name without changing whose it is: "Acme UK Ltd" and "Acme Ltd" differ by
 * one of these alone, which makes a match "likely", never "exact".
 */
export const QUALIFIER_WORDS = new Set([
  "uk",
  "gb",
  "usa",
  "us",
  "america",
  "canada",
  "europe",
  "emea",
  "international",
  "global",
  "group",
  "holdings",
  "holding",
]);

/** The name in lower case, without accents, its punctuation as spaces, "&" as "and". */
function plainWords(name: string): string[] {
  const text = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return text === "" ? [] : text.split(" ");
}

function endsWith(words: readonly string[], form: readonly string[]): boolean {
  if (form.length >= words.length) return false;
  return form.every((w, i) => words[words.length - form.length + i] === w);
}

/** The words of a name that count: no leading "the", no trailing legal forms (one or more). */
export function nameWords(name: string): string[] {
  let words = plainWords(name);
  if (words[0] === "the" && words.length > 1) words = words.slice(1);
  let cut = true;
  while (cut) {
    cut = false;
    for (const form of LEGAL_FORMS) {
      if (endsWith(words, form)) {
        words = words.slice(0, words.length - form.length);
        cut = true;
        break;
      }
    }
    // "Smith & Co" leaves a dangling "and" once "co" is gone.
    if (words.length > 1 && words[words.length - 1] === "and") {
      words = words.slice(0, -1);
      cut = true;
    }
  }
  return words;
}

/** "t/a", "trading as", "o/a", "dba": a legal name joined to the name it trades under. */
const TRADING_AS = /\s+(?:t\/as?|trading\s+as|o\/a|d\/?b\/?a)\s+/i;

/**
 * The names an entry answers to: the whole name, and, where it says "X Ltd t/a Y" (or "DBA"), X
 * and Y each; a company page or posting names one of them.
 */
export function employerNameAliases(name: string): string[] {
  const parts = name
    .split(TRADING_AS)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return parts.length > 1 ? [name, ...parts] : [name];
}

/** The name's key: names with equal keys match "exact". Empty for a name of legal forms alone. */
export function employerNameKey(name: string): string {
  return nameWords(name).join(" ");
}

/**
 * The key without qualifier words: two names whose loose keys are equal but whose keys are not
 * differ by qualifiers only. Kept as long as a word is left ("Global Group Ltd" keeps its key).
 */
export function employerLooseKey(name: string): string {
  const words = nameWords(name);
  const kept = words.filter((w) => !QUALIFIER_WORDS.has(w));
  return (kept.length > 0 ? kept : words).join(" ");
}

/**
 * How two names compare: "exact" when their keys are equal, "likely" when they differ by one
 * qualifier word and nothing else ("Acme UK" and "Acme"), else null. A key of one short word
 * ("bt", "ey") never matches loosely: a qualifier is too large a part of it.
 */
export function compareNames(a: string, b: string): "exact" | "likely" | null {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (wa.length === 0 || wb.length === 0) return null;
  if (wa.join(" ") === wb.join(" ")) return "exact";
  const [longer, shorter] = wa.length > wb.length ? [wa, wb] : [wb, wa];
  if (longer.length !== shorter.length + 1) return null;
  if (shorter.join("").length < 4) return null;
  for (let i = 0; i < longer.length; i++) {
    const word = longer[i] as string;
    if (!QUALIFIER_WORDS.has(word)) continue;
    const without = [...longer.slice(0, i), ...longer.slice(i + 1)];
    if (without.join(" ") === shorter.join(" ")) return "likely";
  }
  return null;
}
