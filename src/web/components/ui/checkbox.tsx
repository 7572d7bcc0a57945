import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";

/** A native checkbox with its label; the whole row is the click target. */
export function Checkbox({
  label,
  className,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <label
      className={cn("inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-fg", className)}
    >
      <input ref={ref} type="checkbox" className="size-5 accent-[var(--color-primary)]" {...props} />
      <span>{label}</span>
    </label>
  );
}
