import { PASSWORD_COMMON, passwordContextProblem } from "@shared/domain/password-context";
import { AppError } from "@shared/errors";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The ~49,000 most common passwords of public breach corpora, as zxcvbn-ts ships them (lower case),
 * kept in memory: checked offline, nothing leaves the server.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password that is common or built from the person's context, as a 400 whose field
 * error sits under `field` (the form's password input).
 */
export function assertPasswordQuality(
  password: string,
  person: { username?: string; email?: string },
  field: string,
): void {
  const problem = isCommonPassword(password) ? PASSWORD_COMMON : passwordContextProblem(password, person);
  if (problem) throw new AppError("validation", problem, { [field]: [problem] });
}
