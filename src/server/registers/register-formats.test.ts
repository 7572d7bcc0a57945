import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRegisterFile, RegisterFileError } from "./register-formats";
import { REGISTER_DIR, SNAPSHOTS } from "./register-snapshots";

function shipped(file: string): string {
  return fs.readFileSync(path.join(REGISTER_DIR, file), "utf8");
}

describe("the shipped register files, read in their publishers' formats", () => {
  it("holds as many rows as sources.json says, folded into employers", () => {
    const counts = SNAPSHOTS.map((s) => {
      const parsed = parseRegisterFile(s.register, shipped(s.file));
      const said = (
        JSON.parse(shipped("sources.json")) as { snapshots: Array<{ file: string; rows: number }> }
      ).snapshots.find((x) => x.file === s.file)?.rows;
      return {
        register: s.register,
        rows: parsed.rows,
        said,
        employers: parsed.employers.length,
        unnamed: parsed.unnamed,
      };
    });
    expect(counts).toEqual([
      { register: "uk-sponsors", rows: 48_684, said: 48_684, employers: 38_431, unnamed: 0 },
      { register: "us-h1b", rows: 59_983, said: 59_983, employers: 52_991, unnamed: 7 },
    ]);
  }, 60_000);

  it("adds up an H-1B employer's petitions across its rows in one state", () => {
    const us = parseRegisterFile("us-h1b", shipped("us-h1b-fy2022.csv"));
    const stripe = us.employers.filter((e) => e.name === "STRIPE INC");
    expect(stripe).toHaveLength(1);
    const s = stripe[0];
    expect(s?.approvals).toBe(
      (s?.figures["Initial Approval"] ?? 0) + (s?.figures["Continuing Approval"] ?? 0),
    );
    expect(s?.fiscalYear).toBe(2022);
  }, 60_000);
});

describe("a file not in its publisher's format", () => {
  it("is refused with the row and column at fault", () => {
    const header =
      '"Fiscal Year",Employer,"Initial Approval","Initial Denial","Continuing Approval","Continuing Denial",NAICS,"Tax ID",State,City,ZIP';
    const bad = `${header}\n2022,"ZZ VENTURES INC",0,0,one,0,52,8809,CA,"SAN FRANCISCO",94111\n`;
    expect(() => parseRegisterFile("us-h1b", bad)).toThrow(
      new RegisterFileError(2, "Continuing Approval", '"one" is not a whole number'),
    );
    expect(() => parseRegisterFile("uk-sponsors", "Name,Town\nA,B\n")).toThrow(
      /row 1, column Organisation Name/,
    );
    expect(() =>
      parseRegisterFile(
        "uk-sponsors",
        'Organisation Name,Town/City,County,Type & Rating,Route\n"Open quote,X,,Y,Z\n',
      ),
    ).toThrow(/^row \d+, column/);
    expect(() => parseRegisterFile("nl-ind", "")).toThrow(/web page only/);
  });
});
