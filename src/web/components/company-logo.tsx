import { initials } from "@shared/domain/initials";
import { cn } from "../lib/cn";

/**
 * The company's two-letter logo, or its name's initials when it has none. Decorative: the company
 * name is always shown beside it.
 */
export function CompanyLogo({ name, logo, size = "md" }: { name: string; logo: string; size?: "md" | "lg" }) {
  const text = (logo.trim() || initials(name, 2)).slice(0, 2).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-primary-soft font-bold text-primary-soft-fg",
        size === "lg" ? "size-16 text-xl" : "size-12 text-base",
      )}
    >
      {text}
    </span>
  );
}
