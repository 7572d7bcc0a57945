import { companyNameKey } from "@shared/domain/company-name";
import { Parser } from "htmlparser2";
import type { RawPosting } from "./raw-posting";

/** One `<position>` of a Personio XML feed, its elements' text as the feed gives them. */
export interface PersonioPosition {
  fields: Record<string, string>;
  /** `<jobDescriptions>`: each block's name and HTML value. */
  descriptions: { name: string; value: string }[];
  /** `<additionalOffices>`' offices. */
  offices: string[];
}

/** A Personio XML feed (`<account>.jobs.personio.de/xml`): its root element is `<workzag-jobs>`. */
export function isPersonioFeed(text: string): boolean {
  return /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<workzag-jobs[\s>/]/.test(text.slice(0, 4096));
}

/**
 * The positions of a Personio XML feed, read in one pass by htmlparser2 in XML mode (no DTD, no
 * entity but the predefined ones and character references, no external anything): the cost grows
 * with the feed's size only. An answer whose root is not `<workzag-jobs>` holds none.
 */
export function readPersonioFeed(xml: string): { positions: PersonioPosition[] } | { error: string } {
  const positions: PersonioPosition[] = [];
  const stack: string[] = [];
  let root: string | undefined;
  let closed = false;
  let current: PersonioPosition | undefined;
  let block: { name: string; value: string } | undefined;
  let text = "";
  const parser = new Parser(
    {
      onopentag(name) {
        root ??= name;
        stack.push(name);
        text = "";
        const depth = stack.length;
        if (depth === 2 && name === "position" && root === "workzag-jobs") {
          current = { fields: {}, descriptions: [], offices: [] };
        } else if (current && depth === 4 && name === "jobDescription") {
          block = { name: "", value: "" };
        }
      },
      ontext(data) {
        text += data;
      },
      onclosetag(name, implied) {
        const depth = stack.length;
        const parent = stack[depth - 2];
        const value = text.trim();
        if (current) {
          if (depth === 2 && name === "position") {
            positions.push(current);
            current = undefined;
          } else if (depth === 3 && name !== "jobDescriptions" && name !== "additionalOffices") {
            current.fields[name] = value;
          } else if (depth === 4 && parent === "additionalOffices" && name === "office" && value) {
            current.offices.push(value);
          } else if (depth === 4 && name === "jobDescription" && block) {
            current.descriptions.push(block);
            block = undefined;
          } else if (depth === 5 && block && (name === "name" || name === "value")) {
            block[name] = value;
          }
        }
        if (depth === 1 && !implied) closed = true;
        stack.pop();
        text = "";
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.end(xml);
  if (root !== "workzag-jobs")
    return { error: "the XML is not a Personio feed (its root is not <workzag-jobs>)" };
  // A cut-off answer is not the whole board: read, it would close every position it lost.
  if (!closed) return { error: "the Personio feed ends before its closing </workzag-jobs>" };
  return { positions };
}

/** The board's own address, from where the feed came (a feed or pasted link, or a file named after its board). */
export function personioBoardHost(origin: string | undefined): string | undefined {
  const match = /(?:^|[/\\@])([a-z0-9][a-z0-9-]*\.jobs\.personio\.(?:de|com))(?=$|[/:?#]|\.xml$)/i.exec(
    origin ?? "",
  );
  return match?.[1]?.toLowerCase();
}

/** Personio's `employmentType` (permanent, intern, trainee, freelance) and `schedule` (full-time, part-time). */
function employmentOf(fields: Record<string, string>): string[] {
  const kind = fields.employmentType;
  const schedule =
    fields.schedule === "full-time" || fields.schedule === "part-time" ? fields.schedule : undefined;
  const both = kind === "permanent" ? [schedule, kind] : [kind, schedule];
  return both.filter((t): t is string => Boolean(t));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * One Personio position read into the common shape. The company is `--company`, else the
 * position's `subcompany`; the feed carries no link of its own, so the apply link is the board's
 * job page, `https://<board host>/job/<id>`, when the board is known.
 */
export function readPersonioPosition(
  position: PersonioPosition,
  index: number,
  company: string | undefined,
  host: string | undefined,
): RawPosting {
  const { fields } = position;
  const title = fields.name || undefined;
  const name = company ?? (fields.subcompany || undefined);
  const id = fields.id || undefined;
  const descriptionHtml = position.descriptions
    .filter((d) => d.value)
    .map((d) => `${d.name ? `<h3>${escapeHtml(d.name)}</h3>` : ""}${d.value}`)
    .join("");
  return {
    label: title ?? `position ${index}`,
    title,
    descriptionHtml,
    postedAt: fields.createdAt || undefined,
    employmentTypes: employmentOf(fields),
    company: name ? { name } : undefined,
    places: [{ text: fields.office || position.offices[0] }],
    externalId: id,
    applyUrl: host && id && /^\d+$/.test(id) ? `https://${host}/job/${id}` : undefined,
    source: `personio:${name ? companyNameKey(name) : "unknown"}`,
  };
}
