// `npm run test:security`: the long security checks, in order, then one summary.
//
//   1. the security tests (src/server/test/security/* and the tests of each review finding, FINDING_TESTS)
//      with FUZZ_RUNS=10000, on the embedded database,
//      then on PostgreSQL when TEST_DATABASE_URL names a server;
//   2. the crash-durability run, scripts/security/crash.ts;
//   3. the login flood, scripts/security/login-flood.ts (100,000 jobs unless --flood-jobs N);
//   4. npm audit --omit=dev --audit-level=high.
//
// Every step runs even when an earlier one failed; the exit code is 1 when any step failed.
//
// Figures. A step reports its results as lines on stdout of this form, which this runner
// collects and prints again in the summary:
//
//   FIGURE <scope> <key>=<value> <key>=<value> ...
//
// <scope> names what was measured, dotted for variants (`login-flood`, `crash.pglite`,
// `crash.postgres`); a colon right after it is allowed (`FIGURE crash: ...`). Keys and values
// contain no spaces; give units in the key (`p95_ms=12.3`, `share_pct=99.9`). Anything else on
// the line is ignored, and so are lines that do not start with `FIGURE `. A step prints one line
// per scope; the runner adds its own for the test counts (`tests.embedded`, `tests.postgres`) and
// the audit (`audit`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const FIGURE = /^FIGURE\s+([^\s:]+):?((?:\s+[^\s=]+=\S*)*)\s*$/;

const { values } = parseArgs({
  options: { "flood-jobs": { type: "string" }, help: { type: "boolean" } },
});
if (values.help) {
  console.log(
    "Usage: npm run test:security [-- --flood-jobs N]   (see the comment at the top of scripts/test-security.mjs)",
  );
  process.exit(0);
}

/** @type {{ step: string, result: "passed" | "failed" | "missing" | "unavailable", seconds: number, note?: string }[]} */
const steps = [];
/** @type {Map<string, string>} */
const figures = new Map();

function collect(line) {
  const match = FIGURE.exec(line.trimEnd());
  if (match?.[1]) figures.set(match[1], (match[2] ?? "").trim().split(/\s+/).join(" "));
}

/** Runs a command, passing its output through, and collects its FIGURE lines. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let pending = "";
    let output = "";
    child.stdout.on("data", (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text);
      output += text;
      pending += text;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) collect(line);
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on("error", (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on("close", (code) => {
      if (pending) collect(pending);
      resolve({ code: code ?? 1, output });
    });
  });
}

async function step(name, body) {
  console.log(`\n== ${name}`);
  const started = performance.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error);
    outcome = { result: "failed", note: String(error?.message ?? error) };
  }
  steps.push({ step: name, seconds: (performance.now() - started) / 1000, ...outcome });
}

/**
 * The tests of the security review's findings that live beside their modules rather than in
 * src/server/test/security (each proves one fix; docs/security.md names them row by row).
 */
const FINDING_TESTS = [
  "src/server/config.test.ts",
  "src/server/main.test.ts",
  "src/server/mail/",
  "src/server/queue/",
  "src/server/plugins/security.test.ts",
  "src/server/plugins/session.test.ts",
  "src/server/plugins/secret-box.test.ts",
  "src/server/plugins/logging.test.ts",
  "src/server/modules/auth/",
  "src/server/modules/account/",
  "src/server/modules/sessions/",
  "src/server/modules/two-factor/",
  "src/server/modules/messages/",
  "src/server/modules/referrals/referral-requests.routes.test.ts",
  "src/server/modules/waitlist/",
  "src/server/modules/unsubscribe/",
  "src/server/modules/employer/",
  "src/server/outbound/",
  "src/server/import/",
];

/** The security tests on one database; the counts come from Vitest's JSON report. */
async function securityTests(label, env) {
  const report = path.join(os.tmpdir(), `borderless-security-${label}-${process.pid}.json`);
  const { code } = await run(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "src/server/test/security",
      ...FINDING_TESTS,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      // FUZZ_RUNS=10000 runs far longer than the default timeout allows; a test's own timeout stays.
      "--testTimeout=3600000",
    ],
    { ...env, FUZZ_RUNS: "10000" },
  );
  let note;
  try {
    const r = JSON.parse(fs.readFileSync(report, "utf8"));
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    figures.set(
      `tests.${label}`,
      `files=${r.testResults?.length ?? "?"} tests=${r.numTotalTests} passed=${r.numPassedTests} failed=${r.numFailedTests} skipped=${skipped}`,
    );
    note = `${r.numPassedTests} of ${r.numTotalTests} tests passed`;
  } catch {
    note = "no test report";
  } finally {
    fs.rmSync(report, { force: true });
  }
  return { result: code === 0 ? "passed" : "failed", note };
}

const tsx = (script, args = []) => run(process.execPath, ["--import", "tsx", script, ...args]);

const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

await step("security tests, embedded database (FUZZ_RUNS=10000)", () =>
  securityTests("embedded", embeddedEnv),
);
if (TEST_DATABASE_URL) {
  await step("security tests, PostgreSQL (FUZZ_RUNS=10000)", () => securityTests("postgres", process.env));
} else {
  console.log("\nTEST_DATABASE_URL is not set: the security tests ran on the embedded database only.");
}

await step("crash durability (scripts/security/crash.ts)", async () => {
  if (!fs.existsSync("scripts/security/crash.ts")) {
    console.log("scripts/security/crash.ts is missing: the crash-durability run cannot be made.");
    return { result: "missing", note: "scripts/security/crash.ts not found" };
  }
  // PostgreSQL too when a server is named; the script creates and drops a throwaway database there.
  const args = TEST_DATABASE_URL ? ["--db", "both", "--pg-url", TEST_DATABASE_URL] : ["--db", "embedded"];
  const { code } = await tsx("scripts/security/crash.ts", args);
  return { result: code === 0 ? "passed" : "failed" };
});

await step("login flood (scripts/security/login-flood.ts)", async () => {
  const args = values["flood-jobs"] ? ["--jobs", values["flood-jobs"]] : [];
  const { code } = await tsx("scripts/security/login-flood.ts", args);
  return { result: code === 0 ? "passed" : "failed" };
});

await step("npm audit --omit=dev --audit-level=high", async () => {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const { code, output } = await run(npm, ["audit", "--omit=dev", "--audit-level=high", "--json"]);
  let report;
  try {
    report = JSON.parse(output.slice(output.indexOf("{"), output.lastIndexOf("}") + 1));
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    figures.set(
      "audit",
      `critical=${counts.critical} high=${counts.high} moderate=${counts.moderate} low=${counts.low} dependencies=${report.metadata.dependencies?.prod ?? "?"}`,
    );
    return {
      result: code === 0 ? "passed" : "failed",
      note: `${counts.critical} critical, ${counts.high} high`,
    };
  }
  // The registry answered, but not with a report: its advisory service cannot be reached from here.
  if (
    report?.error ||
    report?.statusCode ||
    /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT/.test(output)
  ) {
    figures.set("audit", "status=unavailable");
    console.log("WARNING: the registry's advisory service could not be reached; no audit was made.");
    return { result: "unavailable", note: "advisory service unreachable: not audited" };
  }
  return { result: "failed", note: "npm audit gave no report" };
});

console.log("\n== Summary");
const width = Math.max(...steps.map((s) => s.step.length));
for (const s of steps) {
  const time = `${s.seconds.toFixed(0)} s`.padStart(7);
  console.log(`${s.step.padEnd(width)}  ${s.result.padEnd(11)} ${time}${s.note ? `  ${s.note}` : ""}`);
}
if (figures.size > 0) {
  console.log("\nFigures");
  const scopeWidth = Math.max(...[...figures.keys()].map((k) => k.length));
  for (const [scope, pairs] of figures) console.log(`  ${scope.padEnd(scopeWidth)}  ${pairs}`);
}
const failed = steps.filter((s) => s.result === "failed" || s.result === "missing");
console.log(
  failed.length === 0
    ? "\nEvery security step passed."
    : `\n${failed.length} step(s) failed: ${failed.map((s) => s.step).join("; ")}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
