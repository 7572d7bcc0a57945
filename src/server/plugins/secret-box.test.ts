import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

describe("secret box", () => {
  const box = createSecretBox("a".repeat(40));

  it("seals so the stored text shows nothing of the secret, differently each time, and opens it again", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("opens nothing sealed under another SESSION_SECRET, changed on disk, or malformed", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(createSecretBox("b".repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split(".");
    const body = parts[3] ?? "";
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(box.open([parts[0], parts[1], parts[2], flipped].join("."))).toBeNull();
    expect(box.open("v1.x")).toBeNull();
    expect(box.open("plain text")).toBeNull();
  });
});
