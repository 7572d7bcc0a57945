import { isObject, str } from "./raw-posting";

/** A list answer larger than this is handed on as it is (a page of 100 postings is far smaller). */
const MAX_LIST_CHARS = 1024 * 1024;
/** Postings whose own answer is read for one feed run: a page holds at most 100. */
const MAX_DETAILS = 100;
/** Posting answers read at once. */
const AT_ONCE = 4;

/**
 * The address of one posting's own answer beside a list's address:
 * `…/v1/companies/<company>/postings?limit=100` → `…/v1/companies/<company>/postings/<id>`.
 */
export function smartRecruitersPostingUrl(listUrl: string, id: string): string {
  const url = new URL(listUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}/${encodeURIComponent(id)}`;
}

/**
 * A SmartRecruiters feed's list carries no descriptions: each posting's own answer (its `jobAd`)
 * is read, through `readOne`, and stands in for its line of the list. A posting whose answer cannot
 * be read keeps its line (it is then skipped for want of a description, and not closed). Anything
 * that is not a list of postings is handed on unchanged, for the importer to name.
 */
export async function withPostingDetails(
  body: string,
  listUrl: string,
  readOne: (url: string) => Promise<string>,
): Promise<string> {
  if (body.length > MAX_LIST_CHARS) return body;
  let list: unknown;
  try {
    list = JSON.parse(body);
  } catch {
    return body;
  }
  if (!isObject(list) || !Array.isArray(list.content)) return body;
  const content = list.content as unknown[];
  const detailed = [...content];
  let next = 0;
  const worker = async () => {
    while (next < Math.min(content.length, MAX_DETAILS)) {
      const i = next;
      next += 1;
      const item = content[i];
      const id = isObject(item) ? str(item.id) : undefined;
      if (!id) continue;
      try {
        const detail: unknown = JSON.parse(await readOne(smartRecruitersPostingUrl(listUrl, id)));
        if (isObject(detail) && str(detail.id) === id && isObject(detail.jobAd)) detailed[i] = detail;
      } catch {
        // This posting keeps its list line.
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return JSON.stringify({ ...list, content: detailed });
}
