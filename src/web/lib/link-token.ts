/**
 * The token of a mailed link. Links carry it in the fragment (`#token=`), which a browser never sends
 * to a server, keeps out of `Referer` and out of access logs; a link mailed before then carries it
 * in the query, and still works.
 */
export function linkToken(search: string, hash: string): string {
  return (
    new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? new URLSearchParams(search).get("token") ?? ""
  );
}
