import type { JobSearchFilters } from "@shared/domain/job-search-url";
import type { SavedSearch } from "@shared/schemas/saved-searches";
import { BellPlus, BellRing } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button, ButtonLink } from "../../../components/ui/button";
import { useSession } from "../../../lib/session";
import { useSavedSearches } from "../api/saved-searches";

// The dialog (a form, the validation schemas and Radix) is its own chunk: a visitor's /jobs never
// loads it, and a signed-in person's page fetches it once the button is shown.
const loadDialog = () => import("./save-search-dialog");
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

/** The search text as the server compares it: spaces collapsed, case ignored. */
function sameText(a: string, b: string): boolean {
  const norm = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

/** The saved search that looks for exactly these filters (whatever the order), if there is one. */
function savedFor(filters: JobSearchFilters, saved: SavedSearch[] | undefined): SavedSearch | undefined {
  return saved?.find(
    ({ filters: kept }) =>
      sameText(kept.q, filters.q) &&
      kept.country === filters.country &&
      kept.employmentType === filters.employmentType &&
      kept.workType === filters.workType &&
      kept.visa === filters.visa,
  );
}

/**
 * "Save this search" on /jobs: a dialog that names the search and chooses its email alerts. Once
 * these filters are saved it says "Search saved" and leads to the saved searches instead. A visitor
 * is sent to sign in and comes back to the same search.
 */
export function SaveSearchButton({
  filters,
  countryName,
}: {
  filters: JobSearchFilters;
  countryName: string | null;
}) {
  const { user } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  // Counts the openings: each one mounts a fresh dialog, which stays mounted to close as usual.
  const [openings, setOpenings] = useState(0);
  const savedSearches = useSavedSearches(Boolean(user));
  const saved = savedFor(filters, savedSearches.data);

  useEffect(() => {
    if (user) void loadDialog();
  }, [user]);

  if (!user) {
    const next = encodeURIComponent(`${location}${search ? `?${search}` : ""}`);
    return (
      <ButtonLink href={`/login?next=${next}`} variant="secondary">
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </ButtonLink>
    );
  }

  if (saved) {
    return (
      <ButtonLink href="/account?tab=searches" variant="secondary" title="See your saved searches">
        <BellRing className="size-4" aria-hidden="true" />
        Search saved<span className="sr-only">: “{saved.name}”, see your saved searches</span>
      </ButtonLink>
    );
  }

  function openDialog() {
    setOpenings((count) => count + 1);
    setOpen(true);
  }

  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            key={openings}
            open={open}
            onOpenChange={setOpen}
            filters={filters}
            countryName={countryName}
          />
        </Suspense>
      )}
    </>
  );
}
