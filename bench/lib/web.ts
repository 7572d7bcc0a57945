import { CORES } from "./cpu";
import { embeddedDatabase } from "./databases";
import { type RunningServer, startServer } from "./server";

/** The production build served by the real server on a fresh embedded database with the demo data. */
export interface WebServer extends RunningServer {
  /** A demo job's id, for /jobs/{id}. */
  jobId: number;
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
    const res = await fetch(`${server.baseUrl}/api/jobs?pageSize=1`);
    const body = (await res.json()) as { items?: { id: number }[] };
    const jobId = body.items?.[0]?.id;
    if (!res.ok || jobId === undefined)
      throw new Error(`No demo job to open (GET /api/jobs answered ${res.status})`);
    return { ...server, jobId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
