import { PAGES, type Page } from "@shared/routes";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useCallback } from "react";
import { matchRoute, Redirect, useLocation, useRouter, useSearch } from "wouter";
import { PreloadPageProvider } from "../components/prefetch-link";
import { PageLoading } from "../components/ui/page-loading";
import { useSession } from "../lib/session";
import type { LazyScreen } from "./lazy-screen";
import { PageChange } from "./page-change";
import { AppShell, preloadPage, screens, VerifyEmailBanner } from "./pages";

// Only a signed-in person has saved preferences: their code (and the settings' schema) loads then.
const AccountPreferences = lazy(() =>
  import("./account-preferences").then((m) => ({ default: m.AccountPreferences })),
);

function SignedInPreferences() {
  const { user } = useSession();
  return user ? <AccountPreferences /> : null;
}

/** Personal pages: a visitor goes to /login and comes back here after signing in. */
function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageLoading />;
  if (!user) {
    const next = encodeURIComponent(`${location}${search ? `?${search}` : ""}`);
    return <Redirect to={`/login?next=${next}`} replace />;
  }
  return <>{children}</>;
}

/** Above every screen of the app layout; its code loads with the layout and never holds the page. */
const notice = (
  <Suspense fallback={null}>
    <VerifyEmailBanner />
  </Suspense>
);

type Params = Record<string, string | undefined>;

/** The page table's entry for the address, with the path's parameters by name; null for the 404 page. */
function useCurrentPage(): { page: Page; params: Params } | null {
  const router = useRouter();
  const [location] = useLocation();
  for (const page of PAGES) {
    const [matched, found] = matchRoute<Params>(router.parser, page.path, location);
    if (matched) {
      const names = page.path.match(/(?<=:)\w+/g) ?? [];
      return { page, params: Object.fromEntries(names.map((name) => [name, found[name]])) };
    }
  }
  return null;
}

/**
 * The page at the address, its screen in its layout. Moving between two pages of the app layout
 * (open, personal, or for members) keeps it mounted (the same element type in the same place) and
 * swaps only the screen: while the next screen's code loads, the navigation stays and only the
 * content area shows a placeholder.
 */
function CurrentPage() {
  const current = useCurrentPage();
  const { user } = useSession();
  if (!current) {
    const NotFound = screens["not-found"];
    return <NotFound />;
  }
  const { page, params } = current;
  // The table types each screen's props from its pages (see ScreenProps); here one page is drawn.
  const Screen = screens[page.screen] as LazyScreen<Params>;
  const screen = <Screen {...("props" in page ? page.props : {})} {...params} />;
  const inShell =
    page.layout === "shell" || page.layout === "personal" || (page.layout === "members" && user !== null);
  if (!inShell) return screen;
  return (
    <AppShell notice={notice}>
      {page.layout === "personal" ? <RequireAuth>{screen}</RequireAuth> : screen}
    </AppShell>
  );
}

export function Router() {
  const client = useQueryClient();
  const preload = useCallback((href: string) => void preloadPage(client, href), [client]);
  return (
    <PreloadPageProvider preload={preload}>
      {/* Its own boundary: loading the preferences' code once the session names a person must not
          hide the page (a form being typed into would be hidden and lose what was typed). */}
      <Suspense fallback={null}>
        <SignedInPreferences />
      </Suspense>
      <Suspense
        fallback={
          <main id="main">
            <PageLoading />
          </main>
        }
      >
        <PageChange />
        <CurrentPage />
      </Suspense>
    </PreloadPageProvider>
  );
}
