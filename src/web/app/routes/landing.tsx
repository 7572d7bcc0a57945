import { BadgeCheck, Briefcase, Calculator, Globe2, Scale, Users } from "lucide-react";
import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

const FEATURES = [
  {
    icon: Globe2,
    title: "Location insights",
    text: "Employment, cultural acceptance, housing, racism level, cultural vibrancy and food for every country, each naming its publisher or marked as our estimate.",
  },
  {
    icon: Briefcase,
    title: "Jobs with visa facts",
    text: "An international job marketplace that says up front whether a role sponsors your visa.",
  },
  {
    icon: Users,
    title: "Referral marketplace",
    text: "Meet people who work at the companies you want, and ask them for a referral.",
  },
  {
    icon: Scale,
    title: "Side-by-side comparison",
    text: "Put two countries next to each other, metric by metric, with live job counts.",
  },
  {
    icon: Calculator,
    title: "Ease-of-living calculator",
    text: "See what a salary means in a place: costs, culture and a clear verdict, on every job.",
  },
  {
    icon: BadgeCheck,
    title: "Your shortlist",
    text: "Save jobs, track applications and keep your profile ready for the move.",
  },
];

export default function LandingPage() {
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-primary-soft to-bg">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center md:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-fg md:text-6xl">
            Find work abroad, and a place that feels like home
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Borderless brings together international jobs with visa-sponsorship facts, country figures that
            say where they come from, and people inside the companies you want to join.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/waitlist" variant="secondary">
              Join Waitlist
            </ButtonLink>
            <ButtonLink href="/register">Get Started</ButtonLink>
            <ButtonLink href="/explore" variant="ghost">
              Explore
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features" className="text-center text-3xl font-bold text-fg">
          Everything you need to decide, and to get there
        </h2>
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-fg">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-fg">
          <h2 id="cta" className="text-3xl font-bold">
            Ready to cross the border?
          </h2>
          <p className="mx-auto mt-3 max-w-xl">
            Join the waitlist for early access, or create your account and start exploring today.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/waitlist" variant="secondary">
              Join Waitlist
            </ButtonLink>
            <ButtonLink href="/register" variant="secondary">
              Create Account
            </ButtonLink>
            <ButtonLink href="/login" variant="secondary">
              Sign In
            </ButtonLink>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
