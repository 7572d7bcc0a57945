import { initials } from "@shared/domain/initials";

/** The company's two-letter logo, or its initials when it has none. */
export function CompanyLogo({ name, logo }: { name: string; logo: string }) {
  const text = (logo.trim() || initials(name, 2)).slice(0, 3);
  return (
    <div
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-base font-bold text-primary-soft-fg"
    >
      {text}
    </div>
  );
}
