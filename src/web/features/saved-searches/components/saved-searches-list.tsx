import { describeJobSearch } from "@shared/domain/job-search-url";
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchAlerts,
} from "@shared/schemas/saved-searches";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { ListingCardSkeletons } from "../../../components/ui/listing-card-skeleton";
import { LoadError } from "../../../components/ui/load-error";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from "../api/saved-searches";

function failed(title: string) {
  return (error: Error) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSavedSearch();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError("Name is required");
    update.mutate(
      { id: search.id, name: trimmed },
      {
        onSuccess: () => {
          toast({ title: "Search renamed" });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, "The search could not be renamed.")),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field label={`New name for ${search.name}`} error={error} className="flex-1">
        <Input
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          Save name
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SavedSearchRow({
  search,
  countryName,
}: {
  search: SavedSearch;
  countryName: (id: number) => string | null;
}) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const country = search.filters.country === null ? null : countryName(search.filters.country);

  return (
    <Card className="flex flex-col gap-3">
      {renaming ? (
        <RenameForm search={search} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-base font-semibold">
            <Link
              href={search.url}
              className="break-words text-fg underline underline-offset-2 hover:no-underline"
            >
              {search.name}
            </Link>
          </h3>
          <p className="text-sm text-muted">{describeJobSearch(search.filters, country)}</p>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="Email alerts" className="sm:w-48">
          <Select
            aria-label={`Email alerts for ${search.name}`}
            value={search.alerts}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { id: search.id, alerts: e.target.value as SavedSearchAlerts },
                {
                  onSuccess: (saved) => toast({ title: `Email alerts: ${saved.alerts}` }),
                  onError: failed("Could not change the email alerts"),
                },
              )
            }
          >
            {SAVED_SEARCH_ALERTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-wrap gap-2">
          {renaming ? null : (
            <Button
              variant="secondary"
              aria-label={`Rename ${search.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </Button>
          )}
          <Button variant="danger" aria-label={`Delete ${search.name}`} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this saved search?"
        description={`"${search.name}" and its email alerts will be removed. The jobs themselves stay.`}
        confirmLabel="Delete search"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: "Saved search deleted" });
            },
            onError: failed("Could not delete the saved search"),
          })
        }
      />
    </Card>
  );
}

/** The Account page's Saved Searches tab: run, rename, set alerts or delete each search. */
export function SavedSearchesList({ countryName }: { countryName: (id: number) => string | null }) {
  const searches = useSavedSearches();
  if (searches.isPending) return <ListingCardSkeletons count={2} label="Loading saved searches..." />;
  if (searches.isError) {
    return (
      <LoadError error={searches.error} onRetry={() => void searches.refetch()} what="your saved searches" />
    );
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState
        icon={<Search className="size-10" aria-hidden="true" />}
        title="No saved searches yet"
        description="Search for jobs, then press Save this search to run it again and hear of new matches."
        action={<ButtonLink href="/jobs">Search jobs</ButtonLink>}
      />
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {searches.data.length} saved {searches.data.length === 1 ? "search" : "searches"}
      </p>
      <ul className="flex flex-col gap-4">
        {searches.data.map((search) => (
          <li key={search.id}>
            <SavedSearchRow search={search} countryName={countryName} />
          </li>
        ))}
      </ul>
    </div>
  );
}
