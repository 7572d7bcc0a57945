import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFileChunks } from "../../db/schema/instances";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";

const BOUNDARY = "----borderless-test-boundary";

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, data: Buffer, type = "application/octet-stream") {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from("\u0014\u0000\u0006\u0000[Content_Types].xml....word/document.xml....", "latin1"),
]);
const TXT = Buffer.from("Dear hiring manager,\nJ'aimerais travailler à Zürich.\n", "utf8");

describe("resume and cover-letter files", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-files-"));
    t = await createTestApp({ config: { dataDir, rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function signedIn() {
    const user = await seedUser(t.db);
    return { user, cookie: await sessionCookie(t.app, t.db, user.id) };
  }

  /** What storage holds for the person: files in DATA_DIR/uploads, or keys in the shared table. */
  async function storedFiles(userId: number): Promise<string[]> {
    if (t.database.kind === "postgres") {
      const rows = await t.db
        .selectDistinct({ key: storedFileChunks.key })
        .from(storedFileChunks)
        .where(like(storedFileChunks.key, `${userId}/%`));
      return rows.map((row) => row.key);
    }
    return fs.readdir(path.join(dataDir, "uploads", String(userId))).catch(() => []);
  }

  function upload(cookie: string, kind: string, fileName: string, data: Buffer) {
    const body = multipart(fileName, data);
    return t.app.inject({
      method: "POST",
      url: `/api/account/files/${kind}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it("uploads, lists, downloads, replaces and removes a file", async () => {
    const { user, cookie } = await signedIn();
    const up = await upload(cookie, "resume", "My CV.pdf", PDF);
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({
      kind: "resume",
      fileName: "My CV.pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });

    const list = await t.app.inject({ url: "/api/account/files", headers: { cookie } });
    expect(list.json()).toHaveLength(1);

    const down = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(down.statusCode).toBe(200);
    expect(down.headers["content-type"]).toBe("application/pdf");
    expect(down.headers["content-disposition"]).toBe(
      `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    );
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(await storedFiles(user.id)).toHaveLength(1);

    const replaced = await upload(cookie, "resume", "cv.txt", TXT);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().contentType).toBe("text/plain; charset=utf-8");
    const after = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(after.rawPayload.equals(TXT)).toBe(true);
    expect(await storedFiles(user.id)).toHaveLength(1);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/account/files/resume",
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("You have not uploaded a resume yet.");
    expect(await storedFiles(user.id)).toHaveLength(0);
  });

  it("keeps a resume and a cover letter template side by side; accepts DOCX", async () => {
    const { cookie } = await signedIn();
    expect((await upload(cookie, "resume", "resume.docx", DOCX)).statusCode).toBe(201);
    expect((await upload(cookie, "cover-letter", "letter.txt", TXT)).statusCode).toBe(201);
    const list = await t.app.inject({ url: "/api/account/files", headers: { cookie } });
    expect(
      list
        .json()
        .map((f: { kind: string }) => f.kind)
        .sort(),
    ).toEqual(["cover-letter", "resume"]);
    const docx = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(docx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it.each([
    [
      "an executable",
      "setup.exe",
      Buffer.from("MZ\u0090\u0000"),
      415,
      "Please upload a PDF, DOCX or TXT file.",
    ],
    [
      "an image",
      "photo.png",
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      415,
      "Please upload a PDF, DOCX or TXT file.",
    ],
    [
      "text renamed to .pdf",
      "cv.pdf",
      TXT,
      415,
      "This file is not a valid PDF file. Please upload a PDF, DOCX or TXT file.",
    ],
    [
      "a zip renamed to .docx",
      "cv.docx",
      Buffer.from("PK\u0003\u0004notword", "latin1"),
      415,
      "This file is not a valid DOCX file. Please upload a PDF, DOCX or TXT file.",
    ],
    [
      "binary renamed to .txt",
      "cv.txt",
      Buffer.from([0xff, 0xfe, 0x00, 0x41]),
      415,
      "This file is not a valid TXT file. Please upload a PDF, DOCX or TXT file.",
    ],
    ["an empty file", "cv.txt", Buffer.alloc(0), 400, "The file is empty. Please choose another file."],
  ])("refuses %s with a clear message", async (_what, name, data, status, message) => {
    const { user, cookie } = await signedIn();
    const res = await upload(cookie, "resume", name, data);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await storedFiles(user.id)).toHaveLength(0);
  });

  it("passes several MB through byte for byte, with its length and no caching", async () => {
    const { cookie } = await signedIn();
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(4 * 1024 * 1024 + 321)]);
    const up = await upload(cookie, "resume", "thesis.pdf", pdf);
    expect(up.statusCode).toBe(201);
    expect(up.json().size).toBe(pdf.length);
    const down = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(down.statusCode).toBe(200);
    expect(down.headers["content-length"]).toBe(String(pdf.length));
    expect(down.headers["cache-control"]).toBe("private, no-store");
    expect(down.rawPayload.equals(pdf)).toBe(true);
  });

  it("reads the whole of a DOCX or a text, not only its first bytes", async () => {
    const { cookie } = await signedIn();
    const filler = Buffer.alloc(300_000, 0x41);
    const lateDocx = Buffer.concat([DOCX.subarray(0, 4), filler, Buffer.from("word/document.xml")]);
    expect((await upload(cookie, "resume", "late.docx", lateDocx)).statusCode).toBe(201);
    const longText = Buffer.from("Zürich, Genève, Malmö. ".repeat(60_000), "utf8");
    const text = await upload(cookie, "cover-letter", "long.txt", longText);
    expect(text.statusCode).toBe(201);
    expect(text.json().size).toBe(longText.length);
    const down = await t.app.inject({ url: "/api/account/files/cover-letter", headers: { cookie } });
    expect(down.rawPayload.equals(longText)).toBe(true);
  });

  it.each([
    [
      "a text with a NUL byte far in",
      "cv.txt",
      Buffer.concat([Buffer.from("a".repeat(600_000)), Buffer.from([0])]),
      "TXT",
    ],
    [
      "a text cut inside a character",
      "cv.txt",
      Buffer.concat([Buffer.from("a".repeat(600_000)), Buffer.from([0xc3])]),
      "TXT",
    ],
    [
      "a zip without a Word document",
      "cv.docx",
      Buffer.concat([DOCX.subarray(0, 4), Buffer.alloc(600_000, 0x41)]),
      "DOCX",
    ],
  ])("refuses %s and keeps the previous file", async (_what, name, data, type) => {
    const { user, cookie } = await signedIn();
    await upload(cookie, "resume", "cv.pdf", PDF);
    const res = await upload(cookie, "resume", name, data);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      `This file is not a valid ${type} file. Please upload a PDF, DOCX or TXT file.`,
    );
    const still = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(still.rawPayload.equals(PDF)).toBe(true);
    expect(await storedFiles(user.id)).toHaveLength(1);
  });

  it("refuses a file over 5 MB and keeps the previous one", async () => {
    const { user, cookie } = await signedIn();
    await upload(cookie, "resume", "cv.pdf", PDF);
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await upload(cookie, "resume", "big.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The file is larger than 5 MB. Please choose a smaller file.");
    const still = await t.app.inject({ url: "/api/account/files/resume", headers: { cookie } });
    expect(still.rawPayload.equals(PDF)).toBe(true);
    expect(await storedFiles(user.id)).toHaveLength(1);
  });

  it("accepts a file of just under 5 MB", async () => {
    const { cookie } = await signedIn();
    const data = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024 - 20, 0x20)]);
    const res = await upload(cookie, "cover-letter", "long.pdf", data);
    expect(res.statusCode).toBe(201);
    expect(res.json().size).toBe(data.length);
  });

  it("refuses a JSON body, no file and an unknown kind", async () => {
    const { cookie } = await signedIn();
    const json = await t.app.inject({
      method: "POST",
      url: "/api/account/files/resume",
      headers: { cookie },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe("Send the file as multipart/form-data.");
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/account/files/resume",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose a file to upload.");
    const kind = await upload(cookie, "passport", "p.pdf", PDF);
    expect(kind.statusCode).toBe(404);
  });

  it("answers a multipart body it cannot parse with a readable 400, not a server error", async () => {
    const { user, cookie } = await signedIn();
    const good = multipart("cv.txt", TXT).payload;
    const cases: Array<{ type: string; payload: Buffer | string }> = [
      { type: "multipart/form-data; boundary=", payload: "{}" },
      { type: "multipart/form-data", payload: good },
      { type: `multipart/form-data; boundary=${"b".repeat(300)}`, payload: good },
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: good.subarray(0, good.length - 30) },
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: "no parts at all" },
    ];
    for (const { type, payload } of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/account/files/resume",
        headers: { cookie, "content-type": type },
        payload,
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(typeof res.json().message).toBe("string");
    }
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it("lets nobody but the owner reach a file", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    await upload(owner.cookie, "resume", "secret.pdf", PDF);
    const list = await t.app.inject({ url: "/api/account/files", headers: { cookie: stranger.cookie } });
    expect(list.json()).toEqual([]);
    const down = await t.app.inject({
      url: "/api/account/files/resume",
      headers: { cookie: stranger.cookie },
    });
    expect(down.statusCode).toBe(404);
    expect(down.body).not.toContain("%PDF");
    const del = await t.app.inject({
      method: "DELETE",
      url: "/api/account/files/resume",
      headers: { cookie: stranger.cookie },
    });
    expect(del.statusCode).toBe(404);
    const visitor = await t.app.inject({ url: "/api/account/files/resume" });
    expect(visitor.statusCode).toBe(401);
    const ownerStill = await t.app.inject({
      url: "/api/account/files/resume",
      headers: { cookie: owner.cookie },
    });
    expect(ownerStill.statusCode).toBe(200);
  });

  it("removes the person's files when they delete the account", async () => {
    const { user, cookie } = await signedIn();
    await upload(cookie, "resume", "cv.pdf", PDF);
    await upload(cookie, "cover-letter", "cl.txt", TXT);
    expect(await storedFiles(user.id)).toHaveLength(2);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "password123" },
    });
    expect(res.statusCode).toBe(204);
    expect(await storedFiles(user.id)).toHaveLength(0);
  });
});
