import type { Job } from "@shared/schemas/jobs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { buildJob } from "../../../test/builders";
import { ApplyButton } from "./apply-button";
import { ClosedJobNotice } from "./closed-job-notice";
import { JobBadges } from "./job-badges";
import { JobCard } from "./job-card";
import { JobDetailsCard } from "./job-details-card";
import { JobHeader } from "./job-header";
import { VisaAnswer } from "./visa-answer";

/** The markup's text as a reader gets it: tags dropped, entities decoded, spaces collapsed. */
function text(node: ReactNode): string {
  return html(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** Server-rendered markup, with the providers the job components use (a query client, a route). */
function html(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/saved" ssrSearch="">
        {node}
      </Router>
    </QueryClientProvider>,
  );
}

const closed: Partial<Job> = {
  closedAt: "2026-11-20T09:00:00.000Z",
  closedReason: "expired",
  validThrough: "2026-11-19T23:59:59.000Z",
};

describe("the visa answer", () => {
  it("badges yes, no and not stated with the specification's words for the first two", () => {
    const badge = (status: Job["visa"]["status"]) =>
      text(<JobBadges job={buildJob({ visa: { status, evidence: null } })} />);
    expect(badge("yes")).toContain("Visa Sponsorship");
    expect(badge("yes")).not.toContain("No Visa Sponsorship");
    expect(badge("no")).toContain("No Visa Sponsorship");
    expect(badge("unknown")).toContain("Sponsorship not stated");
    expect(badge("unknown")).not.toContain("Visa Sponsorship");
  });

  it("quotes the posting's own sentence as the evidence", () => {
    const markup = html(<VisaAnswer visa={{ status: "no", evidence: "We cannot sponsor visas." }} />);
    expect(markup).toContain("<blockquote");
    expect(markup).toContain("We cannot sponsor visas.");
    expect(text(<VisaAnswer visa={{ status: "no", evidence: "We cannot sponsor visas." }} />)).toContain(
      "From the posting: We cannot sponsor visas.",
    );
    expect(text(<VisaAnswer visa={{ status: "yes", evidence: "We sponsor visas." }} />)).toContain(
      "The posting says the employer sponsors visas.",
    );
  });

  it("says a silent posting does not mention visas, and quotes nothing", () => {
    const markup = html(<VisaAnswer visa={{ status: "unknown", evidence: null }} />);
    expect(markup).not.toContain("<blockquote");
    expect(text(<VisaAnswer visa={{ status: "unknown", evidence: null }} />)).toContain(
      "The posting does not mention visas or sponsorship.",
    );
  });

  it("quotes a non-committal mention as such", () => {
    const said = text(
      <VisaAnswer visa={{ status: "unknown", evidence: "Visa status will be discussed." }} />,
    );
    expect(said).toContain("does not say whether the employer sponsors them");
    expect(said).toContain("Visa status will be discussed.");
  });

  it("names the answer in the Job Details card", () => {
    const row = (status: Job["visa"]["status"]) =>
      text(<JobDetailsCard job={buildJob({ visa: { status, evidence: null } })} />);
    expect(row("yes")).toContain("Visa Sponsorship Available");
    expect(row("no")).toContain("Visa Sponsorship Not Available");
    expect(row("unknown")).toContain("Sponsorship not stated in the posting");
  });
});

describe("a closed job", () => {
  it("says it no longer accepts applications, and why, in plain words", () => {
    const reasons: Array<[Job["closedReason"], string]> = [
      ["expired", "Its closing date has passed."],
      ["removed", "It was removed by the site it came from."],
      ["employer", "The employer closed it."],
      ["stale", "It has not been refreshed by its source for a long time"],
    ];
    for (const [closedReason, words] of reasons) {
      const said = text(<ClosedJobNotice job={{ closedAt: closed.closedAt ?? null, closedReason }} />);
      expect(said).toContain("No longer accepting applications");
      expect(said).toContain(words);
      expect(said).toMatch(/It closed on 20 Nov 2026 ?\./);
    }
  });

  it("says nothing for an open job", () => {
    expect(html(<ClosedJobNotice job={{ closedAt: null, closedReason: null }} />)).toBe("");
  });

  it("offers no Apply button, while an open job does", () => {
    expect(text(<ApplyButton job={buildJob(closed)} />)).toBe("");
    expect(text(<ApplyButton job={buildJob()} />)).toContain("Apply for this Position");
  });

  it("shows the closed state on its card (the saved list) and drops the closing date", () => {
    const card = text(<JobCard job={buildJob({ ...closed, saved: true })} />);
    expect(card).toContain("No longer accepting applications");
    expect(card).toContain("Its closing date has passed.");
    expect(card).not.toContain("Apply by");
    expect(text(<JobCard job={buildJob()} />)).not.toContain("No longer accepting applications");
  });
});

describe("dates and pay", () => {
  const job = buildJob({
    postedAt: "2026-11-22T10:00:00.000Z",
    validThrough: "2026-12-31T23:59:59.000Z",
    salary: "€30–40 per hour",
    salaryMin: 62_400,
    salaryMax: 83_200,
    salaryCurrency: "EUR",
    salaryPeriod: "HOUR",
  });

  it("shows the posting date beside the relative time, and the closing date", () => {
    const header = html(<JobHeader job={job} />);
    expect(header).toContain('dateTime="2026-11-22T10:00:00.000Z"');
    expect(text(<JobHeader job={job} />)).toMatch(/Posted .+ · 22 Nov 2026/);
    expect(text(<JobHeader job={job} />)).toContain("Apply by 31 Dec 2026");
    expect(text(<JobCard job={job} />)).toContain("Apply by 31 Dec 2026");
  });

  it("shows hourly pay as a yearly figure with a note of how it was posted", () => {
    expect(text(<JobCard job={job} />)).toContain("€62,400 – €83,200 a year (posted as €30–40 per hour)");
    expect(text(<JobDetailsCard job={job} />)).toContain(
      "€62,400 – €83,200 a year (posted as €30–40 per hour)",
    );
  });
});
