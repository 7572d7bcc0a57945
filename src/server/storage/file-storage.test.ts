import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStorage, type FileStorage } from "./file-storage";

describe("local file storage", () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-storage-"));
    storage = createLocalFileStorage(dir);
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("keeps bytes under a key until deleted", async () => {
    await storage.put("7/resume-abc", Buffer.from("hello"));
    expect((await storage.get("7/resume-abc"))?.toString()).toBe("hello");
    await storage.put("7/resume-abc", Buffer.from("replaced"));
    expect((await storage.get("7/resume-abc"))?.toString()).toBe("replaced");
    await storage.delete("7/resume-abc");
    expect(await storage.get("7/resume-abc")).toBeNull();
    await expect(storage.delete("7/resume-abc")).resolves.toBeUndefined();
  });

  it("refuses keys that would leave its folder", async () => {
    await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("a/../../b")).rejects.toThrow(/Invalid storage key/);
  });
});
