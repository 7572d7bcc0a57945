import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isPagePath, pageRequestPaths } from "@shared/routes";
import fp from "fastify-plugin";
import type { App } from "../types";
import { inlineScriptSources, withFirstScreen } from "./first-screens";
import { dataPreloadTags, modulePreloadTags, pagePreloads, type ViteManifest } from "./page-preloads";
import { CSP_DIRECTIVES } from "./security";
import { SESSION_COOKIES } from "./session";

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

/**
 * The common policy with the page's style nonce; scripts are 'self' and the page's own inline
 * scripts, each allowed by its hash (the stored theme, applied before the first paint, and the
 * start script of a page sent with its first screen).
 */
function pageCsp(scriptSources: () => string) {
  return {
    useDefaults: false,
    directives: {
      ...CSP_DIRECTIVES,
      scriptSrc: ["'self'", scriptSources],
      styleSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${styleNonce(res)}'`],
    },
  };
}

/** Whether the request carries a session cookie: a signed-in header differs from a visitor's. */
function mayBeSignedIn(cookies: Record<string, string | undefined>): boolean {
  return SESSION_COOKIES.some((name) => cookies[name] !== undefined);
}

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
    const firstScreensPath = path.join(options.root, ".vite", "first-screens.json");
    let cached = {
      mtimeMs: 0,
      html: "",
      scriptSources: "",
      manifest: {} as ViteManifest,
      firstScreens: {} as Record<string, string>,
      preloads: new Map<string, string>(),
    };
    /** The build's files, read again when a new build replaces index.html. */
    function build() {
      const { mtimeMs } = fs.statSync(indexPath);
      if (mtimeMs !== cached.mtimeMs) {
        const html = fs.readFileSync(indexPath, "utf8");
        cached = {
          mtimeMs,
          html,
          scriptSources: inlineScriptSources(html).join(" "),
          manifest: readManifest(),
          firstScreens: readFirstScreens(),
          preloads: new Map(),
        };
      }
      return cached;
    }
    /**
     * The page's HTML. A visitor (no session cookie) asking for a page listed in the build's first
     * screens, without a query, gets that screen in the HTML (see src/web/first-screen.tsx).
     */
    function indexHtml(pathname: string, search: string, visitor: boolean): string {
      const { html: template, manifest, firstScreens, preloads } = build();
      const files = pagePreloads(manifest, pathname);
      const screen = visitor && search === "" ? firstScreens[pathname] : undefined;
      const key = `${files.join(" ")}${screen === undefined ? "" : ` ${pathname}`}`;
      let html = preloads.get(key);
      if (html === undefined) {
        html = template.replace("</head>", `${modulePreloadTags(files)}</head>`);
        if (screen !== undefined) html = withFirstScreen(html, screen);
        preloads.set(key, html);
      }
      return html.replace("</head>", `${dataPreloadTags(pageRequestPaths(pathname, search))}</head>`);
    }
    function readFirstScreens(): Record<string, string> {
      try {
        return JSON.parse(fs.readFileSync(firstScreensPath, "utf8")) as Record<string, string>;
      } catch {
        return {};
      }
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
      {
        schema: { hide: true },
        config: { helmet: { contentSecurityPolicy: pageCsp(() => build().scriptSources) } },
      },
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
          .send(
            indexHtml(pathname, search, !mayBeSignedIn(request.cookies)).replace(
              "__CSP_NONCE__",
              styleNonce(reply.raw),
            ),
          );
      },
    );
  },
  { name: "web" },
);
