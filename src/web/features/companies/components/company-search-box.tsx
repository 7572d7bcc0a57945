import { useEffect, useRef, useState } from "react";
import { SearchInput } from "../../../components/ui/search-input";

const DEBOUNCE_MS = 250;

/**
 * The name search, sent on after a pause in typing. It follows the address bar when that changes
 * from elsewhere (back/forward) without fighting the person typing.
 */
export function CompanySearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      clearTimeout(timer.current);
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: string) {
    clearTimeout(timer.current);
    if (next === committed.current) return;
    committed.current = next;
    latestOnCommit.current(next);
  }

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <SearchInput
          label="Search companies"
          id="company-search"
          value={text}
          maxLength={100}
          placeholder="Search companies by name"
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), DEBOUNCE_MS);
          }}
        />
      </form>
    </search>
  );
}
