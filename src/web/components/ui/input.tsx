import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export const controlClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg placeholder:text-muted min-h-11 aria-[invalid=true]:border-danger disabled:opacity-60";

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(controlClass, className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(controlClass, "min-h-24", className)} {...props} />;
}
