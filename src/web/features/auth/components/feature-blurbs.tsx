import { Globe2, Handshake, Plane } from "lucide-react";

const BLURBS = [
  {
    icon: Plane,
    title: "Jobs with visa sponsorship",
    text: "Search roles around the world and see at a glance which employers sponsor your visa.",
  },
  {
    icon: Globe2,
    title: "Know the place before you move",
    text: "Compare employment, housing, cultural acceptance and food in every country and city.",
  },
  {
    icon: Handshake,
    title: "Get referred by insiders",
    text: "Reach people who work at the companies you want and ask them for a referral.",
  },
];

/** The side panel of the sign-in page: what an account gives you. */
export function FeatureBlurbs() {
  return (
    <section
      aria-labelledby="why-borderless"
      className="rounded-xl border border-border bg-primary-soft p-6 text-primary-soft-fg md:p-8"
    >
      <h2 id="why-borderless" className="text-xl font-semibold">
        Your career, without borders
      </h2>
      <ul className="mt-6 space-y-6">
        {BLURBS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-surface text-fg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
