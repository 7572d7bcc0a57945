import { useEffect, useRef } from "react";
import { SearchInput } from "../../../components/ui/search-input";

export const SEARCH_PLACEHOLDER = "Search job titles, companies, or skills";
const DEBOUNCE_MS = 250;

/**
 * The search text, sent on after a pause in typing (not on every key). It follows the address bar
 * when that changes from elsewhere (back/forward, Reset Filters) without fighting the person typing.
 *
 * The field keeps its own text (an uncontrolled input): a keystroke runs no render, only a timer,
 * so the character is painted without waiting for React.
 */
export function JobSearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The pause ends renders after the key that started it: it must call the page's current
  // onCommit, which knows the filters chosen since, not the one of that key's render.
  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      clearTimeout(timer.current);
      if (input.current) input.current.value = value;
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
          commit(input.current?.value ?? "");
        }}
        className="relative"
      >
        <SearchInput
          ref={input}
          label="Search jobs"
          id="job-search"
          defaultValue={value}
          maxLength={200}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), DEBOUNCE_MS);
          }}
        />
      </form>
    </search>
  );
}
