import {
  Bookmark,
  Briefcase,
  Building2,
  Globe2,
  type LucideIcon,
  MessagesSquare,
  Scale,
  Search,
  Settings2,
  SlidersHorizontal,
  Users,
} from "lucide-react";
import { Link } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";
import { PageHeader } from "../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useSession } from "../../lib/session";

interface Feature {
  title: string;
  text: string;
  href: string;
  icon: LucideIcon;
}

const F = {
  countries: {
    title: "Countries",
    text: "Metrics on work, culture, housing and food.",
    href: "/countries",
    icon: Globe2,
  },
  compare: { title: "Compare", text: "Two countries side by side.", href: "/compare", icon: Scale },
  calculator: {
    title: "Country Calculator",
    text: "Rank every country by what matters to you.",
    href: "/calculator",
    icon: SlidersHorizontal,
  },
  jobs: {
    title: "Jobs",
    text: "International roles with visa-sponsorship facts.",
    href: "/jobs",
    icon: Briefcase,
  },
  companies: {
    title: "Companies",
    text: "Browse jobs by the companies hiring.",
    href: "/companies",
    icon: Building2,
  },
  search: {
    title: "Advanced Search",
    text: "Filter by country, type, work style and visa.",
    href: "/jobs",
    icon: Search,
  },
  referrals: {
    title: "Referral Marketplace",
    text: "Find people who can refer you.",
    href: "/referrals",
    icon: Users,
  },
  messages: {
    title: "Messages",
    text: "Talk with referrers and seekers.",
    href: "/referrals",
    icon: MessagesSquare,
  },
  savedItems: {
    title: "Saved Items",
    text: "Everything you kept for later.",
    href: "/saved",
    icon: Bookmark,
  },
  savedJobs: { title: "Saved Jobs", text: "Your shortlist of roles.", href: "/saved", icon: Bookmark },
  myReferrals: {
    title: "Manage My Referrals",
    text: "Offer referrals at your company.",
    href: "/my-referrals",
    icon: Settings2,
  },
} satisfies Record<string, Feature>;

const TABS: { value: string; label: string; items: Feature[] }[] = [
  {
    value: "all",
    label: "All Features",
    items: [
      F.countries,
      F.jobs,
      F.companies,
      F.search,
      F.referrals,
      F.messages,
      F.compare,
      F.calculator,
      F.savedItems,
      F.savedJobs,
      F.myReferrals,
    ],
  },
  { value: "countries", label: "Countries", items: [F.countries, F.compare, F.calculator] },
  { value: "jobs", label: "Jobs", items: [F.jobs, F.companies, F.savedJobs] },
  { value: "referrals", label: "Referrals", items: [F.referrals, F.messages, F.myReferrals] },
  { value: "tools", label: "Tools", items: [F.compare, F.search, F.calculator] },
];

function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ title, text, href, icon: Icon }) => (
        <li key={title}>
          <Link
            href={href}
            className="flex h-full gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm hover:border-primary"
          >
            <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-fg">{title}</span>
              <span className="mt-1 block text-sm text-muted">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ExploreContent() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-0">
      <PageHeader title="Explore Borderless" subtitle="Everything the platform offers, in one place." />
      <Tabs defaultValue="all">
        <TabsList aria-label="Feature groups">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <FeatureGrid items={t.items} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * Public: visitors get the marketing header with Sign In and Get Started; members see it in their
 * app layout, which the router draws around it (the page table's "members" layout).
 */
export default function ExplorePage() {
  const { user } = useSession();
  return user ? (
    <ExploreContent />
  ) : (
    <PublicLayout signUpLabel="Get Started">
      <ExploreContent />
    </PublicLayout>
  );
}
