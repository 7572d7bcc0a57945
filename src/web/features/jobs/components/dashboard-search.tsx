import { useState } from "react";
import { useLocation } from "wouter";
import { SearchInput } from "../../../components/ui/search-input";
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
        <SearchInput
          label="Search jobs"
          id="dashboard-search"
          value={text}
          maxLength={200}
          placeholder={SEARCH_PLACEHOLDER}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
