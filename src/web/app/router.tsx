import { type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { PageLoading } from "../components/ui/page-loading";
import { useSession } from "../lib/session";
import { AccountPreferences } from "./account-preferences";
import { PageChange } from "./page-change";
import { AppShell, screens } from "./pages";

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

function Shell({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}

function Personal({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <RequireAuth>{children}</RequireAuth>
    </AppShell>
  );
}

export function Router() {
  const S = screens;
  const JobDetail = S["job-detail"];
  const CountryDetail = S["country-detail"];
  const MyReferrals = S["my-referrals"];
  return (
    <Suspense
      fallback={
        <main id="main">
          <PageLoading />
        </main>
      }
    >
      <AccountPreferences />
      <PageChange />
      <Switch>
        <Route path="/" component={S.landing} />
        <Route path="/explore" component={S.explore} />
        <Route path="/about-us" component={S["about-us"]} />
        <Route path="/waitlist" component={S.waitlist} />
        <Route path="/login" component={S.login} />
        <Route path="/register" component={S.register} />
        <Route path="/forgot-password" component={S["forgot-password"]} />
        <Route path="/reset-password" component={S["reset-password"]} />
        <Route path="/privacy">{() => <S.legal page="privacy" />}</Route>
        <Route path="/terms">{() => <S.legal page="terms" />}</Route>
        <Route path="/cookies">{() => <S.legal page="cookies" />}</Route>
        <Route path="/contact">{() => <S.legal page="contact" />}</Route>

        <Route path="/jobs">
          {() => (
            <Shell>
              <S.jobs />
            </Shell>
          )}
        </Route>
        <Route path="/jobs/:id">
          {(p) => (
            <Shell>
              <JobDetail id={p.id} />
            </Shell>
          )}
        </Route>
        <Route path="/countries">
          {() => (
            <Shell>
              <S.countries />
            </Shell>
          )}
        </Route>
        <Route path="/countries/:id">
          {(p) => (
            <Shell>
              <CountryDetail id={p.id} />
            </Shell>
          )}
        </Route>
        <Route path="/compare">
          {() => (
            <Shell>
              <S.compare />
            </Shell>
          )}
        </Route>
        <Route path="/calculator">
          {() => (
            <Shell>
              <S.calculator />
            </Shell>
          )}
        </Route>
        <Route path="/referrals">
          {() => (
            <Shell>
              <S.referrals />
            </Shell>
          )}
        </Route>

        <Route path="/home">
          {() => (
            <Personal>
              <S.home />
            </Personal>
          )}
        </Route>
        <Route path="/saved">
          {() => (
            <Personal>
              <S.saved />
            </Personal>
          )}
        </Route>
        <Route path="/account">
          {() => (
            <Personal>
              <S.account />
            </Personal>
          )}
        </Route>
        <Route path="/settings">
          {() => (
            <Personal>
              <S.settings />
            </Personal>
          )}
        </Route>
        <Route path="/my-referrals">
          {() => (
            <Personal>
              <MyReferrals />
            </Personal>
          )}
        </Route>

        <Route component={S["not-found"]} />
      </Switch>
    </Suspense>
  );
}
