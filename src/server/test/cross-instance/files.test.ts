import { randomBytes } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFileChunks } from "../../db/schema/instances";
import type { App } from "../../types";
import { seedUser, sessionCookie } from "../app";
import { createTwoInstances, hasPostgres, type TwoInstances } from "../two-instances";

/**
 * A person's files live in the database the instances share, not on the disk of the instance that
 * took the upload: any instance serves them, and a removal on one is a removal on all.
 */

const BOUNDARY = "----borderless-cross-instance-boundary";

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, data: Buffer) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function download(app: App, cookie: string) {
  return app.inject({ url: "/api/account/files/resume", headers: { cookie } });
}

describe.runIf(hasPostgres)("uploaded files across instances", () => {
  let two: TwoInstances;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    two = await createTwoInstances();
    const user = await seedUser(two.a.db);
    userId = user.id;
    cookie = await sessionCookie(two.a.app, two.a.db, user.id);
  });
  afterAll(async () => {
    await two?.close();
  });

  /** The storage keys the shared database holds bytes under for the person. */
  async function storedKeys(): Promise<string[]> {
    const rows = await two.a.db
      .selectDistinct({ key: storedFileChunks.key })
      .from(storedFileChunks)
      .where(like(storedFileChunks.key, `${userId}/%`));
    return rows.map((row) => row.key);
  }

  it("serves on B, byte for byte, a file uploaded on A; removed on B, it is gone on A", async () => {
    // Several chunks' worth, so the download on B reads the stored file piece by piece.
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(3 * 1024 * 1024 + 77)]);
    const body = multipart("Lebenslauf.pdf", pdf);
    const up = await two.a.app.inject({
      method: "POST",
      url: "/api/account/files/resume",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ kind: "resume", size: pdf.length, contentType: "application/pdf" });
    // The two instances here share a DATA_DIR too: the bytes must be in the database, not in it.
    expect(await storedKeys()).toHaveLength(1);

    const onB = await download(two.b, cookie);
    expect(onB.statusCode).toBe(200);
    expect(onB.headers["content-type"]).toBe("application/pdf");
    expect(onB.headers["content-length"]).toBe(String(pdf.length));
    expect(onB.headers["content-disposition"]).toBe(
      `attachment; filename="Lebenslauf.pdf"; filename*=UTF-8''Lebenslauf.pdf`,
    );
    expect(onB.rawPayload.equals(pdf)).toBe(true);

    const removed = await two.b.inject({
      method: "DELETE",
      url: "/api/account/files/resume",
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await storedKeys()).toEqual([]);
    const onA = await download(two.a.app, cookie);
    expect(onA.statusCode).toBe(404);
    expect(onA.json().message).toBe("You have not uploaded a resume yet.");
  });

  it("serves on A the file last uploaded on B, and keeps no bytes of the one it replaced", async () => {
    const first = multipart("cv.pdf", Buffer.from("%PDF-1.4\nfirst version\n"));
    const second = Buffer.from("%PDF-1.7\nsecond version\n");
    const upload = (app: App, b: ReturnType<typeof multipart>) =>
      app.inject({
        method: "POST",
        url: "/api/account/files/resume",
        headers: { ...b.headers, cookie },
        payload: b.payload,
      });
    expect((await upload(two.a.app, first)).statusCode).toBe(201);
    expect((await upload(two.b, multipart("cv.pdf", second))).statusCode).toBe(201);
    const onA = await download(two.a.app, cookie);
    expect(onA.rawPayload.equals(second)).toBe(true);
    expect(await storedKeys()).toHaveLength(1);
  });
});
