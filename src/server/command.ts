import { DataDirLockedError } from "./db/client";

/** A refusal the person running a command can act on from its one line: a wrong argument, a held database. */
export class UsageError extends Error {}

function isKnown(error: unknown): error is Error {
  return (
    error instanceof UsageError ||
    error instanceof DataDirLockedError ||
    (error instanceof Error &&
      (error.message.startsWith("Invalid settings") ||
        String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS")))
  );
}

export interface CommandOptions {
  /** The line for a failure nobody foresaw, given the first line of its message. */
  unexpected: (firstLine: string) => string;
  /** Printed under a known failure's message (how to call the command), when given. */
  usage?: string;
}

/**
 * Runs a command's `main` and exits with its code. A failure is one line on standard error: a
 * known one (a UsageError, a held DATA_DIR, invalid settings or arguments) as it is, anything else
 * through `unexpected`; either way the exit code is 1.
 */
export function runCommand(main: () => Promise<number>, options: CommandOptions): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (isKnown(error)) {
        console.error(options.usage ? `${error.message}\n${options.usage}` : error.message);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        console.error(options.unexpected(message.split("\n")[0] ?? ""));
      }
      process.exit(1);
    },
  );
}
