// Built for Node (scripts/build-first-screens.mjs), not for the browser: writes the first screen
// of the pages whose largest paint is the same for every visitor, as a signed-out visitor sees it
// before any data has come (the app's own placeholders), so the server can send it in the HTML.
import { pageOf } from "@shared/routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Router as Wouter } from "wouter";
import { AppShell, screens, VerifyEmailBanner } from "./app/pages";
import { Router } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { sessionQuery } from "./lib/session";

/**
 * The pages given a first screen: their largest paint (measured in Chromium at a phone's size) is
 * their own heading or lead paragraph. Pages whose largest paint is data (a job, a company) are
 * left out: a first screen there would only delay the app that draws it.
 */
export const FIRST_SCREEN_PATHS = ["/", "/jobs", "/countries", "/compare", "/methodology"] as const;

/**
 * The page at `path` as the app draws it for a visitor while its data is on the way, inside an
 * element that is `inert` (nothing in it can be focused, clicked or typed into) and hidden from
 * assistive technology: the app replaces it when it starts.
 */
export async function renderFirstScreen(path: string): Promise<string> {
  const page = pageOf(path);
  if (!page) throw new Error(`${path} is not a page`);
  // The code is loaded first, so nothing suspends and the HTML is the page, not a loading state.
  await Promise.all([screens[page.screen].preload(), AppShell.preload(), VerifyEmailBanner.preload()]);
  const client = createQueryClient();
  client.setQueryData(sessionQuery.queryKey, null);
  return renderToString(
    <div inert aria-hidden="true">
      <QueryClientProvider client={client}>
        <Wouter ssrPath={path} ssrSearch="">
          <Router />
        </Wouter>
      </QueryClientProvider>
    </div>,
  );
}
