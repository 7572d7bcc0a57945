import { BadgeCheck, Clock, Sparkles } from "lucide-react";

const PERKS = [
  { icon: Sparkles, text: "Early access before the public launch" },
  { icon: BadgeCheck, text: "Visa-sponsored roles matched to your countries" },
  { icon: Clock, text: "Referral requests answered first" },
];

export function WaitlistHero() {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-fg">Early access</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg md:text-5xl">
        Join the Borderless waitlist
      </h1>
      <p className="mt-4 text-lg text-muted">
        Tell us where you want to work and what you do. We'll invite you as soon as your spot opens.
      </p>
      <ul className="mt-8 grid gap-3 text-left text-fg sm:grid-cols-3">
        {PERKS.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-start gap-3 rounded-lg border border-border bg-surface p-3 text-sm"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-primary-soft-fg" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
