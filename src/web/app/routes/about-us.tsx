import { ExternalLink, Mail } from "lucide-react";
import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

const FOUNDER_LINKS = [
  { label: "Email", href: "mailto:founder@borderless.example", icon: Mail },
  { label: "LinkedIn", href: "https://www.linkedin.com/", icon: ExternalLink },
  { label: "GitHub", href: "https://github.com/", icon: ExternalLink },
];

const DIFFERENTIATORS = [
  {
    title: "Cultural intelligence",
    text: "We measure what job boards ignore: how welcome you will feel, how easy it is to find a home, whether you can eat well.",
  },
  {
    title: "Visa transparency",
    text: "Every job says plainly whether the employer sponsors a visa, so you stop applying to roles you cannot take.",
  },
  {
    title: "Referral marketplace",
    text: "A referral from someone inside is the shortest way in. We connect you with the people who can give one.",
  },
];

export default function AboutUsPage() {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-4xl font-extrabold tracking-tight text-fg">About Borderless</h1>

        <section aria-labelledby="mission" className="mt-10">
          <h2 id="mission" className="text-2xl font-bold text-fg">
            Our mission
          </h2>
          <p className="mt-3 text-lg text-muted">
            Moving abroad for work is one of the biggest decisions a person makes. Our mission is to make it
            an informed one: to show the job, the visa, the place and the people together, honestly, so nobody
            has to guess.
          </p>
        </section>

        <section aria-labelledby="vision" className="mt-10">
          <h2 id="vision" className="text-2xl font-bold text-fg">
            Our vision
          </h2>
          <p className="mt-3 text-lg text-muted">
            A world where talent moves as freely as ideas. We set out to help 100,000 professionals find work
            abroad by 2025, and we keep going: every person who lands well abroad makes the path clearer for
            the next.
          </p>
        </section>

        <section aria-labelledby="different" className="mt-10">
          <h2 id="different" className="text-2xl font-bold text-fg">
            What makes us different
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {DIFFERENTIATORS.map((d) => (
              <Card key={d.title}>
                <h3 className="font-semibold text-fg">{d.title}</h3>
                <p className="mt-2 text-sm text-muted">{d.text}</p>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="founder" className="mt-10">
          <h2 id="founder" className="text-2xl font-bold text-fg">
            The founder
          </h2>
          <Card className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
            <span
              aria-hidden="true"
              className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-fg"
            >
              P
            </span>
            <div>
              <h3 className="text-lg font-semibold text-fg">Priya Raman</h3>
              <p className="text-muted">
                Founder. Moved from Chennai to Berlin to Toronto for work, and built the tool she wished she
                had.
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {FOUNDER_LINKS.map(({ label, href, icon: Icon }) => {
                  const external = href.startsWith("https:");
                  return (
                    <li key={label}>
                      <a
                        href={href}
                        target={external ? "_blank" : undefined}
                        rel={external ? "noopener noreferrer" : undefined}
                        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-primary underline"
                      >
                        <Icon className="size-4" aria-hidden="true" /> {label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          </Card>
        </section>

        <section aria-labelledby="join" className="mt-12 rounded-2xl bg-primary-soft p-8 text-center">
          <h2 id="join" className="text-2xl font-bold text-primary-soft-fg">
            Join us
          </h2>
          <p className="mt-2 text-primary-soft-fg">Create your account, or look around first.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/register">Create Account</ButtonLink>
            <ButtonLink href="/explore" variant="secondary">
              Explore
            </ButtonLink>
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
