/** What the sign-in page is handed in the history entry: the username someone has just registered. */
export interface SignInState {
  username: string;
}

/** The username handed to the sign-in page, if the history entry holds one. */
export function registeredUsername(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("username" in state)) return null;
  const { username } = state as { username: unknown };
  return typeof username === "string" && username !== "" ? username : null;
}
