import { compareNames, employerLooseKey, employerNameAliases, employerNameKey } from "./employer-names";

/** What matching reads of a register entry. */
export interface MatchableEmployer {
  name: string;
  town: string | null;
  region: string | null;
}

export interface EmployerMatch<E> {
  employer: E;
  match: "exact" | "likely";
  /** The name (or trading name) of the entry that matched. */
  alias: string;
}

interface Entry<E> {
  employer: E;
  alias: string;
}

/** A register's entries by key and by loose key, each under every name it answers to. */
export interface EmployerIndex<E> {
  byKey: Map<string, Entry<E>[]>;
  byLooseKey: Map<string, Entry<E>[]>;
}

function add<E>(map: Map<string, Entry<E>[]>, key: string, entry: Entry<E>): void {
  if (key === "") return;
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

export function buildEmployerIndex<E extends MatchableEmployer>(employers: Iterable<E>): EmployerIndex<E> {
  const index: EmployerIndex<E> = { byKey: new Map(), byLooseKey: new Map() };
  for (const employer of employers) {
    for (const alias of employerNameAliases(employer.name)) {
      add(index.byKey, employerNameKey(alias), { employer, alias });
    }
    // A trading name ("… t/a Pepper") is often one common word: it may match exactly, never loosely.
    add(index.byLooseKey, employerLooseKey(employer.name), { employer, alias: employer.name });
  }
  return index;
}

/** Whether the place text ("Leeds, United Kingdom") names the entry's town or region as a word. */
function placeNames(place: string, employer: MatchableEmployer): number {
  const words = ` ${place.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const has = (name: string | null) =>
    name !== null &&
    name.trim() !== "" &&
    words.includes(
      ` ${name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim()} `,
    );
  if (has(employer.town)) return 2;
  if (has(employer.region)) return 1;
  return 0;
}

/** Among entries of one name, the one whose town (then region) the place names; else the first listed. */
function choose<E extends MatchableEmployer>(entries: Entry<E>[], place: string): Entry<E> {
  let best = entries[0] as Entry<E>;
  let bestScore = -1;
  for (const entry of entries) {
    const score = placeNames(place, entry.employer);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The register entry a company is, or null: the entries whose name equals the company's after
 * normalising ("exact"), else those that differ from it by one qualifier word ("likely"); among
 * several, the one in the town or region the company's place names. Anything looser is no match.
 */
export function matchEmployer<E extends MatchableEmployer>(
  index: EmployerIndex<E>,
  companyName: string,
  place: string,
): EmployerMatch<E> | null {
  const key = employerNameKey(companyName);
  if (key === "") return null;
  const exact = index.byKey.get(key);
  if (exact && exact.length > 0) {
    const chosen = choose(exact, place);
    return { employer: chosen.employer, alias: chosen.alias, match: "exact" };
  }
  const loose = (index.byLooseKey.get(employerLooseKey(companyName)) ?? []).filter(
    (e) => compareNames(e.alias, companyName) === "likely",
  );
  if (loose.length === 0) return null;
  const chosen = choose(loose, place);
  return { employer: chosen.employer, alias: chosen.alias, match: "likely" };
}
