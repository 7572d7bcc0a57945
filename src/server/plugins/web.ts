import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isPagePath, pageRequestPaths } from "@shared/routes";
import fp from "fastify-plugin";
import type { App } from "../types";
import { dataPreloadTags, modulePreloadTags, pagePreloads, type ViteManifest } from "./page-preloads";
import { CSP_DIRECTIVES } from "./security";

const styleNonces = new WeakMap<ServerResponse, string>();

/** One nonce per answer, made when the policy header is written and put into the page after. */
function styleNonce(res: ServerResponse): string {
  let nonce = styleNonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString("hex");
    styleNonces.set(res, nonce);
  }
  return nonce;
}

/** The common policy with the page's style nonce; scripts stay 'self' only. */
const PAGE_CSP = {
  useDefaults: false,
  directives: {
    ...CSP_DIRECTIVES,
    styleSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${styleNonce(res)}'`],
  },
};

/**
 * Serves the built web app. Hashed assets are cached for a year; every page path gets index.html
 * (the router takes over), and an unknown path gets it too, with status 404, so the app shows its
 * 404 page. The page's own code and first data, and the session every page asks for, are named in
 * the HTML (modulepreload, preload), so the browser fetches them alongside the entry script.
 */
export const webPlugin = fp(
  async (app: App, options: { root: string }) => {
    const indexPath = path.join(options.root, "index.html");
    if (!fs.existsSync(indexPath)) {
      app.log.warn(`No built web app in ${options.root}; run "npm run build".`);
      return;
    }
    // Re-read when a new build replaces the file, so a running server never serves stale asset names.
    const manifestPath = path.join(options.root, ".vite", "manifest.json");
    let cached = { mtimeMs: 0, html: "", manifest: {} as ViteManifest, preloads: new Map<string, string>() };
    function indexHtml(pathname: string, search: string): string {
      const { mtimeMs } = fs.statSync(indexPath);
      if (mtimeMs !== cached.mtimeMs) {
        cached = {
          mtimeMs,
          html: fs.readFileSync(indexPath, "utf8"),
          manifest: readManifest(),
          preloads: new Map(),
        };
      }
      const files = pagePreloads(cached.manifest, pathname);
      const key = files.join(" ");
      let html = cached.preloads.get(key);
      if (html === undefined) {
        html = cached.html.replace("</head>", `${modulePreloadTags(files)}</head>`);
        cached.preloads.set(key, html);
      }
      return html.replace("</head>", `${dataPreloadTags(pageRequestPaths(pathname, search))}</head>`);
    }
    function readManifest(): ViteManifest {
      try {
        return JSON.parse(fs.readFileSync(manifestPath, "utf8")) as ViteManifest;
      } catch {
        app.log.warn(`No build manifest at ${manifestPath}; pages load their code without preloading.`);
        return {};
      }
    }
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
    // Static files not listed at start (wildcard: false) are looked up on demand here.
    // Each page gets its own style nonce: Radix's modal scroll lock injects a <style> element, which
    // a CSP without 'unsafe-inline' allows only with the nonce (handed to get-nonce in main.tsx).
    app.get(
      "/*",
      { schema: { hide: true }, config: { helmet: { contentSecurityPolicy: PAGE_CSP } } },
      async (request, reply) => {
        const queryAt = request.url.indexOf("?");
        const pathname = decodeURIComponent(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
        const search = queryAt < 0 ? "" : request.url.slice(queryAt + 1);
        if (pathname.startsWith("/api/")) {
          return reply.status(404).send({ code: "not_found", message: `No API endpoint at GET ${pathname}` });
        }
        const filePath = path.join(options.root, path.normalize(pathname));
        if (
          filePath.startsWith(options.root + path.sep) &&
          !pathname.endsWith("/") &&
          fs.existsSync(filePath)
        ) {
          if (fs.statSync(filePath).isFile()) return reply.sendFile(path.relative(options.root, filePath));
        }
        return reply
          .status(isPagePath(pathname) ? 200 : 404)
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(indexHtml(pathname, search).replace("__CSP_NONCE__", styleNonce(reply.raw)));
      },
    );
  },
  { name: "web" },
);
