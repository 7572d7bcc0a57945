import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classifyVisa, type VisaStatus } from "./visa-evidence";

interface Case {
  part: "tune" | "heldout";
  expected: VisaStatus;
  tricky: boolean;
  text: string;
}

const corpus: Case[] = readFileSync(new URL("./visa-evidence.corpus.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const [part, expected, kind, text] = line.split("\t");
    return {
      part: part as Case["part"],
      expected: expected as VisaStatus,
      tricky: kind === "tricky",
      text: text ?? "",
    };
  });

interface Scores {
  n: number;
  accuracy: number;
  precision: Record<"yes" | "no", number>;
  recall: Record<"yes" | "no", number>;
  /** Share of each expected class read right. */
  classAccuracy: Record<VisaStatus, number>;
  wrong: string[];
}

function ratio(a: number, b: number): number {
  return b === 0 ? 1 : a / b;
}

function score(cases: Case[]): Scores {
  const got = cases.map((c) => ({ ...c, actual: classifyVisa(c.text).status }));
  const count = (f: (g: (typeof got)[number]) => boolean) => got.filter(f).length;
  const precision = (s: VisaStatus) =>
    ratio(
      count((g) => g.actual === s && g.expected === s),
      count((g) => g.actual === s),
    );
  const recall = (s: VisaStatus) =>
    ratio(
      count((g) => g.actual === s && g.expected === s),
      count((g) => g.expected === s),
    );
  return {
    n: got.length,
    accuracy: ratio(
      count((g) => g.actual === g.expected),
      got.length,
    ),
    precision: { yes: precision("yes"), no: precision("no") },
    recall: { yes: recall("yes"), no: recall("no") },
    classAccuracy: { yes: recall("yes"), no: recall("no"), unknown: recall("unknown") },
    wrong: got
      .filter((g) => g.actual !== g.expected)
      .map((g) => `  expected ${g.expected}, got ${g.actual}: ${g.text}`),
  };
}

function row(name: string, s: Scores): string {
  const f = (x: number) => x.toFixed(3);
  return [
    name.padEnd(10),
    String(s.n).padStart(4),
    f(s.accuracy),
    f(s.precision.yes),
    f(s.recall.yes),
    f(s.precision.no),
    f(s.recall.no),
    f(s.classAccuracy.unknown),
  ].join("  ");
}

const tuning = score(corpus.filter((c) => c.part === "tune"));
const heldOut = score(corpus.filter((c) => c.part === "heldout"));
const tricky = score(corpus.filter((c) => c.tricky));
const all = score(corpus);

describe("the labelled corpus", () => {
  it("is large and varied enough to mean something", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(corpus.filter((c) => c.tricky).length).toBeGreaterThanOrEqual(30);
    expect(corpus.filter((c) => c.part === "heldout").length).toBeGreaterThanOrEqual(corpus.length * 0.2);
    for (const status of ["yes", "no", "unknown"] as const) {
      expect(corpus.filter((c) => c.expected === status).length).toBeGreaterThanOrEqual(40);
    }
  });

  it("is read with these scores (floors are the measured figures rounded down)", () => {
    console.log(
      [
        "part         n  accur  P(yes)  R(yes)   P(no)   R(no)  acc(unk)",
        row("tuning", tuning),
        row("held-out", heldOut),
        row("tricky", tricky),
        row("all", all),
      ].join("\n"),
    );
    const failures = (s: Scores) => `misread:\n${s.wrong.join("\n")}`;
    // The sentences the rules were written against.
    expect(tuning.precision.yes, failures(tuning)).toBeGreaterThanOrEqual(0.99);
    expect(tuning.recall.yes, failures(tuning)).toBeGreaterThanOrEqual(0.99);
    expect(tuning.precision.no, failures(tuning)).toBeGreaterThanOrEqual(0.99);
    expect(tuning.recall.no, failures(tuning)).toBeGreaterThanOrEqual(0.99);
    expect(tuning.classAccuracy.unknown, failures(tuning)).toBeGreaterThanOrEqual(0.99);
    // Sentences written before the rules and never used to change them.
    expect(heldOut.precision.yes, failures(heldOut)).toBeGreaterThanOrEqual(1);
    expect(heldOut.recall.yes, failures(heldOut)).toBeGreaterThanOrEqual(0.7);
    expect(heldOut.precision.no, failures(heldOut)).toBeGreaterThanOrEqual(1);
    expect(heldOut.recall.no, failures(heldOut)).toBeGreaterThanOrEqual(0.99);
    expect(heldOut.classAccuracy.unknown, failures(heldOut)).toBeGreaterThanOrEqual(1);
    // Never "no" for what is silence or non-committal in either part.
    expect(all.precision.no, failures(all)).toBeGreaterThanOrEqual(0.99);
  });
});

describe("classifyVisa", () => {
  it.each([
    ["Sponsorship is not available for this role.", "no"],
    ["We are unable to provide relocation but do sponsor visas.", "yes"],
    ["Relocation support available; we cannot sponsor visas.", "no"],
    ["No visa sponsorship required.", "no"],
    ["Must be authorised to work in the US without sponsorship now or in the future.", "no"],
    ["We welcome applicants who require sponsorship.", "yes"],
    ["Relocation package and visa assistance.", "yes"],
    ["This role does not offer relocation.", "unknown"],
    ["Visa status will be discussed.", "unknown"],
    ["We comply with immigration law.", "unknown"],
    ["Travel visas for client visits are arranged.", "unknown"],
    ["Visa (the card network) is our client.", "unknown"],
    ["You must be able to work independently in a fast-paced team.", "unknown"],
    ["You will help customers with their visa applications.", "unknown"],
    ["We sponsor you to attend two conferences a year.", "unknown"],
    ["You must be legally able to work in Spain.", "no"],
  ] as const)("reads %j as %s", (text, status) => {
    expect(classifyVisa(text).status).toBe(status);
  });

  // Wordings met in real postings, beyond the corpus: boilerplate, job duties that name visas,
  // "right to work" in other senses, clearances and one-word refusals.
  it.each([
    ["We are unable to sponsor or take over sponsorship of an employment visa at this time.", "no"],
    ["Applicants must be currently authorized to work in the United States on a full-time basis.", "no"],
    [
      "Acme is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, national origin, citizenship status, or disability.",
      "unknown",
    ],
    ["This position does not qualify for visa sponsorship.", "no"],
    ["Visa sponsorship and relocation assistance are available.", "yes"],
    ["Sponsorship for this role is not available.", "no"],
    ["We are not sponsoring visas for this role.", "no"],
    ["We offer sponsorship for the Skilled Worker visa.", "yes"],
    ["You need to be based in the UK and have the right to work here.", "no"],
    ["Right to work in the UK is required.", "no"],
    ["Candidates must be UK residents with the right to work in the UK.", "no"],
    ["Relocation and visa support available.", "yes"],
    ["Flexible working, pension and a cycle-to-work scheme.", "unknown"],
    ["Unfortunately we are unable to offer visa sponsorship for this position.", "no"],
    ["Due to the nature of this role, we can only consider applicants with UK citizenship.", "no"],
    ["We're happy to support visa applications for the right person.", "yes"],
    ["The role requires an active TS/SCI clearance.", "no"],
    ["We sponsor visas.", "yes"],
    ["You will process visa applications for our clients.", "unknown"],
    ["Please note: we do not provide sponsorship, so you must already be eligible to work in Germany.", "no"],
    ["We can sponsor a visa if needed.", "yes"],
    ["No sponsorship.", "no"],
    ["Visa sponsorship is not provided.", "no"],
    ["Visa sponsorship provided.", "yes"],
    ["We do not offer visa sponsorship or relocation assistance.", "no"],
    ["This role is not eligible for immigration sponsorship.", "no"],
    ["Immigration sponsorship is available for this role.", "yes"],
    ["You will help our people team with right to work checks and onboarding.", "unknown"],
    ["Our mission is to give everyone the right to work flexibly.", "unknown"],
    ["We believe everyone should have the right to work from home.", "unknown"],
    ["We'll help you get the right to work in Canada.", "yes"],
    ["Relocation within the Netherlands is reimbursed.", "unknown"],
    ["Successful applicants will need to have the right to work in the EU.", "no"],
    ["You will manage our sponsorship deals with football clubs.", "unknown"],
    ["Experience with sponsorship and partnerships marketing is a plus.", "unknown"],
    ["Visa sponsorship is available for candidates relocating to Ireland.", "yes"],
    ["You will work with the US Citizenship and Immigration Services on client cases.", "unknown"],
    ["Clearance experience is a plus for customs brokers.", "unknown"],
    ["Must have the right to work in the UK; we are unable to sponsor.", "no"],
    ["Don't have a work permit yet? We'll sponsor you.", "yes"],
    ["We don't require a cover letter.", "unknown"],
    ["No recruiters, please.", "unknown"],
  ] as const)("reads %j as %s", (text, status) => {
    expect(classifyVisa(text).status).toBe(status);
  });

  it("quotes the one sentence of a mixed clause as written", () => {
    expect(classifyVisa("We are unable to provide relocation but do sponsor visas.")).toEqual({
      status: "yes",
      evidence: "We are unable to provide relocation but do sponsor visas.",
    });
  });

  it("answers unknown with no evidence for a posting that never mentions visas", () => {
    expect(classifyVisa("")).toEqual({ status: "unknown", evidence: null });
    expect(
      classifyVisa(
        "About the role\nYou will build our billing system.\n\n- 5+ years of Go\n- Kubernetes\n\nWe offer 30 days of holiday.",
      ),
    ).toEqual({ status: "unknown", evidence: null });
  });

  it("keeps a non-committal sentence as the evidence of an unknown", () => {
    expect(classifyVisa("Great team. Sponsorship may be considered on a case-by-case basis.")).toEqual({
      status: "unknown",
      evidence: "Sponsorship may be considered on a case-by-case basis.",
    });
  });

  it("picks the visa sentence out of a full multi-paragraph description", () => {
    const description = [
      "Acme Payments is hiring a Senior Backend Engineer to join our platform team in Amsterdam.",
      "",
      "What you'll do:",
      "- Design and run the services that move money for Visa and Mastercard transactions.",
      "- Mentor two mid-level engineers.",
      "",
      "What we offer:",
      "• A relocation package and 27 days of holiday.",
      "• We sponsor the highly skilled migrant visa for you and your partner.",
      "",
      "We are an equal opportunity employer.",
    ].join("\n");
    expect(classifyVisa(description)).toEqual({
      status: "yes",
      evidence: "We sponsor the highly skilled migrant visa for you and your partner.",
    });
  });

  it("lets a refusal for this role beat a general boast elsewhere in the posting", () => {
    const description =
      "We have sponsored more than 200 visas since 2015 and are proud of our international team. " +
      "You will lead the data platform.\n\nPlease note: this position is not eligible for visa sponsorship. " +
      "Relocation within Germany is supported.";
    expect(classifyVisa(description)).toEqual({
      status: "no",
      evidence: "Please note: this position is not eligible for visa sponsorship.",
    });
  });

  it("lets a visa statement in one paragraph outrank a relocation offer in another", () => {
    const description =
      "We offer relocation support for people moving from abroad.\n\nUnfortunately, we cannot sponsor work permits.";
    expect(classifyVisa(description)).toEqual({
      status: "no",
      evidence: "Unfortunately, we cannot sponsor work permits.",
    });
  });

  it("takes the refusal when a posting says both yes and no with equal weight", () => {
    expect(
      classifyVisa(
        "We sponsor visas for many of our engineers. Candidates must have the right to work in the UK.",
      ).status,
    ).toBe("no");
  });

  it("does not split a sentence at 'e.g.' or at 'U.S.' before 'Citizens'", () => {
    expect(classifyVisa("This role is open to U.S. Citizens only, e.g. for defence work.")).toEqual({
      status: "no",
      evidence: "This role is open to U.S. Citizens only, e.g. for defence work.",
    });
  });

  it("reads typographic apostrophes like plain ones", () => {
    expect(classifyVisa("Unfortunately we can’t sponsor visas for this role.").status).toBe("no");
    expect(classifyVisa("Don’t worry about the paperwork: we’ll sponsor your work permit.").status).toBe(
      "yes",
    );
  });

  it("skips questions from an application form", () => {
    expect(classifyVisa("Will you now or in the future require visa sponsorship?").status).toBe("unknown");
  });

  it("reads the demo postings' own visa sentences", () => {
    expect(
      classifyVisa("We sponsor work visas and help with relocation, from paperwork to temporary housing.")
        .status,
    ).toBe("yes");
    expect(
      classifyVisa(
        "We cannot sponsor a work visa for this role, so you need the right to work in the Netherlands.",
      ).status,
    ).toBe("no");
    expect(
      classifyVisa("We cannot sponsor work visas; you contract with us from your own country.").status,
    ).toBe("no");
  });

  it("reads 10,000 postings quickly", () => {
    const posting = `${"We build software for logistics companies across Europe. ".repeat(30)}\nWe sponsor work visas.`;
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) classifyVisa(posting);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
