import { CORES } from "./cpu";
import { embeddedDatabase } from "./databases";
import { type RunningServer, startServer } from "./server";

/** The production build served by the real server on a fresh embedded database with the demo data. */
export interface WebServer extends RunningServer {
  /** A demo job's id, for /jobs/{id}. */
  jobId: number;
  /** A demo company's id (the one with the most open jobs), for /companies/{id}. */
  companyId: number;
}

/**
 * `node scripts/start.mjs` (as `npm start`: builds dist/ first when it is missing or stale) on a
 * new temporary DATA_DIR, which the server fills with the demo data at boot. Pinned to the server
 * core; the browser runs with this process, on the other one.
 */
export async function startWebServer(log: (message: string) => void): Promise<WebServer> {
  const database = embeddedDatabase();
  log("starting the production server (it builds dist/ first when stale)");
  let server: RunningServer;
  try {
    server = await startServer({ env: database.serverEnv, cpu: CORES?.server, entry: "start" });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    await database.dispose();
  };
  try {
    const jobId = await firstId(server.baseUrl, "/api/jobs?pageSize=1", "job");
    const companyId = await firstId(server.baseUrl, "/api/companies?pageSize=1", "company");
    return { ...server, jobId, companyId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The id of the first item of a list the API answers. */
async function firstId(baseUrl: string, path: string, what: string): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`);
  const body = (await res.json()) as { items?: { id: number }[] };
  const id = body.items?.[0]?.id;
  if (!res.ok || id === undefined)
    throw new Error(`No demo ${what} to open (GET ${path} answered ${res.status})`);
  return id;
}
