import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadFeedsFile } from "./feeds";
import { READ_FORMATS } from "./raw-posting";

const EXAMPLE = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  "../../../deploy/feeds.example.json",
);

describe("deploy/feeds.example.json", () => {
  it("is a JOB_FEEDS file the server accepts, with one feed of each format", () => {
    const feeds = loadFeedsFile(EXAMPLE);
    expect(feeds.map((feed) => feed.format).sort()).toEqual([...READ_FORMATS].sort());
  });
});
