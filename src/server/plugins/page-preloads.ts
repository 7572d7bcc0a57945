import { pageOf, type ScreenName } from "@shared/routes";

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) this needs. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

const APP_SHELL = "components/layout/app-shell.tsx";
/** Shown above every screen of the layout (an unconfirmed email address); loaded with it. */
const LAYOUT_NOTICE = "features/auth/components/verify-email-banner.tsx";

function screenKey(screen: ScreenName): string {
  return `app/routes/${screen}.tsx`;
}

/** A chunk and the chunks it imports statically, recursively. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/**
 * The JavaScript files a page needs beyond the entry (which index.html already loads): its screen
 * and, for app pages, the layout, with everything they import. Sent as modulepreload links, the
 * browser fetches them alongside the entry instead of after it has run.
 */
export function pagePreloads(manifest: ViteManifest, pathname: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return [];
  const loaded = closure(manifest, entry);
  const page = pageOf(pathname);
  const keys = new Set<string>();
  // A page in the app layout for members only is opened from outside mostly by visitors.
  if (page && (page.layout === "shell" || page.layout === "personal")) {
    closure(manifest, APP_SHELL, keys);
    closure(manifest, LAYOUT_NOTICE, keys);
  }
  closure(manifest, screenKey(page?.screen ?? "not-found"), keys);
  return [...keys].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file}`);
}

export function modulePreloadTags(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
}

/**
 * Preloads for API answers, made the way the app's fetch makes them (same origin, cookies sent), so
 * the app's request is answered from the preload.
 */
export function dataPreloadTags(paths: string[]): string {
  return paths
    .map((p) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(p)}">`)
    .join("");
}

/** A path with a query (the job search's) holds '&', which an attribute writes as '&amp;'. */
function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
