import { Search } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Input } from "../../../components/ui/input";
import { SEARCH_PLACEHOLDER } from "./job-search-box";

/** The dashboard search box: Enter takes the text to the jobs page. */
export function DashboardSearch() {
  const [text, setText] = useState("");
  const [, navigate] = useLocation();
  return (
    <search>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          navigate(q ? `/jobs?q=${encodeURIComponent(q)}` : "/jobs");
        }}
      >
        <label htmlFor="dashboard-search" className="sr-only">
          Search jobs
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id="dashboard-search"
          type="search"
          value={text}
          maxLength={200}
          placeholder={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          className="pl-10"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
