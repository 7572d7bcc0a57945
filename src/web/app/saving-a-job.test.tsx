import { getMe } from "@shared/api/auth";
import { getCompany } from "@shared/api/companies";
import { pathOf } from "@shared/api/endpoint";
import {
  getJob,
  getRecommendations,
  listCountryJobs,
  listJobs,
  listSavedJobs,
  saveJob,
} from "@shared/api/jobs";
import { getStats } from "@shared/api/stats";
import type { Job } from "@shared/schemas/jobs";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCompany } from "../features/companies/api/get-company";
import { useCountryJobs } from "../features/countries/api/get-country-jobs";
import { useJob } from "../features/jobs/api/get-job";
import { useRecentJobs } from "../features/jobs/api/get-recent-jobs";
import { useRecommendations } from "../features/jobs/api/get-recommendations";
import { useSavedJobs } from "../features/jobs/api/get-saved-jobs";
import { useJobSearch } from "../features/jobs/api/search-jobs";
import { SaveJobButton } from "../features/jobs/components/save-job-button";
import { EMPTY_FILTERS } from "../features/jobs/lib/search-params";
import { listItems } from "../lib/list-pages";
import { createQueryClient } from "../lib/query-client";
import { useSession } from "../lib/session";
import { buildJob } from "../test/builders";

/**
 * Every screen that shows a job reads it from its own cached answer (a search page, the job's page,
 * the saved list, a company page, recommendations, a country's jobs, the dashboard's newest). A
 * save pressed on any of them must show on all of them at once, without asking the server for each
 * again. The screens' own queries are rendered here over a fake API: the network is stubbed at
 * `fetch`, so these tests hold whatever the API client does inside.
 */

const JOB_ID = 7;
const COUNTRY_ID = 3;
const COMPANY_ID = 11;

/** The addresses the fake API answers, from the endpoints' definitions. */
const PATHS = {
  session: pathOf(getMe),
  jobs: pathOf(listJobs),
  job: pathOf(getJob, { params: { id: JOB_ID } }),
  save: pathOf(saveJob, { params: { id: JOB_ID } }),
  saved: pathOf(listSavedJobs),
  company: pathOf(getCompany, { params: { id: COMPANY_ID } }),
  recommendations: pathOf(getRecommendations),
  countryJobs: pathOf(listCountryJobs, { params: { id: COUNTRY_ID } }),
  stats: pathOf(getStats),
};
const TITLE = "Platform Engineer";

interface Call {
  method: string;
  path: string;
}

/**
 * A small stand-in for the API: one job, whether it is saved, and every request it was sent. With
 * `holdSaves`, a save is answered only when `release()` is called.
 */
function fakeApi(options: { saved: boolean; refuseSaves?: boolean; holdSaves?: boolean }) {
  let saved = options.saved;
  const calls: Call[] = [];
  let release = () => {};
  const held = options.holdSaves
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : undefined;
  const job = (): Job =>
    buildJob({
      id: JOB_ID,
      title: TITLE,
      saved,
      countryId: COUNTRY_ID,
      company: { ...buildJob().company, id: COMPANY_ID },
    });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname });
    const route = `${method} ${url.pathname}`;
    if (route === `GET ${PATHS.session}`) {
      return json(200, {
        id: 1,
        username: "ada",
        email: "ada@example.test",
        fullName: "Ada Lovelace",
        profession: null,
        skills: [],
        emailVerified: true,
      });
    }
    if (route === `GET ${PATHS.jobs}`) {
      const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
      return json(200, { items: [job()], total: 1, page: 1, pageSize });
    }
    if (route === `GET ${PATHS.job}`) {
      const visaCheck = {
        posting: { answer: "unknown", evidence: null },
        employer: { onRegister: false, summary: "Not on a register." },
        salary: [],
      };
      return json(200, { ...job(), visaCheck });
    }
    if (route === `GET ${PATHS.saved}`) return json(200, saved ? [job()] : []);
    if (route === `GET ${PATHS.company}`) {
      const { company } = job();
      return json(200, {
        ...company,
        location: "Berlin, Germany",
        openJobs: 1,
        sponsoringJobs: 0,
        sponsorRecord: [],
        locations: [],
        jobs: [job()],
        sponsorship: { openJobs: 1, yes: 0, no: 0, unknown: 1 },
        referrers: [],
        canManage: false,
      });
    }
    if (route === `GET ${PATHS.recommendations}`) return json(200, { items: [job()], missing: [] });
    if (route === `GET ${PATHS.countryJobs}`) return json(200, [job()]);
    if (route === `GET ${PATHS.stats}`) {
      return json(200, {
        availableJobs: 1,
        demoJobs: 0,
        visaSponsorshipJobs: 0,
        countries: 1,
        savedJobs: saved ? 1 : 0,
      });
    }
    if (url.pathname === PATHS.save && (method === "PUT" || method === "DELETE")) {
      await held;
      if (options.refuseSaves) return json(500, { code: "internal", message: "Something went wrong." });
      saved = method === "PUT";
      return json(200, { jobId: JOB_ID, saved });
    }
    return json(404, { code: "not_found", message: `No ${route} in this test` });
  });

  return {
    fetch,
    calls,
    release: () => release(),
    /** How many times a GET asked for this path. */
    reads: (path: string) => calls.filter((c) => c.method === "GET" && c.path === path).length,
  };
}

/** One screen's view of the job: its own query, and the bookmark its cards and pages show. */
function View({
  name,
  jobs,
}: {
  name: string;
  jobs: Array<Pick<Job, "id" | "title" | "saved">> | undefined;
}) {
  return (
    <section aria-label={name}>
      {jobs?.map((job) => (
        <SaveJobButton key={job.id} job={job} />
      ))}
    </section>
  );
}

function SearchView() {
  const { data } = useJobSearch(EMPTY_FILTERS);
  return <View name="Job search" jobs={data?.pages.flatMap((page) => page.items)} />;
}
function JobPageView() {
  const { data } = useJob(JOB_ID);
  return <View name="Job page" jobs={data ? [data] : undefined} />;
}
function SavedView() {
  const { data } = useSavedJobs();
  return <View name="Saved jobs" jobs={listItems(data)} />;
}
function CompanyView() {
  const { data } = useCompany(COMPANY_ID);
  return <View name="Company page" jobs={data?.jobs} />;
}
function RecommendationsView() {
  const { data } = useRecommendations(true);
  return <View name="Recommendations" jobs={data?.items} />;
}
function CountryView() {
  const { data } = useCountryJobs(COUNTRY_ID);
  return <View name="Country's jobs" jobs={data} />;
}
/** Who is signed in, as the bookmark reads it: a visitor's press asks them to sign in instead. */
function SessionView() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.fullName}` : "Not signed in"}</p>;
}
function DashboardView() {
  const { data } = useRecentJobs();
  return <View name="Newest jobs" jobs={data?.items} />;
}

/** The views that list the job whether or not it is saved (the saved list shows only saved ones). */
const EVERY_LIST = [
  "Job search",
  "Job page",
  "Company page",
  "Recommendations",
  "Country's jobs",
  "Newest jobs",
] as const;
/** What each view asked the API for first. */
const FIRST_READS: Record<string, string> = {
  "Job search": PATHS.jobs,
  "Job page": PATHS.job,
  "Company page": PATHS.company,
  Recommendations: PATHS.recommendations,
  "Country's jobs": PATHS.countryJobs,
};

async function renderEveryView(): Promise<void> {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(
    <>
      <SessionView />
      <SearchView />
      <JobPageView />
      <SavedView />
      <CompanyView />
      <RecommendationsView />
      <CountryView />
      <DashboardView />
    </>,
    { wrapper },
  );
  // Every view has its answer, and the session is known.
  await screen.findByText("Signed in as Ada Lovelace");
  for (const name of EVERY_LIST) {
    await waitFor(() => expect(bookmarkIn(name), name).not.toBeNull());
  }
}

/** The job's bookmark in one view, or null when that view does not list the job. */
function bookmarkIn(view: string): HTMLElement | null {
  return within(screen.getByRole("region", { name: view })).queryByRole("button", {
    name: new RegExp(`^(Save|Saved:) ${TITLE}$`),
  });
}

function pressedIn(view: string): string | null {
  return bookmarkIn(view)?.getAttribute("aria-pressed") ?? null;
}

let api: ReturnType<typeof fakeApi>;

function useFakeApi(options: Parameters<typeof fakeApi>[0]): void {
  api = fakeApi(options);
  vi.stubGlobal("fetch", api.fetch);
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("saving a job updates every view of it", () => {
  it.each(EVERY_LIST)(
    "saved from %s: saved everywhere at once, and added to the saved list",
    async (from) => {
      useFakeApi({ saved: false, holdSaves: true });
      await renderEveryView();
      for (const view of EVERY_LIST) expect(pressedIn(view), view).toBe("false");
      expect(bookmarkIn("Saved jobs")).toBeNull();
      const readsBefore = Object.fromEntries(
        Object.entries(FIRST_READS).map(([view, path]) => [view, api.reads(path)]),
      );

      await act(async () => {
        fireEvent.click(bookmarkIn(from) as HTMLElement);
      });

      // Shown in every view while the server has not answered yet (the save is held).
      await waitFor(() => {
        for (const view of EVERY_LIST) {
          expect(bookmarkIn(view)?.getAttribute("aria-label"), view).toBe(`Saved: ${TITLE}`);
          expect(pressedIn(view), view).toBe("true");
        }
      });
      expect(bookmarkIn("Saved jobs")).toBeNull();
      // The saved list is asked again once the save is done, and lists it.
      await act(async () => {
        api.release();
      });
      await waitFor(() => expect(pressedIn("Saved jobs")).toBe("true"));
      for (const view of EVERY_LIST) expect(pressedIn(view), view).toBe("true");
      expect(api.calls.filter((c) => c.path === PATHS.save)).toEqual([{ method: "PUT", path: PATHS.save }]);
      // The other views were changed in the cache, not fetched again.
      for (const [view, path] of Object.entries(FIRST_READS))
        expect(api.reads(path), view).toBe(readsBefore[view]);
    },
  );

  it("removed from the saved list: unsaved in every view, and gone from the list", async () => {
    useFakeApi({ saved: true });
    await renderEveryView();
    await waitFor(() => expect(pressedIn("Saved jobs")).toBe("true"));
    for (const view of EVERY_LIST) expect(pressedIn(view), view).toBe("true");

    await act(async () => {
      fireEvent.click(bookmarkIn("Saved jobs") as HTMLElement);
    });

    await waitFor(() => {
      for (const view of EVERY_LIST) expect(pressedIn(view), view).toBe("false");
    });
    await waitFor(() => expect(bookmarkIn("Saved jobs")).toBeNull());
    expect(api.calls.filter((c) => c.path === PATHS.save)).toEqual([{ method: "DELETE", path: PATHS.save }]);
  });

  it("a save the server refuses is undone in every view", async () => {
    useFakeApi({ saved: false, refuseSaves: true });
    await renderEveryView();

    await act(async () => {
      fireEvent.click(bookmarkIn("Job page") as HTMLElement);
    });

    await waitFor(() => {
      for (const view of EVERY_LIST) expect(pressedIn(view), view).toBe("false");
    });
    expect(bookmarkIn("Saved jobs")).toBeNull();
    expect(api.calls.filter((c) => c.path === PATHS.save)).toEqual([{ method: "PUT", path: PATHS.save }]);
  });
});
