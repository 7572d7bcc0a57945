// nginx for the deployment check: found (or installed, as root under CI), deploy/nginx/borderless.conf
// filled in for this machine, and the main configuration around it.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * deploy/nginx/borderless.conf as it runs here: the @…@ values filled in, the listen ports on
 * loopback, one upstream line per instance, logs in `logDir`. Every replacement must find what it
 * replaces, so a change to the file's shape stops the check instead of testing something else.
 */
export function renderNginxConfig(template, values) {
  let text = template;
  /** @param {RegExp} pattern @param {string | ((...groups: string[]) => string)} replacement @param {string} what */
  const replace = (pattern, replacement, what) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/borderless.conf: cannot find ${what}`);
    pattern.lastIndex = 0;
    text = text.replace(pattern, /** @type {any} */ (replacement));
  };
  replace(/@SERVER_NAME@/g, values.serverName, "@SERVER_NAME@");
  replace(/@TLS_CERTIFICATE@/g, values.certificate, "@TLS_CERTIFICATE@");
  replace(/@TLS_CERTIFICATE_KEY@/g, values.key, "@TLS_CERTIFICATE_KEY@");
  replace(/@MONITORING_ADDRESS@/g, values.monitoringAddress, "@MONITORING_ADDRESS@");
  replace(/^[ \t]*listen \[::\]:\d+[^;]*;\n/gm, "", "the IPv6 listen lines");
  replace(/^([ \t]*listen )80;/gm, `$1127.0.0.1:${values.httpPort};`, "listen 80");
  replace(/^([ \t]*listen )443 /gm, `$1127.0.0.1:${values.httpsPort} `, "listen 443");
  replace(/\/var\/log\/nginx\//g, `${values.logDir}/`, "the log files in /var/log/nginx/");
  const servers = text.match(/^[ \t]*server 127\.0\.0\.1:\d+ [^;]*;$/gm) ?? [];
  if (servers.length === 0) throw new Error("deploy/nginx/borderless.conf: cannot find the upstream servers");
  const [first = ""] = servers;
  const lines = values.upstreamPorts.map((port) => first.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`));
  text = text.replace(first, lines.join("\n"));
  for (const extra of servers.slice(1)) text = text.replace(`${extra}\n`, "");
  const left = text.match(/@[A-Z_]+@/);
  if (left) throw new Error(`deploy/nginx/borderless.conf: ${left[0]} is not filled in`);
  return text;
}

/**
 * The main nginx.conf around it, as Debian's wraps conf.d/*.conf, with every path nginx writes
 * in `dir` (it runs as the current user; as root, its workers stay root so they can write there).
 */
export function nginxMainConfig(dir, siteFile) {
  const paths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => {
    fs.mkdirSync(path.join(dir, name), { recursive: true });
    return `  ${name}_temp_path ${path.join(dir, name)};`;
  });
  return [
    process.getuid?.() === 0 ? "user root;" : "",
    "daemon off;",
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    "  default_type application/octet-stream;",
    ...paths,
    `  include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

/** The nginx binary: on PATH, or where Debian puts it (/usr/sbin is not on a user's PATH). */
function findNginx() {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs) {
    const candidate = path.join(dir, "nginx");
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** `nginx -t` on the configuration: its output when it is refused, undefined when accepted. */
export function testNginxConfig(nginx, dir, mainConfig) {
  const result = spawnSync(nginx, ["-t", "-p", dir, "-c", mainConfig, "-e", path.join(dir, "error.log")], {
    encoding: "utf8",
  });
  return result.status === 0 ? undefined : `${result.stderr}${result.stdout}`.trim();
}

/**
 * The nginx binary, installed first from Debian's package when missing and the check runs as root
 * under CI (a developer's machine is not changed behind their back); undefined when there is none.
 */
export function findOrInstallNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.env.CI && process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log("No nginx found; installing Debian's nginx package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
      execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
    } catch {
      // The caller says in one line what is missing.
    }
  }
  return findNginx();
}
