import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { outbox, users } from "../db/schema/people";
import type { Db } from "../db/types";
import { type Metrics, noMetrics } from "../metrics/metrics";
import type { Queue } from "../queue/queue";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (renderMail gives both); a mail client shows it, the text is its twin. */
  html?: string | undefined;
  /** Extra header fields (List-Unsubscribe on notification mails). */
  headers?: Record<string, string> | undefined;
  /** When what the mail carries (a link) stops working: an undelivered or kept copy goes then. */
  expiresAt?: Date | undefined;
}

export interface SendOptions {
  /** A transaction to queue the mail in: it goes only if that transaction commits. */
  within?: Db | undefined;
}

export interface Mailer {
  /** Queues the mail (one insert) and returns; the queue delivers it, with retries. */
  send(mail: Mail, options?: SendOptions): Promise<void>;
  /**
   * Queues a notification to a person, only if their address is verified (a link they opened);
   * answers whether it was queued.
   */
  notify(userId: number, mail: Omit<Mail, "to">, options?: SendOptions): Promise<boolean>;
}

/** The runs of the mailer's own tasks (queue/tasks.ts). */
export interface MailDelivery {
  /** The run of a `mail` task: delivers the queued mail, or drops it when its link has expired. */
  deliver(mail: StoredMail): Promise<void>;
  /** The run of an `outbox.purge` task: the kept copy of a mail whose link expired goes. */
  purgeOutbox(outboxId: number): Promise<void>;
}

/** Hands one mail to whatever carries it on; throws when it could not (the queue retries). */
export type MailTransport = (mail: Mail & { from: string }) => Promise<void>;

export interface MailerOptions {
  db: Db;
  queue: Queue;
  log: FastifyBaseLogger;
  from: string;
  /** SMTP delivery when set. */
  smtpUrl?: string | undefined;
  /** Without SMTP, each mail is kept in the outbox table and written here as an .eml file. */
  outboxDir?: string | undefined;
  /** Delivery other than SMTP or the outbox (tests capture mail with it). */
  transport?: MailTransport | undefined;
  /** Told what became of each delivery. */
  metrics?: Metrics | undefined;
}

export const MAIL_TASK = "mail";
export const OUTBOX_PURGE_TASK = "outbox.purge";

/** A mail as its task stores it (the payload of `mail`). */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  expiresAt: string | null;
}

/**
 * The one mailer. A mail is a task in the database queue, so a request never waits for a mail
 * server (and a reset request for a known address answers as fast as one for an unknown address).
 * With SMTP_URL the task is deleted once sent: no copy of a link is kept. Without SMTP (development)
 * the mail is kept for the developer in the outbox table and DATA_DIR/outbox (owner-only files),
 * and a mail carrying a link is deleted when the link expires.
 */
export function createMailer(options: MailerOptions): Mailer & MailDelivery {
  const { db, queue, log, from } = options;
  const metrics = options.metrics ?? noMetrics;
  const deliver: MailTransport =
    options.transport ??
    (options.smtpUrl ? smtpTransport(options.smtpUrl) : outboxTransport(db, queue, log, options.outboxDir));

  async function deliverStored(mail: StoredMail): Promise<void> {
    const expiresAt = mail.expiresAt ? new Date(mail.expiresAt) : undefined;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      log.warn({ to: mail.to, subject: mail.subject }, "mail dropped: its link expired before delivery");
      metrics.mail("dropped");
      return;
    }
    try {
      await deliver({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        expiresAt,
      });
    } catch (error) {
      metrics.mail("failed");
      throw error;
    }
    metrics.mail("sent");
    log.info({ to: mail.to, subject: mail.subject }, "mail delivered");
  }

  async function send(mail: Mail, sendOptions: SendOptions = {}): Promise<void> {
    const stored: StoredMail = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.headers === undefined ? {} : { headers: mail.headers }),
      expiresAt: mail.expiresAt?.toISOString() ?? null,
    };
    await queue.enqueue(MAIL_TASK, { ...stored }, sendOptions.within ? { within: sendOptions.within } : {});
  }

  return {
    send,
    deliver: deliverStored,
    async purgeOutbox(outboxId) {
      await db.delete(outbox).where(eq(outbox.id, outboxId));
      if (options.outboxDir) await fs.rm(outboxFile(options.outboxDir, outboxId), { force: true });
    },
    async notify(userId, mail, sendOptions = {}) {
      const [user] = await (sendOptions.within ?? db)
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
      if (!user) return false;
      await send({ ...mail, to: user.email }, sendOptions);
      return true;
    },
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ from, to, subject, text, html, headers }) => {
    await transport.sendMail({ from, to, subject, text, html, headers });
  };
}

/**
 * The mail as a mail client receives it (RFC 5322: From, To, Date, Subject, Message-ID, the extra
 * headers, and multipart/alternative text and HTML), built by nodemailer's own composer, the one
 * SMTP delivery uses; any mail client opens the file.
 */
async function composeMessage(mail: Mail & { from: string }, date: Date): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    date,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
  return composer.compile().build();
}

function outboxFile(dir: string, id: number): string {
  return path.join(dir, `${String(id).padStart(6, "0")}.eml`);
}

/** Development delivery: the outbox table, an owner-only .eml file, and a purge when the link expires. */
function outboxTransport(
  db: Db,
  queue: Queue,
  log: FastifyBaseLogger,
  dir: string | undefined,
): MailTransport {
  return async (mail) => {
    const [row] = await db
      .insert(outbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, expiresAt: mail.expiresAt ?? null })
      .returning({ id: outbox.id, createdAt: outbox.createdAt });
    if (!row) return;
    if (mail.expiresAt)
      await queue.enqueue(OUTBOX_PURGE_TASK, { outboxId: row.id }, { runAt: mail.expiresAt });
    log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, "mail kept in the outbox (no SMTP_URL)");
    if (!dir) return;
    try {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700);
      await fs.writeFile(outboxFile(dir, row.id), await composeMessage(mail, row.createdAt), { mode: 0o600 });
    } catch (error) {
      log.warn({ err: error }, "could not write the outbox file; the mail stays in the outbox table");
    }
  };
}
