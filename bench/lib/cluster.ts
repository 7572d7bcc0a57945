import { freePort, processCpuSeconds, REAL_SERVER_ENV, type RunningServer, startProcess } from "./server";

/** One instance behind the balancer: its process and the answers it has sent so far. */
export interface Instance {
  pid: number;
  /** 2xx answers and the rest; undefined when the instance did not say (it is gone). */
  answers: { ok: number; other: number } | undefined;
}

/** N instances of the real server behind one address (bench/servers/cluster.ts). */
export interface Cluster {
  /** Where the instances answer, in turn per connection. */
  baseUrl: string;
  /** The cluster's primary: the balancer, and the process `stop` ends. */
  primary: RunningServer;
  /** The instances' pids, as at the start. */
  pids: number[];
  /** Each instance's pid and answer counts, as they are now. */
  instances(): Promise<Instance[]>;
  /** The instances' CPU seconds so far, summed (what `settle` watches). */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

export interface StartClusterOptions {
  instances: number;
  /** Under the real server's production settings: the database and the limits. */
  env: Record<string, string>;
  /** The primary's core: its instances inherit it. */
  cpu: number | undefined;
  /** One core per instance, when the instances should not all share the primary's. */
  instanceCores?: readonly number[];
}

/**
 * Starts the cluster and resolves once every instance listens. Each instance is the real server as
 * startServer starts it (production, LOG_LEVEL=warn, PUBLIC_URL the address they share).
 */
export async function startCluster(options: StartClusterOptions): Promise<Cluster> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const primary = await startProcess({
    script: ["--import", "tsx", "bench/servers/cluster.ts"],
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ...REAL_SERVER_ENV,
      ...options.env,
      INSTANCES: String(options.instances),
      INSTANCES_PORT: String(port),
      INSTANCE_CORES: options.instanceCores?.join(",") ?? "",
      // The address people reach the instances at (the one the balancer listens on), not the primary's own.
      PUBLIC_URL: baseUrl,
    },
    cpu: options.cpu,
    readyPath: "/ready",
    // Each instance migrates, loads its start data and checks the demo data in turn.
    timeoutMs: 180_000 * options.instances,
  });
  const instances = async (): Promise<Instance[]> => {
    const response = await fetch(`${primary.baseUrl}/instances`);
    if (!response.ok) throw new Error(`The cluster's primary answered ${response.status} to /instances.`);
    return (await response.json()) as Instance[];
  };
  try {
    const pids = (await instances()).map((i) => i.pid);
    if (pids.length !== options.instances)
      throw new Error(`${pids.length} instances started, not ${options.instances}.`);
    return {
      baseUrl,
      primary,
      pids,
      instances,
      cpuSeconds: () => {
        let sum = 0;
        for (const pid of pids) {
          const seconds = processCpuSeconds(pid);
          if (seconds === undefined) return undefined;
          sum += seconds;
        }
        return sum;
      },
      stop: () => primary.stop(),
    };
  } catch (error) {
    await primary.stop();
    throw error;
  }
}
