import { describeJobSearch, type JobSearchFilters } from "@shared/domain/job-search-url";
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlerts,
} from "@shared/schemas/saved-searches";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateSavedSearch } from "../api/saved-searches";

/** The name a search is offered under: its filters in a few words, cut to what a name may hold. */
function suggestedName(filters: JobSearchFilters, countryName: string | null): string {
  return describeJobSearch(filters, countryName).slice(0, SAVED_SEARCH_NAME_MAX).trim();
}

/**
 * The "Save this search" dialog: names the search and chooses its email alerts. Mounted afresh at
 * each opening, so it starts from the suggested name and daily alerts.
 */
export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
  countryName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: JobSearchFilters;
  countryName: string | null;
}) {
  const [name, setName] = useState(() => suggestedName(filters, countryName));
  const [alerts, setAlerts] = useState<SavedSearchAlerts>("Daily");
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateSavedSearch();

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
          onOpenChange(false);
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
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
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Saving..." : "Save search"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
