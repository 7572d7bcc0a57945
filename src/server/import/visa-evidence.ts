import type { VisaStatus } from "@shared/domain/job-limits";

export type { VisaStatus };

export interface VisaVerdict {
  status: VisaStatus;
  /**
   * The sentence the status rests on, as the posting wrote it (trimmed, without a list bullet).
   * For "unknown" it is a sentence that mentions sponsorship without committing ("visa status will
   * be discussed"); null when the text says nothing about visas at all.
   */
  evidence: string | null;
}

/*
 * How a posting is read
 * ---------------------
 * 1. The text is cut into sentences (full stops, question marks, line breaks, list bullets), and each
 *    sentence into clauses at semicolons and contrast words (but, however, although, though, while,
 *    whereas, yet, despite, except). A question commits nobody and is skipped.
 * 2. Words that look like visas but are not are masked first: travel, business and tourist visas,
 *    and Visa the card network (a capitalised "Visa" not followed by a word like "sponsorship").
 * 3. Each clause is matched against the table of RULES below. A rule has a topic and a polarity:
 *    - "visa": a statement about sponsoring visas or work permits (strongest);
 *    - "rights": a requirement of existing work rights, citizenship or clearance (as strong);
 *    - "relocation": an offer of relocation for people coming from abroad (weak: it implies, but
 *      does not say, that the employer handles the right to work). Relocation alone, or a refusal
 *      of relocation, is not a visa statement and is ignored: "This role does not offer
 *      relocation" says nothing about visas, so it stays "unknown".
 *    A "yes" rule in a clause with a negation (not, no, cannot, unable, won't, without …) before
 *    or just after its match reads as "no"; a "no" rule that is itself negated ("you do not need
 *    the right to work already") is dropped rather than turned into a "yes".
 *    A clause with a hedge (may, might, case by case, to be discussed, not guaranteed, TBD …) is
 *    "unknown", but keeps its sentence as evidence.
 *    A clause that only says "but not for this position" takes the previous clause's statement,
 *    negated.
 * 4. Within a sentence the clause after a contrast word speaks last and wins ("we sponsor visas
 *    for senior engineers, but not for this position" is "no"); a visa statement outranks a
 *    relocation statement whatever its place ("relocation support available; we cannot sponsor
 *    visas" is "no", "we are unable to provide relocation but do sponsor visas" is "yes").
 * 5. Across sentences the strongest statement wins: visa and rights statements (2) beat relocation
 *    (1), which beats a hedge (0); a statement naming this role or position gets +1, so "this role
 *    is not eligible for sponsorship" beats a general "we have sponsored 200 visas". On a tie "no"
 *    wins: a refusal somewhere in the posting may apply to the reader, and a wrong "yes" costs them
 *    more than a wrong "no". The earliest sentence of the winning kind is the evidence.
 *
 * "No visa sponsorship required" is read as "no": whether it means "none is offered" or "you must
 * not need it", the posting will not sponsor.
 */

type Topic = "visa" | "rights" | "relocation";
type Polarity = "yes" | "no";

interface Rule {
  topic: Topic;
  polarity: Polarity;
  pattern: RegExp;
}

/** The words that name a visa or a permit to work (lower case; the clause is lower-cased). */
const PERMIT =
  "(?:work(?:ing)?[- ]visas?|visas?|work[- ]permits?|residen(?:ce|cy)[- ]permits?|employment[- ]permits?|h-?1-?bs?|blue[- ]cards?|skilled[- ]worker(?:[- ]visas?)?|tier[- ]2|green[- ]cards?|employment[- ]pass(?:es)?|kennismigrant|highly[- ]skilled[- ]migrant|critical[- ]skills|work[- ]authori[sz]ations?|immigration)";
/** The papers a person can hold (PERMIT without the bare word "immigration"). */
const DOCUMENT =
  "(?:work(?:ing)?[- ]visas?|visas?|work[- ]permits?|residen(?:ce|cy)[- ]permits?|employment[- ]permits?|h-?1-?bs?|blue[- ]cards?|green[- ]cards?|employment[- ]pass(?:es)?|work[- ]authori[sz]ations?)";
/** "the right to work from home" or "right to work checks" are not about work rights in a country. */
const NOT_WORK_STYLE =
  "(?!\\s+(?:from\\s+home|from\\s+anywhere|remotely|flexibly|flexible|part[- ]time|checks?|verification))";
/** People a sponsor sponsors. */
const PEOPLE =
  "(?:candidates?|applicants?|you|hires?|employees?|people|engineers?|talent|workers?|staff|individuals?|them)";
/** Someone who must, or is required to. */
const MUST =
  "(?:must|should|need to|needs to|will need to|have to|has to|are required to|is required to|required to|only if you|if you)";

const RULES: Rule[] = [
  // ---- "rights": existing work rights, citizenship or clearance are required (polarity "no") ----
  // "You must have the right to work in the UK", "Please only apply if you have the right to work in Ireland"
  {
    topic: "rights",
    polarity: "no",
    pattern: new RegExp(
      `${MUST}\\s+(?:already\\s+)?(?:have|hold|possess|be granted)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:existing\\s+|full\\s+|valid\\s+|current\\s+|legal\\s+|unrestricted\\s+)*(?:right|rights|permission|entitlement|eligibility)\\s+to\\s+(?:live\\s+and\\s+)?work${NOT_WORK_STYLE}`,
    ),
  },
  // "Applicants must be legally authorised to work", "You must be eligible to live and work in the EU"
  // (but not "must be able to work independently")
  {
    topic: "rights",
    polarity: "no",
    pattern: new RegExp(
      `${MUST}\\s+(?:already\\s+)?be\\s+(?:legally\\s+|fully\\s+|currently\\s+)*(?:(?:authori[sz]ed|eligible|entitled|permitted)\\s+to\\s+(?:live\\s+and\\s+)?work|(?:able|allowed)\\s+to\\s+(?:live\\s+and\\s+)?work\\s+legally|(?<=legally\\s)(?:able|allowed)\\s+to\\s+(?:live\\s+and\\s+)?work)`,
    ),
  },
  // "… and have the right to work here", "UK residents with the right to work in the UK"
  {
    topic: "rights",
    polarity: "no",
    pattern:
      /\b(?:have|has|hold|holds|with|possess)\s+(?:the\s+|a\s+|an\s+)?(?:full\s+|existing\s+|valid\s+|current\s+|legal\s+|unrestricted\s+|permanent\s+)*(?:right|rights|entitlement)\s+to\s+(?:live\s+and\s+)?work\b(?!\s+(?:from\s+home|from\s+anywhere|remotely|flexibly|flexible|part[- ]time|checks?|verification))/,
  },
  // "Candidates must have existing work authorisation", "You must hold a valid work permit"
  {
    topic: "rights",
    polarity: "no",
    pattern: new RegExp(
      `${MUST}\\s+(?:already\\s+)?(?:have|hold|possess|obtain|secure|arrange|get|provide)\\s+(?:a\\s+|an\\s+|the\\s+|your\\s+|their\\s+)?(?:own\\s+|existing\\s+|valid\\s+|current\\s+|eu\\s+|uk\\s+|us\\s+|swiss\\s+)*${PERMIT}`,
    ),
  },
  // "You will need to obtain your own visa"
  { topic: "rights", polarity: "no", pattern: new RegExp(`\\b(?:your|their)\\s+own\\s+${PERMIT}`) },
  // "with the existing right to work", "already based in Spain with a valid work permit"
  {
    topic: "rights",
    polarity: "no",
    pattern: new RegExp(
      `\\b(?:only|already)\\b.*\\bwith\\s+(?:a\\s+|an\\s+|the\\s+)?(?:existing|valid|current|full)\\s+(?:right\\s+to\\s+work|${PERMIT})`,
    ),
  },
  // "EU work permit required", "A valid work permit for Switzerland is required", "US citizenship is required"
  {
    topic: "rights",
    polarity: "no",
    pattern: new RegExp(
      `^(?!.*\\b(?:knowledge|experience|understanding|familiarity)\\b).*(?:${DOCUMENT}|right\\s+to\\s+work|citizenship|security\\s+clearance|clearance)\\b[^.;]{0,40}?\\b(?:is\\s+|are\\s+)?(?:required|mandatory|a\\s+must)\\b`,
    ),
  },
  // "Open to citizens or permanent residents only", "open to U.S. citizens only", "Applicants must be US citizens"
  {
    topic: "rights",
    polarity: "no",
    pattern:
      /\b(?:citizens?|nationals?|(?:permanent\s+)?residents?|green\s+card\s+holders?)\b[^.;]{0,40}?\bonly\b|\bonly\b[^.;]{0,40}\b(?:citizens|citizenship|nationals)\b|\bmust\s+(?:be|hold)\b[^.;]{0,30}\b(?:citizens?|citizenship|nationals?)\b|\brequires?\s+(?:[a-z.]+\s+)?citizenship\b/,
  },
  // "able to work in Germany without a visa", "authorised to work … without sponsorship"
  {
    topic: "rights",
    polarity: "no",
    pattern:
      /\bwork\b[^;]{0,60}\bwithout\s+(?:a\s+|the\s+need\s+for\s+|any\s+)?(?:visa|sponsorship|work\s+permit)/,
  },
  // "will not require employer sponsorship now or in the future": only ever written as a refusal
  { topic: "rights", polarity: "no", pattern: /\bsponsorship\b[^.;]{0,30}\bnow\s+or\s+in\s+the\s+future\b/ },
  { topic: "rights", polarity: "no", pattern: /\bnow\s+or\s+in\s+the\s+future\b[^.;]{0,30}\bsponsorship\b/ },
  // "The role requires an active TS/SCI clearance": a clearance needs citizenship (or long residence)
  {
    topic: "rights",
    polarity: "no",
    pattern:
      /\b(?:requires?|must\s+(?:hold|have|possess|be\s+able\s+to\s+obtain)|need\s+to\s+hold)\b[^.;]{0,30}\bclearance\b/,
  },
  // "No sponsorship.", "No visa sponsorship, sorry"
  {
    topic: "visa",
    polarity: "no",
    pattern: /^\s*no\s+(?:visa\s+|work\s+permit\s+|immigration\s+)?sponsorship\b/,
  },
  // "No visa sponsorship required" (see above)
  {
    topic: "visa",
    polarity: "no",
    pattern: /\bno\s+(?:visa\s+)?sponsorship\s+(?:is\s+)?(?:required|needed)\b/,
  },
  // "Applicants who require sponsorship cannot be considered": needing sponsorship plus a refusal
  {
    topic: "visa",
    polarity: "no",
    pattern:
      /\b(?:requir(?:e|es|ing)|need(?:s|ing)?)\s+(?:visa\s+|employer\s+|employment\s+|work\s+)?sponsorship\b[^.;]*\b(?:not|cannot|can't|unable)\b[^.;]*\b(?:considered|eligible|accepted|apply|progress)/,
  },
  // "Sponsorship is not available", "Visa sponsorship: not available", "Sponsorship is unavailable"
  {
    topic: "visa",
    polarity: "no",
    pattern:
      /\bsponsorship\b[^.;]{0,30}?(?:\b(?:is|are|will\s+be)\s+)?(?:\bnot\s+(?:currently\s+)?(?:available|offered|provided|possible|included|something\s+we)|\bunavailable|:\s*(?:no|none|n\/a)\b)/,
  },
  // "We are not a licensed sponsor"
  {
    topic: "visa",
    polarity: "no",
    pattern: /\bnot\s+a\s+(?:licen[sc]ed\s+|registered\s+|recogni[sz]ed\s+)sponsor\b/,
  },

  // ---- "visa": the employer sponsors or handles visas (polarity "yes"; a negation turns it) ----
  // "We sponsor work visas", "we can sponsor H-1B visas", "we will sponsor your work permit"
  {
    topic: "visa",
    polarity: "yes",
    pattern: new RegExp(
      `\\bsponsor(?:s|ed|ing)?\\b\\s+(?:(?:a|an|the|your|their|our|for|new|qualified|international|overseas|foreign|successful|work|eu|uk|us|and|or|transfer|more|than|over|many|hundreds|dozens|of|\\d[\\d,]*\\+?)\\s+){0,4}(?:${PERMIT}|${PEOPLE}(?!\\s+to\\s+(?:attend|go|visit|take|learn|study|speak|travel|join)\\b))`,
    ),
  },
  // "we cannot sponsor at this time", "we are not currently sponsoring", "we can't sponsor, even …"
  {
    topic: "visa",
    polarity: "yes",
    pattern:
      /\b(?:can(?:not|'t)?|will|won't|able\s+to|do|does|don't|doesn't|currently)\s+sponsor(?:ing)?\b\s*(?:$|[,.;!]|at\s+this\s+time|for\s+(?:this|the)\s+|or\s+|and\s+)|\bsponsoring\s*(?:$|[,.;!])/,
  },
  // "Visas can be sponsored", "your work permit is sponsored"
  {
    topic: "visa",
    polarity: "yes",
    pattern: new RegExp(`${PERMIT}\\s+(?:can|will|may|are|is)\\s+(?:be\\s+)?sponsored\\b`),
  },
  // "a visa-sponsored position", "a visa sponsored role"
  { topic: "visa", polarity: "yes", pattern: /\bvisa[- ]sponsored\b/ },
  // "Visa sponsorship", "H-1B sponsorship", "Skilled Worker visa sponsorship", "sponsorship available",
  // "offer sponsorship", "sponsorship can be provided", "Visa sponsorship: yes"
  {
    topic: "visa",
    polarity: "yes",
    pattern: new RegExp(
      `${PERMIT}\\s+sponsorship\\b|\\bsponsorship\\s+(?:of|for)\\s+(?:a|an|the|your)?\\s*(?:[a-z-]+\\s+)?${PERMIT}|\\bsponsorship\\s*(?::\\s*yes|(?:is\\s+|are\\s+)?(?:can\\s+be\\s+|will\\s+be\\s+)?(?:available|offered|provided|possible|included))\\b|\\b(?:offer|offers|offering|provide|provides|providing|give|gives)\\s+(?:full\\s+)?sponsorship\\b|\\beligible\\s+for\\s+(?:visa\\s+)?sponsorship\\b|\\bcome\\s+with\\s+(?:visa\\s+)?sponsorship\\b`,
    ),
  },
  // "We welcome applicants who require sponsorship", "candidates who need visa sponsorship are encouraged to apply"
  {
    topic: "visa",
    polarity: "yes",
    pattern:
      /\b(?:welcome|encourage[ds]?|open\s+to)\b[^.;]*\b(?:requir(?:e|es|ing)|need(?:s|ing)?)\s+(?:visa\s+)?sponsorship\b|\b(?:requir(?:e|es|ing)|need(?:s|ing)?)\s+(?:visa\s+)?sponsorship\b[^.;]*\b(?:welcome|encouraged|considered|eligible)\b/,
  },
  // "We are a licensed sponsor", "We hold a UK sponsor licence", "a recognised sponsor with the IND"
  {
    topic: "visa",
    polarity: "yes",
    pattern:
      /\b(?:licen[sc]ed|registered|recogni[sz]ed|approved)\s+(?:[a-z-]+\s+){0,2}sponsor\b|\bsponsor\s+licen[sc]e\b/,
  },
  // "We will apply for your work permit", "we take care of the visa paperwork", "we pay for your visa",
  // "we help you obtain your EU Blue Card", "our legal partners handle the immigration process"
  {
    topic: "visa",
    polarity: "yes",
    pattern: new RegExp(
      `^(?!.*\\b(?:clients?|customers?|users?|students?|patients?)\\b).*\\b(?:apply\\s+for|help(?:s|ing)?|assist(?:s|ing)?|support(?:s|ing)?|handles?|handling|arrange|arranges|process|cover|covers|pay\\s+for|pays\\s+for|take\\s+care\\s+of|takes\\s+care\\s+of|guides?\\s+you\\s+through|obtain|secure|sort\\s+out|deal\\s+with|facilitate|manage)\\b[^.;]{0,50}?\\b(?:${PERMIT}|right\\s+to\\s+work${NOT_WORK_STYLE})`,
    ),
  },
  // "Visa support", "work permit assistance", "visa costs are covered", "your visa is handled for you"
  {
    topic: "visa",
    polarity: "yes",
    pattern: new RegExp(
      `${PERMIT}\\s+(?:and\\s+relocation\\s+)?(?:support|assistance|help|costs?|fees?|process|paperwork|guidance|transfers?|applications?\\s+(?:support|assistance))\\b(?!\\s+(?:is\\s+|are\\s+)?(?:required|needed))|${PERMIT}[^.;]{0,30}\\b(?:is|are|will\\s+be|gets?)\\s+(?:fully\\s+)?(?:handled|covered|arranged|provided|paid|taken\\s+care\\s+of)\\b|\\b(?:we|our\\s+team|our\\s+team's)\\b[^.;]{0,10}\\bhandles?\\s+it\\b`,
    ),
  },
  // ---- "relocation": an offer to move someone from another country (weak "yes") ----
  {
    topic: "relocation",
    polarity: "yes",
    pattern:
      /\b(?:international\s+relocation|relocat\w*\b[^.;]{0,60}\b(?:from\s+abroad|from\s+overseas|from\s+another\s+country|from\s+anywhere|international(?:ly)?|worldwide))/,
  },
];

/** A clause has hedged a statement into a non-committal mention. */
const HEDGE =
  /\b(?:may|might|possibly|potentially|case[- ]by[- ]case|(?:will|can|to)\s+be\s+(?:discussed|reviewed|confirmed|determined|decided|agreed)|depend(?:s|ing)?\s+on|(?:not|isn't|aren't)\s+guaranteed|(?:cannot|can't|can\s+not)\s+guarantee|no\s+guarantee|tbd|tbc|where\s+possible|considered\s+on)\b/;
/** What a hedge must be about to count as a mention of visas. */
const HEDGED_SUBJECT = /\b(?:sponsor\w*|visas?|work\s+permits?|right\s+to\s+work|immigration\s+status)\b/;
/** A clause negates: only the part of the clause up to a little after the match is read. */
const NEGATION =
  /\b(?:not|no|never|cannot|can't|can\s+not|unable|won't|wont|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|shouldn't|without|nor|neither|unfortunately\s+not)\b|n't\b/;
/** A statement about this very role. */
const THIS_ROLE =
  /\b(?:this|the)\s+(?:role|position|job|vacancy|opening|opportunity|post|posting|requisition|team)\b/;
/** Words that begin a new clause and speak last. */
const CONTRAST =
  /\s*;\s*|\s*,?\s+(?=(?:but|however|although|though|whereas|yet|despite|except)\b)|,\s+(?=while\b)|\s+[–—]\s+|,\s+(?=(?:we|we'll|we're|we've|our|you'll)\b)|:\s+(?=(?:\S+\s+){3,}\S)/i;
/** A clause opening with a subordinate part ("although relocation isn't covered, …"): the part after its comma is the main clause. */
const SUBORDINATE = /^((?:although|though|even\s+though|while|whereas|despite|as)\b[^,]*),\s*(.+)$/;
/** Idioms with a negative word that negate nothing. */
const IDIOMS =
  /\b(?:no\s+problem|no\s+worries|(?:don't|do\s+not)\s+worry|not\s+sure|(?:isn't|is\s+not)\s+a\s+problem)\b/g;
/** An elliptic contrast: "but not for this position", "but not visa sponsorship". */
const ELLIPTIC_NOT =
  /^(?:but|however|yet|though|although)?[\s,]*(?:not|never|no\s+longer)\b|\b(?:not|cannot|can't|unable|won't)\b[^.;]*\b(?:do\s+so|do\s+that|do\s+the\s+same)\b/;

/** Not immigration: travel visas, and Visa the card network. */
function maskNonImmigration(sentence: string): string {
  return sentence
    .replace(
      /\b(?:business|travel|tourist|visitor|transit|short[- ]stay)\s+(?:travel\s+)?visas?\b|\bvisas?\s+for\s+(?:client|customer|business)\s+(?:visits?|trips?|travel)\b/gi,
      "travel-document",
    )
    .replace(
      /\b(?:Visa|VISA)\b(?!\s*(?:[:/&-]|sponsorship|sponsored|support|assistance|application|applications|process|costs?|fees?|status|requirements?|and\s+relocation|help|or\s+work|and\s+work|&))/g,
      "card-network",
    );
}

const BULLET = /^\s*(?:[-*•·–—▪◦●]|\d+[.)])\s+/;

/** Stops that do not end a sentence: "e.g. Visa", and "U.S. Citizens only". */
const NOT_AN_END = /\b(?:e\.g|i\.e|incl|approx|vs)\.$/i;
const INITIALS_THEN_NOUN = /\b[A-Z]\.[A-Z]\.$/;
const NOUN_AFTER_INITIALS =
  /^(?:Citizens?|Citizenship|Persons?|Nationals?|Government|Department|Permanent)\b/;

/** The posting's sentences, as written (list bullets and surrounding space removed). */
function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const parts = line.replace(BULLET, "").split(/(?<=[.!?])\s+(?=["“'(]?[A-Z0-9])/);
    let carry = "";
    for (const [i, part] of parts.entries()) {
      const joined = carry ? `${carry} ${part}` : part;
      const next = parts[i + 1] ?? "";
      if (NOT_AN_END.test(joined) || (INITIALS_THEN_NOUN.test(joined) && NOUN_AFTER_INITIALS.test(next))) {
        carry = joined;
        continue;
      }
      carry = "";
      if (joined.trim()) out.push(joined.trim());
    }
    if (carry.trim()) out.push(carry.trim());
  }
  return out;
}

interface Finding {
  status: VisaStatus;
  strength: number;
}

const TOPIC_STRENGTH: Record<Topic, number> = { visa: 2, rights: 2, relocation: 1 };

/** What one clause says: a polarity for a topic, a hedge, or nothing. */
function readClause(clause: string): { topic: Topic; status: VisaStatus } | null {
  let best: { topic: Topic; status: VisaStatus } | null = null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(clause);
    if (!match) continue;
    const end = match.index + match[0].length;
    // A negation before the match, in it, or right after it ("sponsorship is not something we offer").
    const scope = clause.slice(0, Math.min(clause.length, end + 12));
    const negated = NEGATION.test(scope);
    let status: VisaStatus;
    if (rule.polarity === "no") {
      // "You do not need the right to work already": a negated requirement commits to nothing.
      if (
        negated &&
        NEGATION.test(clause.slice(0, match.index)) &&
        !/\bonly\b|\bmust\b/.test(clause.slice(0, match.index))
      )
        continue;
      status = "no";
    } else {
      status = negated ? "no" : "yes";
    }
    if (HEDGE.test(clause)) status = "unknown";
    const found = { topic: rule.topic, status };
    // Visa and rights statements outrank relocation; among equals the first rule (the table order) wins.
    if (!best || TOPIC_STRENGTH[found.topic] > TOPIC_STRENGTH[best.topic]) best = found;
  }
  // "Sponsorship may be considered", "Visa status: TBD": a mention that commits to nothing.
  if (!best && HEDGE.test(clause) && HEDGED_SUBJECT.test(clause)) return { topic: "visa", status: "unknown" };
  return best;
}

/** What one sentence says, from its clauses (the last contrasting clause of the strongest topic wins). */
function readSentence(sentence: string): Finding | null {
  if (/\?\s*$/.test(sentence)) return null;
  // Typographic apostrophes ("can’t", "we’ll") read as plain ones.
  const masked = maskNonImmigration(sentence).toLowerCase().replace(/[’‘]/g, "'").replace(IDIOMS, "fine");
  const clauses = masked
    .split(CONTRAST)
    .flatMap((c) => {
      const sub = SUBORDINATE.exec(c.trim());
      return sub ? [sub[1] ?? "", sub[2] ?? ""] : [c];
    })
    .filter((c) => c.trim() !== "");
  let best: { topic: Topic; status: VisaStatus } | null = null;
  let previous: { topic: Topic; status: VisaStatus } | null = null;
  for (const clause of clauses) {
    let found = readClause(clause.trim());
    if (!found && previous && previous.status === "yes" && ELLIPTIC_NOT.test(clause.trim())) {
      found = { topic: previous.topic, status: "no" };
    }
    if (!found) continue;
    previous = found;
    if (!best || TOPIC_STRENGTH[found.topic] >= TOPIC_STRENGTH[best.topic]) {
      // A hedge does not overturn a firm statement earlier in the sentence.
      if (best && found.status === "unknown" && best.status !== "unknown") continue;
      best = found;
    }
  }
  if (!best) return null;
  const strength =
    best.status === "unknown" ? 0 : TOPIC_STRENGTH[best.topic] + (THIS_ROLE.test(masked) ? 1 : 0);
  return { status: best.status, strength };
}

/** Words without which a text cannot say anything about visas: most postings skip all the work. */
const ANY_SIGNAL =
  /visa|sponsor|permit|right to work|authori[sz]|citizen|relocat|immigra|h-?1-?b|blue card|clearance|eligible|entitled|green card|employment pass|kennismigrant|skilled migrant|nationals|residents|legally/i;

/**
 * What a posting's text says about visa sponsorship, and the sentence that says it. Silence is
 * "unknown", never "no". Pure and fast: a handful of regular expressions per sentence that
 * mentions a visa-like word.
 */
export function classifyVisa(text: string): VisaVerdict {
  if (!ANY_SIGNAL.test(text)) return { status: "unknown", evidence: null };
  let best: { finding: Finding; sentence: string } | null = null;
  for (const sentence of sentences(text)) {
    if (!ANY_SIGNAL.test(sentence)) continue;
    const finding = readSentence(sentence);
    if (!finding) continue;
    if (
      !best ||
      finding.strength > best.finding.strength ||
      (finding.strength === best.finding.strength && finding.status === "no" && best.finding.status !== "no")
    ) {
      best = { finding, sentence };
    }
  }
  if (!best) return { status: "unknown", evidence: null };
  return { status: best.finding.status, evidence: best.sentence };
}
