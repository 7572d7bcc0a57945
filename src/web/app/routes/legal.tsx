import { Link } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";

type LegalPageName = "privacy" | "terms" | "cookies" | "contact";

interface Section {
  heading: string;
  body: string;
  /** A page of ours the section points to, shown after its text. */
  link?: { href: string; label: string };
}

const PAGES: Record<LegalPageName, { title: string; intro: string; sections: Section[] }> = {
  privacy: {
    title: "Privacy Policy",
    intro: "What we keep about you, why, and how to have it removed. Last updated 1 November 2026.",
    sections: [
      {
        heading: "What we store",
        body: "Your account (username, email, full name, profession, skills), your settings, the jobs you save or apply to, the referral offers you publish, the messages you send and receive, and files you upload (resume, cover-letter template). Waitlist entries keep the details you give in the form.",
      },
      {
        heading: "Why",
        body: "Only to run the service you use: to show you your data, to connect you with the people you message, and to send the mails you ask for (waitlist confirmation, password reset). We do not sell data and we run no advertising trackers.",
      },
      {
        heading: "Passwords and sessions",
        body: "Passwords are stored only as a slow, salted hash (argon2id). Sessions use a random identifier in an HttpOnly cookie; signing out ends the session on our server.",
      },
      {
        heading: "Deleting your account",
        body: "Settings → Delete Account removes your profile, settings, saved jobs, applications, files, referral offers and sessions at once. Messages you sent stay visible to the person you sent them to, shown as from 'Deleted user'.",
      },
      { heading: "Contact", body: "Questions about your data: privacy@borderless.example." },
    ],
  },
  terms: {
    title: "Terms of Service",
    intro: "The rules for using Borderless. Last updated 1 November 2026.",
    sections: [
      {
        heading: "Your account",
        body: "Keep your password to yourself; you are responsible for what is done with your account.",
      },
      {
        heading: "Referrals and messages",
        body: "Offer referrals only at companies where you work or worked, describe them truthfully, and treat the people who contact you with respect. No spam, no harassment, no requests for payment.",
      },
      {
        heading: "Information on the site",
        body: "Each published country figure names its publisher, the edition it comes from and where we read it. Where no published figure could be verified for a country, the figure is a Borderless estimate, labelled as such beside it, and How we measure says how each estimate was made. Cities have no figures of their own and show their country's. Job postings, companies and referrers marked Demo are fictional. Every figure is a guide, not advice: check visa rules with the official authority before you move.",
        link: { href: "/methodology", label: "How we measure each figure" },
      },
      {
        heading: "Ending",
        body: "You may delete your account at any time. We may suspend accounts that break these terms.",
      },
    ],
  },
  cookies: {
    title: "Cookie Policy",
    intro: "Borderless uses as few cookies as it can.",
    sections: [
      {
        heading: "The session cookie",
        body: "One strictly necessary cookie keeps you signed in. It is HttpOnly (scripts cannot read it) and is sent only to Borderless.",
      },
      {
        heading: "Local storage",
        body: "Your theme choice (light, dark or system) is kept in your browser's local storage under the key 'theme'.",
      },
      { heading: "No tracking", body: "We use no advertising or analytics cookies." },
    ],
  },
  contact: {
    title: "Contact",
    intro: "We read everything and answer within two working days.",
    sections: [
      { heading: "General questions", body: "hello@borderless.example" },
      { heading: "Privacy and your data", body: "privacy@borderless.example" },
      { heading: "Partnerships and employers", body: "partners@borderless.example" },
    ],
  },
};

export default function LegalPage({ page }: { page: LegalPageName }) {
  const content = PAGES[page];
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg">{content.title}</h1>
        <p className="mt-3 text-muted">{content.intro}</p>
        {content.sections.map((s) => (
          <section key={s.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-fg">{s.heading}</h2>
            <p className="mt-2 leading-relaxed text-muted">{s.body}</p>
            {s.link ? (
              <p className="mt-2">
                <Link href={s.link.href} className="font-medium text-fg underline underline-offset-4">
                  {s.link.label}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
