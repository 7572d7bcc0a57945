import { Link } from "wouter";

/**
 * The mark, drawn in the page instead of fetched as an image: the same picture as the tab's icon
 * (public/favicon.svg), here without a request of its own while the first screen loads.
 */
function Mark() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} className="size-7" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M7 16h18M16 7c3 3 3 15 0 18M16 7c-3 3-3 15 0 18" fill="none" stroke="#fff" strokeWidth="1.6" />
    </svg>
  );
}

export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-lg font-bold text-fg">
      <Mark />
      <span className="text-lg tracking-tight">Borderless</span>
    </Link>
  );
}
