import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { buildJob } from "../../../test/builders";
import { JobCard } from "./job-card";
import { JobHeader } from "./job-header";

function html(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/jobs" ssrSearch="">
        {node}
      </Router>
    </QueryClientProvider>,
  );
}

/** The markup's text as a reader gets it (screen-reader-only text included). */
function text(node: ReactNode): string {
  return html(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

const match = { score: 87, reasons: ["2 of your 3 skills", 'Title matches "Frontend Developer"'] };

describe("the match on a job", () => {
  it("shows '87% match' on a card, the reasons as a tooltip and as text for screen readers", () => {
    const card = html(<JobCard job={buildJob({ match })} />);
    expect(text(<JobCard job={buildJob({ match })} />)).toContain(
      '87% match : 2 of your 3 skills; Title matches "Frontend Developer"',
    );
    expect(card).toContain('title="2 of your 3 skills · Title matches &quot;Frontend Developer&quot;"');
    expect(card).toContain('class="sr-only"');
  });

  it("lists why it matches on the job page", () => {
    expect(text(<JobHeader job={buildJob({ match })} />)).toContain(
      'Why it matches 2 of your 3 skills Title matches "Frontend Developer"',
    );
  });

  it("shows nothing for a visitor or a person with nothing to match on", () => {
    expect(text(<JobCard job={buildJob({ match: null })} />)).not.toContain("match");
    expect(text(<JobHeader job={buildJob({ match: null })} />)).not.toContain("Why it matches");
  });

  it("colours by score, and the words say the score on every colour", () => {
    const strong = html(<JobCard job={buildJob({ match: { score: 90, reasons: [] } })} />);
    const fair = html(<JobCard job={buildJob({ match: { score: 55, reasons: [] } })} />);
    const weak = html(<JobCard job={buildJob({ match: { score: 12, reasons: [] } })} />);
    expect(strong).toMatch(/bg-green-100[^>]*>90% match/);
    expect(fair).toMatch(/bg-amber-100[^>]*>55% match/);
    expect(weak).toMatch(/bg-surface-2[^>]*>12% match/);
  });
});
