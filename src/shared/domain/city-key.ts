/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ı: "i",
  ħ: "h",
};

/**
 * A city name as it is searched and matched: accents, case and punctuation folded, so that
 * "Kraków", "KRAKOW" and "krakow" are one key, and "Saint-Denis" is "saint denis".
 */
export function cityKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[łøđðþßæœıħ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
