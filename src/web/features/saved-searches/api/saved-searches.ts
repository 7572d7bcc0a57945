import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "@shared/api/saved-searches";
import type { JobSearchFilters } from "@shared/domain/job-search-url";
import type { SavedSearch, SavedSearchAlerts } from "@shared/schemas/saved-searches";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

const savedSearchesKey = queryKey(listSavedSearches);

const savedSearchesQuery = queryOptions({
  queryKey: savedSearchesKey,
  queryFn: ({ signal }) => request(listSavedSearches, {}, { signal }),
});

/** The signed-in person's saved searches, newest first (asked for only when `enabled`). */
export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQuery, enabled });
}

export interface NewSavedSearch {
  name: string;
  filters: JobSearchFilters;
  alerts: SavedSearchAlerts;
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSavedSearch) => request(createSavedSearch, { body: input }),
    // At once, so the page that saved it says so without waiting for the list.
    onSuccess: (created) =>
      client.setQueryData<SavedSearch[]>(savedSearchesKey, (list) => (list ? [created, ...list] : list)),
    onSettled: () => void client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number; name?: string; alerts?: SavedSearchAlerts }) =>
      request(updateSavedSearch, { params: { id }, body: patch }),
    onSuccess: (updated) =>
      client.setQueryData<SavedSearch[]>(savedSearchesKey, (list) =>
        list?.map((search) => (search.id === updated.id ? updated : search)),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(deleteSavedSearch, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<SavedSearch[]>(savedSearchesKey, (list) =>
        list?.filter((search) => search.id !== id),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
