import { MapPinOff } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";

/** The page for an id that names no country: it says so as the page's own heading, with a way back. */
export function CountryNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <MapPinOff className="mb-3 size-6 text-muted" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-fg">Country not found</h1>
      <p className="mt-1 text-muted">
        This country is not in our list. It may have been removed, or the link may be mistyped.
      </p>
      <ButtonLink href="/countries" className="mt-4">
        Back to Countries
      </ButtonLink>
    </div>
  );
}
