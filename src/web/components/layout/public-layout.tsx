import type { ReactNode } from "react";
import { Link } from "wouter";
import { useSession } from "../../lib/session";
import { buttonClass } from "../ui/button";
import { Brand } from "./brand";
import { SkipLink } from "./skip-link";
import { ThemeToggle } from "./theme-toggle";

/** Header of the marketing pages: about, waitlist, sign in and sign up (or back to the app). */
export function PublicHeader({ signUpLabel = "Sign Up" }: { signUpLabel?: string }) {
  const { user } = useSession();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Brand />
        <nav aria-label="Site" className="flex flex-wrap items-center gap-1">
          <div className="hidden items-center gap-1 sm:flex">
            <Link href="/about-us" className={buttonClass("ghost", "sm")}>
              About
            </Link>
            <Link href="/waitlist" className={buttonClass("ghost", "sm")}>
              Waitlist
            </Link>
          </div>
          <ThemeToggle />
          {user ? (
            <Link href="/home" className={buttonClass("primary", "sm")}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <Link href="/login" className={buttonClass("secondary", "sm")}>
                Sign In
              </Link>
              <Link href="/register" className={buttonClass("primary", "sm")}>
                {signUpLabel}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

const FOOTER_PRODUCT = [
  { href: "/jobs", label: "Jobs" },
  { href: "/countries", label: "Countries" },
  { href: "/referrals", label: "Referrals" },
  { href: "/compare", label: "Compare" },
  { href: "/about-us", label: "About Us" },
];
const FOOTER_COMPANY = [
  { href: "/about-us", label: "Careers" },
  { href: "/about-us", label: "Blog" },
  { href: "/contact", label: "Contact" },
];
const FOOTER_LEGAL = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/cookies", label: "Cookie Policy" },
  { href: "/methodology", label: "How we measure" },
];

function FooterColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((l) => (
          <li key={l.label}>
            <Link
              href={l.href}
              className="inline-block py-1.5 text-sm text-muted hover:text-fg hover:underline"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <Brand />
          <p className="mt-3 text-sm text-muted">
            Work abroad with your eyes open: jobs, visas, places and people.
          </p>
        </div>
        <FooterColumn title="Product" links={FOOTER_PRODUCT} />
        <FooterColumn title="Company" links={FOOTER_COMPANY} />
        <FooterColumn title="Legal" links={FOOTER_LEGAL} />
      </div>
      <p className="border-t border-border py-4 text-center text-sm text-muted">
        © {new Date().getFullYear()} Borderless
      </p>
    </footer>
  );
}

export function PublicLayout({ children, signUpLabel }: { children: ReactNode; signUpLabel?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader signUpLabel={signUpLabel} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
