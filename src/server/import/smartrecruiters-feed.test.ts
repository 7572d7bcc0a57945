import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "./parse-document";
import { smartRecruitersPostingUrl, withPostingDetails } from "./smartrecruiters-feed";

const BOARDS = path.join(path.dirname(new URL(import.meta.url).pathname), "fixtures", "boards");
const LIST = fs.readFileSync(path.join(BOARDS, "smartrecruiters-postings.json"), "utf8");
const POSTING = JSON.parse(fs.readFileSync(path.join(BOARDS, "smartrecruiters-posting.json"), "utf8")) as {
  id: string;
};
const FEED = "https://api.smartrecruiters.com/v1/companies/Ubisoft2/postings?limit=100";

describe("a SmartRecruiters feed's postings", () => {
  it("are each read from their own answer beside the list's address", () => {
    expect(smartRecruitersPostingUrl(FEED, "744000151912444")).toBe(
      "https://api.smartrecruiters.com/v1/companies/Ubisoft2/postings/744000151912444",
    );
  });

  it("take their own answer's text, and keep their list line when it cannot be read", async () => {
    const asked: string[] = [];
    const body = await withPostingDetails(LIST, FEED, async (url) => {
      asked.push(url);
      if (url.endsWith("/744000151912444")) {
        // The saved posting answer, as this list's first posting's.
        return JSON.stringify({ ...POSTING, id: "744000151912444" });
      }
      throw new Error("the site answered 500");
    });
    expect(asked.sort()).toEqual([
      "https://api.smartrecruiters.com/v1/companies/Ubisoft2/postings/744000151872065",
      "https://api.smartrecruiters.com/v1/companies/Ubisoft2/postings/744000151912444",
    ]);
    const parsed = parseDocument(body, { format: "smartrecruiters" });
    expect(parsed).toMatchObject({
      format: "smartrecruiters",
      postings: [
        { title: "Financial Risk Manager (m/f/x)", externalId: "744000151912444" },
        { title: "CRM Webmarketing Assistant", description: "" },
      ],
    });
  });

  it("hand on anything but a list unchanged", async () => {
    const never = async () => {
      throw new Error("not asked");
    };
    expect(await withPostingDetails("<html>sign in</html>", FEED, never)).toBe("<html>sign in</html>");
    expect(await withPostingDetails('{"jobs":[]}', FEED, never)).toBe('{"jobs":[]}');
  });
});
