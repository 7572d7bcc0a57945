import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../reference/reference-files";
import type { RegisterId } from "./register-catalogue";

/** The register snapshots shipped with Borderless (data/registers, described in its sources.json). */
export const REGISTER_DIR = path.join(projectRoot(), "data", "registers");

export interface RegisterSnapshot {
  register: RegisterId;
  /** ISO code of the register's country. */
  country: string;
  file: string;
  /** The date the publisher published the snapshot. */
  asOf: string;
  /** Where the copy was read: repository, path and commit. */
  readAt: string;
}

/** What data/registers/sources.json says of each shipped file, checked on load. */
export const SNAPSHOTS: readonly RegisterSnapshot[] = (
  JSON.parse(fs.readFileSync(path.join(REGISTER_DIR, "sources.json"), "utf8")) as {
    snapshots: RegisterSnapshot[];
  }
).snapshots;
