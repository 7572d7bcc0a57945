/**
 * INSTANCES copies of the real server (`src/server/main.ts`, with this process's environment) on
 * one port, INSTANCES_PORT, for the instances suite (bench/instances.ts). Node's cluster module is
 * the balancer: this process accepts each connection and hands it to the instances in turn, and
 * from then on the connection is the instance's alone (see bench/README.md for why not a proxy).
 *
 * On its own HOST/PORT it answers the bench: `GET /ready` is 200 once every instance listens (503
 * before), `GET /instances` lists each instance's pid and the answers it has sent, 2xx and not
 * (bench/servers/count-answers.ts counts them inside the instance). INSTANCE_CORES, a list of
 * cores, pins instance i to the i-th. SIGTERM or SIGINT stops every instance as a deployment
 * would (SIGTERM: the server finishes its requests and closes the database), then this process.
 */
import { spawnSync } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import http from "node:http";
import { hasTaskset } from "../lib/cpu";

/** Asked of each instance over the cluster's channel (see count-answers.ts). */
const ASK = "bench:answers";

interface Answers {
  ok: number;
  other: number;
}

const count = Number(process.env.INSTANCES ?? "1");
const cores = process.env.INSTANCE_CORES?.split(",").filter((core) => core !== "");
const instances: Worker[] = [];
let ready = false;
let stopping = false;

// Round robin (Linux's default, said here so no environment changes it): the instances take new
// connections in turn, rather than whichever the kernel wakes first.
cluster.schedulingPolicy = cluster.SCHED_RR;
cluster.setupPrimary({
  exec: "src/server/main.ts",
  execArgv: [...process.execArgv, "--import", new URL("./count-answers.ts", import.meta.url).href],
});
cluster.on("exit", (worker, code, signal) => {
  if (!stopping) console.error(`instance ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
});

const control = http.createServer((request, response) => {
  if (request.url === "/ready") {
    response.writeHead(ready ? 200 : 503).end();
  } else if (request.url === "/instances") {
    void Promise.all(instances.map(describe))
      .then((list) =>
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list)),
      )
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  } else {
    response.writeHead(404).end();
  }
});
control.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");

for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop());

// One at a time: each instance starts as a deployment's next one would, on a database already migrated.
for (let i = 0; i < count && !stopping; i += 1) {
  const instance = cluster.fork({ PORT: process.env.INSTANCES_PORT });
  pin(instance, cores?.[i]);
  instances.push(instance);
  const listening = await new Promise<boolean>((resolve) => {
    instance.once("listening", () => resolve(true));
    instance.once("exit", () => resolve(false));
  });
  if (!listening) {
    console.error(`instance ${i + 1} of ${count} exited before it listened`);
    await stop(1);
  }
}
ready = !stopping;

/** Every thread of the instance onto `core` (threads it starts later inherit it). */
function pin(instance: Worker, core: string | undefined): void {
  const pid = instance.process.pid;
  if (core === undefined || pid === undefined || !hasTaskset()) return;
  spawnSync("taskset", ["-a", "-p", "-c", core, String(pid)], { stdio: "ignore" });
}

async function describe(instance: Worker): Promise<{ pid: number | undefined; answers?: Answers }> {
  const pid = instance.process.pid;
  if (instance.isDead() || !instance.isConnected()) return { pid };
  const answers = await new Promise<Answers | undefined>((resolve) => {
    const timer = setTimeout(() => finish(undefined), 5_000);
    function listen(message: unknown) {
      const reply = (message as Record<string, Answers> | null)?.[ASK];
      if (reply) finish(reply);
    }
    function finish(result: Answers | undefined) {
      clearTimeout(timer);
      instance.off("message", listen);
      resolve(result);
    }
    instance.on("message", listen);
    // An instance that is going away cannot be asked; it answers nothing rather than failing the list.
    instance.send(ASK, (error) => {
      if (error) finish(undefined);
    });
  });
  return answers ? { pid, answers } : { pid };
}

async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  ready = false;
  control.close();
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.isDead()) return resolve();
          instance.once("exit", () => resolve());
          instance.process.kill("SIGTERM");
        }),
    ),
  );
  process.exit(code);
}
