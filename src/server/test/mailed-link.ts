/**
 * The token of the link to `path` in a mail's text, as the test app's default PUBLIC_URL
 * (http://localhost:3000) builds it; throws with the text when there is none.
 */
export function linkTokenIn(text: string | undefined, path: string): string {
  const escaped = path.replace(/[/.]/g, "\\$&");
  const match = text?.match(new RegExp(`http://localhost:3000${escaped}#token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}
