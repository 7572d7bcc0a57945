import type { ReactNode } from "react";
import { useId } from "react";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

/** A titled card that is its own landmark-free section (heading level 2 under the page title). */
export function SectionCard({
  title,
  description,
  children,
  className,
  tone = "default",
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  tone?: "default" | "danger";
}) {
  const id = useId();
  return (
    <Card className={cn(tone === "danger" && "border-danger", className)}>
      <section aria-labelledby={id}>
        <h2 id={id} className={cn("text-lg font-semibold", tone === "danger" ? "text-danger" : "text-fg")}>
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
