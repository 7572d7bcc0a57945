import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "../../../components/ui/input";

/** A search field that reports its text after a short pause in typing. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="relative flex-1">
      <label htmlFor="referral-search" className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        id="referral-search"
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onChange(text.trim());
        }}
        className="pl-10"
      />
    </div>
  );
}
