import { embeddedTemplate, postgresTemplate } from "./template-database";

/**
 * Vitest's global setup, once per run before the workers start: the migrated templates every test
 * database is copied from (template-database.ts), so no two workers make one at once.
 */
export default async function setup(): Promise<void> {
  await embeddedTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl?.startsWith("postgres")) await postgresTemplate(serverUrl);
}
