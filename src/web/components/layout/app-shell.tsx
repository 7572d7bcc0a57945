import { type ReactNode, Suspense } from "react";
import { PageLoading } from "../ui/page-loading";
import { MobileBottomBar, MobileTopBar } from "./mobile-bars";
import { Sidebar } from "./sidebar";
import { SkipLink } from "./skip-link";

/**
 * The app layout: sidebar on desktop; top bar, slide-in menu and bottom bar on a phone. `notice`
 * (a banner about the account) sits above every screen.
 */
export function AppShell({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 pb-24 pt-6 outline-none md:px-8 md:pb-10"
        >
          {notice}
          {/* Screens load inside the layout, so moving between pages never hides the navigation. */}
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </main>
      </div>
      <MobileBottomBar />
    </div>
  );
}
