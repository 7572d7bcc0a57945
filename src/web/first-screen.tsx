// Built for Node (scripts/build-first-screens.mjs), not for the browser: draws a page's first
// screen as a signed-out visitor sees it, so the server can send it in the HTML. The pages whose
// largest paint is the same for every visitor are drawn at build time, before any data has come
// (the app's own placeholders); a job's and a company's page, whose largest paint is their data,
// are drawn by the server when asked for, with the answers to the page's first requests.
import { pageOf } from "@shared/routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Router as Wouter } from "wouter";
import { seedFirstData } from "./app/page-data";
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
 * The screens drawn at request time, with their data: their largest paint (measured the same way)
 * is the job's visa statement and the company's description.
 */
export const DATA_FIRST_SCREENS: readonly string[] = ["job-detail", "company-detail"];

/**
 * The page at `path` as the app draws it for a visitor, inside an element that is `inert` (nothing
 * in it can be focused, clicked or typed into) and hidden from assistive technology: the app
 * replaces it when it starts. `answers` holds the page's first data, by the path the page asks for
 * it (`/api/jobs/7`); what is not there is drawn as the page draws it while that data is on the way.
 */
export async function renderFirstScreen(
  path: string,
  answers: Record<string, unknown> = {},
): Promise<string> {
  const page = pageOf(path);
  if (!page) throw new Error(`${path} is not a page`);
  // The code is loaded first, so nothing suspends and the HTML is the page, not a loading state.
  await Promise.all([screens[page.screen].preload(), AppShell.preload(), VerifyEmailBanner.preload()]);
  const client = createQueryClient();
  client.setQueryData(sessionQuery.queryKey, null);
  seedFirstData(client, path, answers);
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
