import { Search } from "lucide-react";
import type { InputHTMLAttributes, Ref } from "react";
import { Input } from "./input";

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  /** Read by screen readers; the placeholder says the same to sighted people. */
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A search field with its magnifier icon and a visually hidden label. */
export function SearchInput({ id, label, className, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input id={id} type="search" enterKeyHint="search" className={`pl-10 ${className ?? ""}`} {...props} />
    </div>
  );
}
