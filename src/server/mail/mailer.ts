import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { outbox } from "../db/schema/people";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it. Never throws on delivery failure. */
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  /** SMTP delivery when set. */
  smtpUrl?: string | undefined;
  /** Without SMTP, each mail is also written here as a text file an operator can open. */
  outboxDir?: string | undefined;
}

/**
 * The one mailer. Every mail lands in the outbox table first. With SMTP_URL set it is then sent and
 * marked sent (or its error recorded); without, it is written to DATA_DIR/outbox and logged.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(outbox)
        .values(mail)
        .returning({ id: outbox.id, createdAt: outbox.createdAt });
      if (!row) return;
      options.log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, "mail queued in outbox");
      if (!transport) {
        if (options.outboxDir)
          await writeOutboxFile(options.outboxDir, row.id, row.createdAt, options.from, mail, options.log);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error, mailId: row.id }, "mail delivery failed");
        await options.db
          .update(outbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}

async function writeOutboxFile(
  dir: string,
  id: number,
  at: Date,
  from: string,
  mail: Mail,
  log: FastifyBaseLogger,
) {
  try {
    await fs.mkdir(dir, { recursive: true });
    const name = `${String(id).padStart(6, "0")}.txt`;
    const content = `From: ${from}\nTo: ${mail.to}\nDate: ${at.toUTCString()}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
    await fs.writeFile(path.join(dir, name), content, { mode: 0o600 });
  } catch (error) {
    log.warn({ err: error }, "could not write the outbox file; the mail stays in the outbox table");
  }
}
