import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type BadgeTone = "neutral" | "primary" | "success" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-surface-2 text-fg border-border",
  primary: "bg-primary-soft text-primary-soft-fg border-transparent",
  success: "bg-green-100 text-green-900 border-transparent dark:bg-green-950 dark:text-green-100",
  warning: "bg-amber-100 text-amber-900 border-transparent dark:bg-amber-950 dark:text-amber-100",
  danger: "bg-danger-soft text-danger-soft-fg border-transparent",
};

export function Badge({
  tone = "neutral",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
