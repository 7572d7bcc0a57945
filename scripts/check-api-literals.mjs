// The web app reaches the server only through the endpoint definitions in src/shared/api: an
// "/api/…" string written anywhere in src/web is refused, so every request, link and cache key is
// built from a definition (and typed and parsed by it).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "src", "web");
const LITERAL = /["'`]\/api(\/|["'`?])/;

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry.name)) yield file;
  }
}

const found = [];
for await (const file of sources(ROOT)) {
  const lines = (await readFile(file, "utf8")).split("\n");
  lines.forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith("*") || code.startsWith("/*") || code.startsWith("//")) return;
    if (LITERAL.test(line)) found.push(`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(
    `An /api/ address written in src/web (use a definition from src/shared/api):\n${found.join("\n")}`,
  );
  process.exit(1);
}
console.log("No /api/ address written in src/web outside the endpoint definitions.");
