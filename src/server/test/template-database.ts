import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { migrationsFolder, openDatabase } from "../db/client";
import { onServer } from "./empty-database";

/**
 * Every test database is a copy of one migrated template (docs/decisions/027): migrating a new
 * database costs far more than copying one. A template is named by a hash of what shapes it (the
 * migrations and, for the embedded one, the PGlite and Drizzle that wrote it), so a changed
 * migration makes a new one and never finds an old one.
 */

/** The migrations' SQL files and journal, which is all the migrator reads. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const names = fs
    .readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".sql") || name.endsWith("_journal.json"))
    .sort();
  for (const name of names) {
    hash
      .update(name)
      .update("\0")
      .update(fs.readFileSync(path.join(migrationsFolder, name)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** A package's version, read from its package.json (found above its entry point). */
function packageVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (json.name === name) return json.version ?? "";
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "";
    dir = parent;
  }
}

/** Where the embedded template is kept between runs: beside the other tools' caches. */
const CACHE_DIR = path.resolve("node_modules/.cache/borderless");

function embeddedTemplateFile(): string {
  const key = createHash("sha256")
    .update(migrationsHash())
    .update(packageVersion("@electric-sql/pglite"))
    .update(packageVersion("drizzle-orm"))
    .digest("hex")
    .slice(0, 16);
  return path.join(CACHE_DIR, `test-template-${key}.tar`);
}

/**
 * The embedded template: the files of a migrated PGlite database as a tar archive (`dumpDataDir`),
 * which `openDatabase`'s `initialData` starts a new one from. Made once (Vitest's global setup makes
 * it before the workers start) and kept in node_modules/.cache; written under another name and
 * renamed, so a reader never sees half a file.
 */
export async function embeddedTemplate(): Promise<Uint8Array> {
  const file = embeddedTemplateFile();
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
  let bytes: Uint8Array;
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("The embedded database made no archive of its files");
    bytes = new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return bytes;
}

/** The advisory lock key of making a template (the bytes of "bdltmplt" as a signed 64-bit integer). */
const TEMPLATE_LOCK_KEY = Buffer.from("bdltmplt").readBigInt64BE().toString();

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query("select 1 from pg_database where datname = $1", [name]);
  return result.rowCount === 1;
}

/**
 * The PostgreSQL template on the server of `serverUrl`, made if it is not there yet: under an
 * advisory lock, so Vitest's workers starting together make it once, and under another name until
 * it is migrated, so none copies half a template. It accepts no connections: `create database …
 * template` refuses a template someone is connected to.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `borderless_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (await databaseExists(admin, name)) return name;
    await admin.query("select pg_advisory_lock($1::bigint)", [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(admin, name)) return name;
      const building = `${name}_new`;
      // Left by a run stopped while it made the template.
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), dataDir: "" });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} with is_template true allow_connections false`);
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock($1::bigint)", [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  /** The new database's address on the test server. */
  url: string;
  drop(): Promise<void>;
}

/** A new, migrated database on the PostgreSQL server of `serverUrl`: a copy of the template. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const template = await postgresTemplate(serverUrl);
  const name = `borderless_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
