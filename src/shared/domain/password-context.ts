/** Why a password is refused beyond its length; the same words on the server and in the forms. */
export const PASSWORD_COMMON =
  "This password is one of the most common passwords and easy to guess. Please choose another.";
export const PASSWORD_CONTEXT =
  "Please choose a password that does not contain your username, email or Borderless.";

/** Words a guesser tries first for this person: the site's name, their username and email. */
function contextWords(person: { username?: string; email?: string }): string[] {
  const words = ["borderless"];
  const email = person.email?.trim().toLowerCase() ?? "";
  const local = email.split("@")[0] ?? "";
  for (const word of [person.username?.trim().toLowerCase() ?? "", email, local]) {
    if (word.length >= 3) words.push(word);
  }
  return words;
}

/**
 * The reason a password is built from the person's own context (V6.2.11), or null. A word of four
 * or more characters may not appear anywhere in it; a shorter one may not be the whole password.
 */
export function passwordContextProblem(
  password: string,
  person: { username?: string; email?: string },
): string | null {
  const text = password.toLowerCase();
  for (const word of contextWords(person)) {
    if (word.length >= 4 ? text.includes(word) : text === word) return PASSWORD_CONTEXT;
  }
  return null;
}
