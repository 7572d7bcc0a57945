/*
 * Counts the reference reloads this process has made, so what is built from the reference data and
 * kept in memory (the methodology answer) can tell that it is out of date.
 */
let generation = 0;

export function referenceGeneration(): number {
  return generation;
}

export function markReferenceReloaded(): void {
  generation += 1;
}
