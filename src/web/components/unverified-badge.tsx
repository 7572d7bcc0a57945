import { Badge } from "./ui/badge";

/**
 * Marks a company page a person made that nobody has shown speaks for the company (no manager with
 * a confirmed address at its website's domain). Sighted readers see "Unverified"; a screen reader
 * hears what that means.
 */
export function UnverifiedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="neutral" className={className}>
      Unverified<span className="sr-only"> company page: not confirmed by the company</span>
    </Badge>
  );
}
