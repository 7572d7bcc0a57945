// Unit and API tests on the embedded database; then, when TEST_DATABASE_URL names a PostgreSQL
// server, the server tests again against it.
import { spawnSync } from "node:child_process";

function vitest(args, env) {
  const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], {
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...embedded } = process.env;
console.log("== unit and API tests (embedded database)");
vitest(process.argv.slice(2), embedded);
if (TEST_DATABASE_URL) {
  console.log("== API tests against PostgreSQL");
  vitest(["src/server", ...process.argv.slice(2)], process.env);
}
