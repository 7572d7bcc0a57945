import { jobSearchPath } from "@shared/domain/job-search-url";
import { AppError } from "@shared/errors";
import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/schemas/jobs";
import {
  type CreateSavedSearchInput,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type UpdateSavedSearchInput,
} from "@shared/schemas/saved-searches";
import type { SavedSearchRow } from "../../db/schema/notifications";
import type { Db } from "../../db/types";
import * as repo from "./saved-searches.repository";

const NOT_FOUND = "Saved search not found";

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T;
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: null): T | null;
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const filters = {
    q: row.filters.q,
    country: row.filters.country,
    employmentType: oneOf(EMPLOYMENT_TYPES, row.filters.employmentType, null),
    workType: oneOf(WORK_TYPES, row.filters.workType, null),
    visa: row.filters.visa,
    // Searches saved before the register filter existed have no value: no filter.
    registeredSponsor: row.filters.registeredSponsor ?? false,
  };
  return {
    id: row.id,
    name: row.name,
    filters,
    alerts: oneOf(SAVED_SEARCH_ALERTS, row.alerts, "Never"),
    url: jobSearchPath(filters),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  return (await repo.listSavedSearches(db, userId)).map(toSavedSearch);
}

export async function createSavedSearch(
  db: Db,
  userId: number,
  input: CreateSavedSearchInput,
): Promise<SavedSearch> {
  const row = await repo.insertSavedSearch(db, userId, input, SAVED_SEARCHES_MAX);
  if (!row) {
    throw new AppError(
      "conflict",
      `You can keep up to ${SAVED_SEARCHES_MAX} saved searches; delete one to save another`,
    );
  }
  return toSavedSearch(row);
}

export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  patch: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  const row = await repo.updateSavedSearch(db, userId, id, patch);
  // Someone else's search answers as a missing one: its existence is not theirs to learn.
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteSavedSearch(db, userId, id))) throw new AppError("not_found", NOT_FOUND);
}
