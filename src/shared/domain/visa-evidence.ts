export type VisaStatus = "yes" | "no" | "unknown";

export interface VisaVerdict {
  status: VisaStatus;
  /** The sentence the status rests on; null when the text says nothing about visas. */
  evidence: string | null;
}

/**
 * What a posting's text says about visa sponsorship, and the sentence that says it. Silence is
 * "unknown", never "no".
 */
export function classifyVisa(text: string): VisaVerdict {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const s = sentence.toLowerCase();
    if (!/\bvisa|sponsor|relocat|work (permit|authori[sz]ation)|right to work/.test(s)) continue;
    if (/\b(cannot|can't|unable|not able|do not|don't|won't|no)\b/.test(s)) {
      return { status: "no", evidence: sentence.trim() };
    }
    return { status: "yes", evidence: sentence.trim() };
  }
  return { status: "unknown", evidence: null };
}
