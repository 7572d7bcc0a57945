import { cn } from "../../../lib/cn";

/** The company's two-letter logo. Decorative: the company name is always shown beside it. */
export function CompanyLogo({ logo, size = "md" }: { logo: string; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-primary-soft font-bold text-primary-soft-fg",
        size === "lg" ? "size-16 text-xl" : "size-12 text-base",
      )}
    >
      {logo.slice(0, 2).toUpperCase()}
    </span>
  );
}
