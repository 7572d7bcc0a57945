import { describeJobSearch, type JobSearchFilters } from "@shared/domain/job-search-url";
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlerts,
} from "@shared/schemas/saved-searches";
import { BellPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useCreateSavedSearch } from "../api/saved-searches";

/** The name a search is offered under: its filters in a few words, cut to what a name may hold. */
function suggestedName(filters: JobSearchFilters, countryName: string | null): string {
  return describeJobSearch(filters, countryName).slice(0, SAVED_SEARCH_NAME_MAX).trim();
}

/**
 * "Save this search" on /jobs: a dialog that names the search and chooses its email alerts. A
 * visitor is sent to sign in and comes back to the same search.
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
  const [name, setName] = useState("");
  const [alerts, setAlerts] = useState<SavedSearchAlerts>("Daily");
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateSavedSearch();

  if (!user) {
    const next = encodeURIComponent(`${location}${search ? `?${search}` : ""}`);
    return (
      <ButtonLink href={`/login?next=${next}`} variant="secondary">
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </ButtonLink>
    );
  }

  function openDialog() {
    setName(suggestedName(filters, countryName));
    setAlerts("Daily");
    setNameError(undefined);
    setOpen(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError("Name is required");
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) {
      return setNameError(`Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`);
    }
    // A saved search keeps what to look for, not the order the page shows it in.
    const { q, country, employmentType, workType, visa } = filters;
    create.mutate(
      { name: trimmed, filters: { q, country, employmentType, workType, visa }, alerts },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: "Search saved",
            action: { label: "See saved searches", href: "/account?tab=searches" },
          });
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fieldErrors.name?.[0] : undefined;
          if (fieldError) return setNameError(fieldError);
          toast({
            title: "Could not save the search",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Save this search"
        description="Run it again from your account, and hear of new jobs that match it."
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label="Name" error={nameError}>
            <Input
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                setNameError(undefined);
              }}
            />
          </Field>
          <Field label="Email alerts" hint="How often we mail you new jobs that match.">
            <Select value={alerts} onChange={(e) => setAlerts(e.target.value as SavedSearchAlerts)}>
              {SAVED_SEARCH_ALERTS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Saving..." : "Save search"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
