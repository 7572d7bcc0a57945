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
  /** Records the mail in the outbox, then sends it over SMTP when configured. Never throws on delivery. */
  send(mail: Mail): Promise<void>;
}

/**
 * The one mailer. Every mail lands in the outbox table first (the operator can read it there and
 * in the log); with SMTP_URL set it is then sent and marked sent, or its error recorded.
 */
export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db.insert(outbox).values(mail).returning({ id: outbox.id });
      options.log.info({ mailId: row?.id, to: mail.to, subject: mail.subject }, "mail queued in outbox");
      if (!transport || !row) return;
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
