import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import type { App } from "../types";

/** Seals short secrets kept in the database (authenticator keys) so a copied table reveals none. */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the sealed text was not made with this key or was changed. */
  open(sealed: string): string | null;
}

declare module "fastify" {
  interface FastifyInstance {
    secretBox: SecretBox;
  }
}

const VERSION = "v1";

/** AES-256-GCM under a key derived from SESSION_SECRET (HKDF-SHA-256, its own label). */
export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", secret, "borderless", "secret-box: database secrets", 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
  };
}

export const secretBoxPlugin = fp(
  async (app: App, options: { secret: string }) => {
    app.decorate("secretBox", createSecretBox(options.secret));
  },
  { name: "secret-box" },
);
