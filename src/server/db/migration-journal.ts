import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "./client";

/** A migration as drizzle-kit's journal lists it: `when` is what the migrator records as `created_at`. */
export interface JournalMigration {
  tag: string;
  when: number;
}

/** The migrations this build carries (meta/_journal.json beside them), oldest first. */
export function journalMigrations(): JournalMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: JournalMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}
