import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { controlClass } from "./input";

/** The native select: accessible, keyboard friendly and right for phones. */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} className={cn(controlClass, "pr-8", className)} {...props} />;
}
