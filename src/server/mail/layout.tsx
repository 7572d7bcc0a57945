import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";

/** One line of a mail's list (a job, a figure): a title that links, and a detail under it. */
export interface MailItem {
  title: string;
  detail?: string | undefined;
  /** Absolute URL. */
  url: string;
}

/** What every mail says; the one layout turns it into HTML and its plain-text twin. */
export interface MailContent {
  subject: string;
  heading: string;
  /** The body before the list and the action; the first is also the inbox preview line. */
  paragraphs: string[];
  items?: MailItem[] | undefined;
  /** Under the list, when it was cut: "and 4 more", linking to all of them. */
  more?: { label: string; url: string } | undefined;
  /** The one thing to do next; the URL is written out in the text twin so it can be copied. */
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the action (what happens if the reader does nothing). */
  closing?: string[] | undefined;
  footer: {
    /** Why this mail was sent, in a sentence. */
    reason: string;
    /** The setting that governs this mail ("Settings", "Account › Saved searches"), absolute URL. */
    setting?: { label: string; url: string } | undefined;
    /** One-click unsubscribe page (notification mails only). */
    unsubscribeUrl?: string | undefined;
  };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const BRAND = "Borderless";
const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#1d4ed8";

const styles = {
  body: {
    backgroundColor: "#f1f5f9",
    margin: 0,
    padding: "24px 0",
    fontFamily: "Arial, Helvetica, sans-serif",
  },
  container: { backgroundColor: "#ffffff", maxWidth: "560px", padding: "24px 28px", borderRadius: "8px" },
  brand: { color: ACCENT, fontSize: "18px", fontWeight: 700, margin: "0 0 16px", letterSpacing: "0.02em" },
  heading: { color: INK, fontSize: "22px", lineHeight: "28px", margin: "0 0 16px" },
  text: { color: INK, fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  item: { margin: "0 0 12px" },
  itemLink: { color: ACCENT, fontSize: "15px", fontWeight: 700, textDecoration: "underline" },
  itemDetail: { color: MUTED, fontSize: "13px", lineHeight: "18px", margin: "2px 0 0" },
  button: {
    backgroundColor: ACCENT,
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    borderRadius: "6px",
    textDecoration: "none",
  },
  fallback: { color: MUTED, fontSize: "13px", lineHeight: "18px", margin: "12px 0", wordBreak: "break-all" },
  hr: { borderColor: "#e2e8f0", margin: "24px 0 12px" },
  footer: { color: MUTED, fontSize: "12px", lineHeight: "18px", margin: "0 0 6px" },
  footerLink: { color: MUTED, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

function MailLayout({ content }: { content: MailContent }) {
  const { footer } = content;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.paragraphs[0] ?? content.heading}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{BRAND}</Text>
          <Heading as="h1" style={styles.heading}>
            {content.heading}
          </Heading>
          {content.paragraphs.map((p) => (
            <Text key={p} style={styles.text}>
              {p}
            </Text>
          ))}
          {content.items && content.items.length > 0 && (
            <Section>
              {content.items.map((item) => (
                <Section key={item.url} style={styles.item}>
                  <Link href={item.url} style={styles.itemLink}>
                    {item.title}
                  </Link>
                  {item.detail && <Text style={styles.itemDetail}>{item.detail}</Text>}
                </Section>
              ))}
              {content.more && (
                <Text style={styles.text}>
                  <Link href={content.more.url} style={styles.itemLink}>
                    {content.more.label}
                  </Link>
                </Text>
              )}
            </Section>
          )}
          {content.action && (
            <Section>
              <Button href={content.action.url} style={styles.button}>
                {content.action.label}
              </Button>
              <Text style={styles.fallback}>
                If the button does not work, copy this address into your browser: {content.action.url}
              </Text>
            </Section>
          )}
          {(content.closing ?? []).map((p) => (
            <Text key={p} style={styles.text}>
              {p}
            </Text>
          ))}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{footer.reason}</Text>
          {footer.setting && (
            <Text style={styles.footer}>
              Change this in{" "}
              <Link href={footer.setting.url} style={styles.footerLink}>
                {footer.setting.label}
              </Link>
              .
            </Text>
          )}
          {footer.unsubscribeUrl && (
            <Text style={styles.footer}>
              <Link href={footer.unsubscribeUrl} style={styles.footerLink}>
                Unsubscribe
              </Link>{" "}
              from these mails with one click, without signing in.
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The plain-text twin, written by hand rather than converted from the HTML: every URL stands alone
 * on its line (a converter wraps them in brackets or splits them), and lists read as lists.
 */
function plainText(content: MailContent): string {
  const lines: string[] = [BRAND, "", content.heading, "=".repeat(Math.min(content.heading.length, 72)), ""];
  for (const p of content.paragraphs) lines.push(p, "");
  if (content.items && content.items.length > 0) {
    for (const item of content.items) {
      lines.push(`- ${item.title}`);
      if (item.detail) lines.push(`  ${item.detail}`);
      lines.push(`  ${item.url}`);
    }
    if (content.more) lines.push("", `${content.more.label}:`, content.more.url);
    lines.push("");
  }
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, "");
  for (const p of content.closing ?? []) lines.push(p, "");
  const { footer } = content;
  lines.push("--", footer.reason);
  if (footer.setting) lines.push(`Change this in ${footer.setting.label}: ${footer.setting.url}`);
  if (footer.unsubscribeUrl) lines.push(`Unsubscribe with one click: ${footer.unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}

/** Every mail the app sends, through one layout: the brand, a heading, the body and a footer saying why. */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const html = await render(<MailLayout content={content} />);
  return { subject: content.subject, html, text: plainText(content) };
}
