import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { pageDataPaths, pageRequestPaths } from "@shared/api/first-data";
import { FIRST_DATA_ID, isPagePath, pageOf } from "@shared/routes";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { App } from "../types";
import { DrawnScreens, firstScreenRenderer, inlineScriptSources, withFirstScreen } from "./first-screens";
import { dataPreloadTags, modulePreloadTags, pagePreloads, type ViteManifest } from "./page-preloads";
import { CSP_DIRECTIVES } from "./security";
import { SESSION_COOKIES } from "./session";
import { companyMeta, countryMeta, jobMeta, metaTags, type PageMeta } from "./structured-data";

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

/**
 * The answers as one JSON object by path, in an element the browser does not run (so the page's
 * policy need not allow it); "<" is escaped, so no answer can close the element.
 */
function firstDataElement(answers: Map<string, string>): string {
  const json = `{${[...answers].map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(",")}}`;
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json.replace(/</g, "\\u003c")}</script>`;
}

function escapeText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
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
  async (app: App, options: { root: string; publicUrl: string }) => {
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
    // Beside the web app's build: dist/first-screen (scripts/build-first-screens.mjs).
    const renderer = firstScreenRenderer(
      path.join(options.root, "..", "first-screen", "first-screen.js"),
      (message) => app.log.warn(message),
    );
    const drawn = new DrawnScreens(200);
    /**
     * The first screen of a job's or a company's page (the build's DATA_FIRST_SCREENS), drawn with
     * the answers the page will ask for, got from this server as a visitor gets them, and those
     * answers (JSON, by the path asked for); none when the build has none or an answer is not a 200
     * (the app then shows the page's own not-found state).
     */
    async function dataFirstScreen(
      pathname: string,
      request: FastifyRequest,
    ): Promise<{ screen: string; answers: Map<string, string> } | undefined> {
      const page = pageOf(pathname);
      const paths = pageDataPaths(pathname);
      if (!page || paths.length === 0) return undefined;
      const build = await renderer();
      if (!build?.DATA_FIRST_SCREENS.includes(page.screen)) return undefined;
      const answers = new Map<string, string>();
      for (const url of paths) {
        const res = await app.inject({
          method: "GET",
          url,
          headers: { host: request.headers.host ?? "localhost", accept: "application/json" },
          remoteAddress: request.ip,
        });
        if (res.statusCode !== 200) return undefined;
        answers.set(url, res.body);
      }
      // The minute is part of the key: the page says how long ago the job was posted.
      const key = `${new Date().toISOString().slice(0, 16)} ${pathname}\n${[...answers.values()].join("\n")}`;
      let screen = drawn.get(key);
      if (screen === undefined) {
        const parsed = Object.fromEntries([...answers].map(([url, body]) => [url, JSON.parse(body)]));
        screen = await build.renderFirstScreen(pathname, parsed);
        drawn.set(key, screen);
      }
      return { screen, answers };
    }
    const META_OF: Partial<Record<string, (answer: never) => PageMeta>> = {
      "job-detail": (job: Parameters<typeof jobMeta>[0]) => jobMeta(job, options.publicUrl),
      "company-detail": (company: Parameters<typeof companyMeta>[0]) =>
        companyMeta(company, options.publicUrl),
      "country-detail": (country: Parameters<typeof countryMeta>[0]) =>
        countryMeta(country, options.publicUrl),
    };
    /**
     * A job's, a company's or a country's page describes itself in its head (title, description,
     * Open Graph and Twitter tags, and an open job's JobPosting), from the answer a visitor gets:
     * the one the first screen was drawn with, else asked for now. None when it is not a 200.
     */
    async function pageMeta(pathname: string, request: FastifyRequest, answers?: Map<string, string>) {
      const page = pageOf(pathname);
      const describe = page ? META_OF[page.screen] : undefined;
      const url = pageDataPaths(pathname)[0];
      if (!describe || url === undefined) return undefined;
      let body = answers?.get(url);
      if (body === undefined) {
        const res = await app.inject({
          method: "GET",
          url,
          headers: { host: request.headers.host ?? "localhost", accept: "application/json" },
          remoteAddress: request.ip,
        });
        if (res.statusCode !== 200) return undefined;
        body = res.body;
      }
      return describe(JSON.parse(body) as never);
    }
    /**
     * The page's HTML. A visitor (no session cookie) asking for a page without a query gets its
     * first screen in the HTML where there is one (see src/web/first-screen.tsx): drawn by the build
     * for the listed pages; drawn now with its data for a job's or a company's page, and then with
     * that data too, which the app starts from instead of asking for it again.
     */
    async function indexHtml(pathname: string, search: string, request: FastifyRequest): Promise<string> {
      const { html: template, manifest, firstScreens, preloads } = build();
      const files = pagePreloads(manifest, pathname);
      const visitor = search === "" && !mayBeSignedIn(request.cookies);
      const builtScreen = visitor ? firstScreens[pathname] : undefined;
      const key = `${files.join(" ")}${builtScreen === undefined ? "" : ` ${pathname}`}`;
      let html = preloads.get(key);
      if (html === undefined) {
        html = template.replace("</head>", `${modulePreloadTags(files)}</head>`);
        if (builtScreen !== undefined) html = withFirstScreen(html, builtScreen);
        preloads.set(key, html);
      }
      let requests = pageRequestPaths(pathname, search);
      let answers: Map<string, string> | undefined;
      if (visitor && builtScreen === undefined) {
        const drawnNow = await dataFirstScreen(pathname, request).catch((error: unknown) => {
          request.log.error({ err: error }, `The first screen of ${pathname} could not be drawn`);
          return undefined;
        });
        if (drawnNow !== undefined) {
          html = withFirstScreen(html, drawnNow.screen).replace(
            "</body>",
            () => `${firstDataElement(drawnNow.answers)}</body>`,
          );
          requests = requests.filter((url) => !drawnNow.answers.has(url));
          answers = drawnNow.answers;
        }
      }
      const meta = await pageMeta(pathname, request, answers).catch((error: unknown) => {
        request.log.error({ err: error }, `The description of ${pathname} could not be made`);
        return undefined;
      });
      if (meta) {
        html = html
          .replace(/<title>[^<]*<\/title>/, "")
          .replace(/<meta name="description"[^>]*>/, "")
          .replace("</head>", () => `<title>${escapeText(meta.title)}</title>${metaTags(meta)}</head>`);
      }
      return html.replace("</head>", `${dataPreloadTags(requests)}</head>`);
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
          .send((await indexHtml(pathname, search, request)).replace("__CSP_NONCE__", styleNonce(reply.raw)));
      },
    );
  },
  { name: "web" },
);
