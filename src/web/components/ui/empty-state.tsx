import type { ReactNode } from "react";

export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
  /** 1 when the empty state is the whole page (a missing item), so the page keeps its main heading. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      {icon ? <div className="mb-3 text-muted">{icon}</div> : null}
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
