import {
  addFromLink,
  addFromText,
  listApplications,
  removeApplication,
  updateApplication,
} from "@shared/api/applications";
import type {
  Application,
  ApplicationList,
  FromTextInput,
  UpdateApplicationInput,
} from "@shared/schemas/applications";
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { applicationsKey, jobsKey } from "../../../lib/query-keys";

/** Applications shown at a time; 'Load more' adds as many again. */
const PAGE = 20;

interface ApplicationsPage extends ApplicationList {
  nextOffset: number | null;
}

async function getApplications(offset: number, signal?: AbortSignal): Promise<ApplicationsPage> {
  // One more than shown tells whether another page follows.
  const answer: ApplicationList = await request(
    listApplications,
    { query: { limit: PAGE + 1, offset } },
    { signal },
  );
  return {
    items: answer.items.slice(0, PAGE),
    counts: answer.counts,
    nextOffset: answer.items.length > PAGE ? offset + PAGE : null,
  };
}

const applicationsQuery = infiniteQueryOptions({
  queryKey: applicationsKey,
  queryFn: ({ pageParam, signal }) => getApplications(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last: ApplicationsPage) => last.nextOffset ?? undefined,
});

/** The jobs the person applied to, newest applied first, page by page; counts come with each page. */
export function useApplications() {
  return useInfiniteQuery(applicationsQuery);
}

type Cached = InfiniteData<ApplicationsPage, number>;

function replaceItem(client: ReturnType<typeof useQueryClient>, updated: Application) {
  client.setQueryData<Cached>(applicationsKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.job.id === updated.job.id ? updated : item)),
          })),
        }
      : data,
  );
}

export function useUpdateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, ...patch }: { jobId: number } & UpdateApplicationInput) =>
      request(updateApplication, { params: { jobId }, body: patch }),
    onSuccess: (updated) => replaceItem(client, updated),
    // The counts by status change with a status.
    onSettled: () => void client.invalidateQueries({ queryKey: applicationsKey }),
  });
}

export function useRemoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => request(removeApplication, { params: { jobId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: applicationsKey });
      void client.invalidateQueries({ queryKey: jobsKey });
    },
  });
}

/** A job added from its link (or, when the link cannot be read, from its pasted text), private to the person. */
export function useAddJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string } | FromTextInput) =>
      "title" in input ? request(addFromText, { body: input }) : request(addFromLink, { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
