import { describe, expect, it } from "vitest";
import { createProgress, formatDuration } from "./progress";

/** A stream that keeps what is written, and a clock the test moves. */
function setup(interactive: boolean, columns = 100) {
  const written: string[] = [];
  let clock = 0;
  const progress = createProgress({
    stream: { write: (text: string) => written.push(text), isTTY: interactive, columns },
    interactive,
    now: () => clock,
    lineEveryMs: 5000,
  });
  return {
    progress,
    output: () => written.join(""),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("progress of a long command", () => {
  it("on a terminal redraws one line: a bar, the counts and the time left, then clears it", () => {
    const { progress, output, advance } = setup(true);
    progress.step("importing", 20, "files");
    advance(2000);
    progress.update(5);
    const drawn = output().split("\r\x1b[2K").filter(Boolean);
    expect(drawn.at(-1)).toBe("importing [██████░░░░░░░░░░░░░░░░░░] 25% 5 / 20 files · about 6s left");
    expect(output()).not.toContain("\n");
    progress.end();
    expect(output().endsWith("\r\x1b[2K")).toBe(true);
  });

  it("prints the command's own lines above the bar, and draws the bar again below them", () => {
    const { progress, output, advance } = setup(true);
    progress.step("importing", 4, "files");
    advance(500);
    progress.log("skipped broken.json: no title");
    expect(output()).toContain("\r\x1b[2Kskipped broken.json: no title\n\r\x1b[2Kimporting [");
  });

  it("redraws at most ten times a second", () => {
    const { progress, output, advance } = setup(true);
    progress.step("generating jobs", 1000, "jobs");
    for (let done = 1; done <= 100; done++) {
      advance(1);
      progress.update(done);
    }
    // The step's first drawing, then one more after 100 ms.
    expect(output().split("\r\x1b[2K").filter(Boolean)).toHaveLength(2);
  });

  it("keeps a line within the terminal's width", () => {
    const { progress, output } = setup(true, 30);
    progress.step("generating jobs for the benchmark", 1_000_000, "jobs");
    const line = output().split("\r\x1b[2K").filter(Boolean).at(-1) ?? "";
    expect(line.length).toBeLessThanOrEqual(29);
  });

  it("shows bytes as sizes, and the time taken for a step without a total", () => {
    const { progress, output, advance } = setup(true);
    progress.step("compressing", 10 * 1024 * 1024, { bytes: true });
    advance(3000);
    progress.update(4.5 * 1024 * 1024);
    expect(output()).toContain("45% 4.5 MiB / 10.0 MiB · about 4s left");
    progress.step("waiting for the server's copy");
    advance(12_000);
    progress.update(0);
    expect(output().split("\r\x1b[2K").at(-1)).toBe("waiting for the server's copy · 12s");
  });

  it("elsewhere writes plain lines: each step as it starts, then one every few seconds, no escapes", () => {
    const { progress, output, advance } = setup(false);
    progress.step("importing", 120, "files");
    for (let done = 1; done <= 120; done++) {
      advance(100);
      progress.update(done);
    }
    progress.log("skipped a.json: no title");
    progress.step("copying the database files");
    progress.end();
    expect(output().split("\n")).toEqual([
      "importing: 0 / 120 files (0%)",
      "importing: 50 / 120 files (41%), about 7s left",
      "importing: 100 / 120 files (83%), about 2s left",
      "skipped a.json: no title",
      "copying the database files...",
      "",
    ]);
    expect(output()).not.toContain("\r");
    expect(output()).not.toContain("\x1b");
  });
});

describe("formatDuration", () => {
  it("reads as people say durations", () => {
    expect(formatDuration(400)).toBe("1s");
    expect(formatDuration(45_000)).toBe("45s");
    expect(formatDuration(185_000)).toBe("3m 05s");
    expect(formatDuration(4_800_000)).toBe("1h 20m");
  });
});
