import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accountAsName, boardApiRequest, recogniseBoardLink } from "./board-links";
import { readBoardPosting } from "./private-posting";

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), "fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

describe("recognising a job board's posting by its address", () => {
  it.each([
    [
      "https://boards.greenhouse.io/vaulttec/jobs/127817",
      { board: "greenhouse", account: "vaulttec", posting: "127817" },
      "https://boards-api.greenhouse.io/v1/boards/vaulttec/jobs/127817",
    ],
    [
      "https://job-boards.greenhouse.io/acme/jobs/4471203?gh_src=abc",
      { board: "greenhouse", account: "acme", posting: "4471203" },
      "https://boards-api.greenhouse.io/v1/boards/acme/jobs/4471203",
    ],
    [
      "https://job-boards.eu.greenhouse.io/parloa/jobs/4635890101",
      { board: "greenhouse", account: "parloa", posting: "4635890101" },
      "https://boards-api.greenhouse.io/v1/boards/parloa/jobs/4635890101",
    ],
    [
      "https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902",
      { board: "lever", account: "leverdemo", posting: "5ac21346-8e0c-4494-8e7a-3eb92ff77902" },
      "https://api.lever.co/v0/postings/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902?mode=json",
    ],
    [
      "https://jobs.eu.lever.co/sonarsource/54743786-1ad7-4be7-bcbe-67f660e9c381/apply",
      { board: "lever", account: "sonarsource" },
      "https://api.eu.lever.co/v0/postings/sonarsource/54743786-1ad7-4be7-bcbe-67f660e9c381?mode=json",
    ],
    [
      "https://jobs.ashbyhq.com/linear/d3bc1ced-3ce4-4086-a050-555055dbb1ff/application",
      { board: "ashby", account: "linear", posting: "d3bc1ced-3ce4-4086-a050-555055dbb1ff" },
      "https://api.ashbyhq.com/posting-api/job-board/linear",
    ],
    [
      "https://apply.workable.com/huggingface/j/19A136F8E2/",
      { board: "workable", account: "huggingface", posting: "19A136F8E2" },
      "https://apply.workable.com/api/v1/widget/accounts/huggingface?details=true",
    ],
    [
      "https://jobs.smartrecruiters.com/Vitol/744000133666057-platform-engineer",
      { board: "smartrecruiters", account: "Vitol", posting: "744000133666057" },
      "https://api.smartrecruiters.com/v1/companies/Vitol/postings/744000133666057",
    ],
    [
      "https://channable.recruitee.com/o/customer-success-manager-benelux-dutch-speaking-3",
      {
        board: "recruitee",
        account: "channable",
        posting: "customer-success-manager-benelux-dutch-speaking-3",
      },
      "https://channable.recruitee.com/api/offers/",
    ],
    [
      "https://personio.jobs.personio.com/job/1834171?language=en",
      { board: "personio", account: "personio", posting: "1834171", host: "personio.jobs.personio.com" },
      "https://personio.jobs.personio.com/xml",
    ],
  ])("%s", (address, link, api) => {
    const found = recogniseBoardLink(address);
    expect(found).toMatchObject(link);
    expect(found && boardApiRequest(found).url).toBe(api);
  });

  it.each([
    "https://boards.greenhouse.io/vaulttec", // the board, not a posting
    "https://jobs.lever.co/leverdemo/not-an-id",
    "https://user@jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902",
    "https://jobs.lever.co:8443/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902",
    "ftp://apply.workable.com/huggingface/j/19A136F8E2",
    "https://apply.workable.com.evil.example/huggingface/j/19A136F8E2",
    "https://careers.example.com/jobs/4471203",
    "not an address",
  ])("%s is no board's posting", (address) => {
    expect(recogniseBoardLink(address)).toBeUndefined();
  });

  it("asks a test's local server instead when given its origin, the API's host in the path", () => {
    const link = recogniseBoardLink(
      "https://jobs.lever.co/lumen-freight/5f1c2a9e-7d0b-4c55-9b1a-3e8f6a2d4c10",
    );
    expect(link && boardApiRequest(link, "http://127.0.0.1:4000/").url).toBe(
      "http://127.0.0.1:4000/api.lever.co/v0/postings/lumen-freight/5f1c2a9e-7d0b-4c55-9b1a-3e8f6a2d4c10?mode=json",
    );
  });

  it("names a company after its board account when the answer names none", () => {
    expect(accountAsName("lumen-freight")).toBe("Lumen Freight");
  });
});

describe("reading the posting a board's API answered", () => {
  it("picks the linked posting out of an account's listing, or says it is not there", async () => {
    const link = recogniseBoardLink(
      "https://channable.recruitee.com/o/customer-success-manager-benelux-dutch-speaking-3",
    );
    if (!link) throw new Error("not recognised");
    const request = boardApiRequest(link);
    const read = await readBoardPosting(fixture("boards/recruitee-offers.json"), link, request, 10_000);
    expect(read).toMatchObject({
      posting: { title: "Customer Success Manager Benelux - Dutch speaking", company: { name: "Channable" } },
    });
    const gone = await readBoardPosting(
      fixture("boards/recruitee-offers.json"),
      { ...link, posting: "no-such-offer" },
      { ...request, pick: "no-such-offer" },
      10_000,
    );
    expect(gone).toEqual({ error: "the recruitee answer does not list the posting no-such-offer" });
  });

  it("reads a Personio position with its apply link on the linked board", async () => {
    const link = recogniseBoardLink("https://personio.jobs.personio.com/job/4103");
    if (!link) throw new Error("not recognised");
    const read = await readBoardPosting(
      fixture("boards/personio-positions.xml"),
      link,
      boardApiRequest(link),
      10_000,
    );
    expect(read).toMatchObject({
      posting: { title: "Security Tester (m/f/d)", applyUrl: "https://personio.jobs.personio.com/job/4103" },
    });
  });
});
