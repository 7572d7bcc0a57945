import type { Browser, Locator, Page } from "@playwright/test";
import type { JobPage } from "@shared/schemas/jobs";
import {
  axeViolations,
  expect,
  type RegisteredUser,
  registerUser,
  SECOND_SERVER,
  signIn,
  test,
} from "./fixtures";

/**
 * axe-core (WCAG 2.2 A/AA, best practices, target size) on every route of the app in each of its
 * states, as a visitor and signed in, in the light and dark themes, at desktop and phone widths.
 * Every control Tab can reach must show its focus (checked in the light theme). One browser context per theme and width walks
 * the table below; every problem of every state is collected, so one run reports them all.
 */

interface Data {
  member: RegisteredUser;
  other: { fullName: string; userId: number; offeringId: number };
  jobId: number;
  countryId: number;
  /** A demo company with open jobs and referrers. */
  demoCompanyId: number;
  /** The member's company page and the job the member posted there. */
  companyId: number;
  postedJobId: number;
}

interface State {
  name: string;
  who: "visitor" | "member";
  /** Only at this width (a control that exists only there). */
  only?: "phone" | "desktop";
  path: string | ((d: Data) => string);
  /** Steps from the loaded page to the state (keyboard or clicks, any: this checks the result). */
  act?: (page: Page, d: Data) => Promise<void>;
  /** Visible once the state is settled. */
  ready: (page: Page, d: Data) => Locator;
  /** API paths that answer 500 while the state is shown (error states). */
  fail?: string;
}

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole("heading", { level: 1, ...(name ? { name } : {}) });
const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

async function tab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

const STATES: State[] = [
  // Public pages, as a visitor.
  { name: "landing", who: "visitor", path: "/", ready: (p) => h1(p, /Find work abroad/) },
  { name: "explore: all features", who: "visitor", path: "/explore", ready: (p) => p.getByRole("tabpanel") },
  // The other tabs show subsets of the same cards; one of them shows a chosen tab.
  {
    name: "explore: another tab",
    who: "visitor",
    path: "/explore",
    act: (p) => tab(p, "Referrals"),
    ready: (p) => p.getByRole("tabpanel", { name: "Referrals" }),
  },
  { name: "about", who: "visitor", path: "/about-us", ready: (p) => h1(p, "About Borderless") },
  ...(
    [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/cookies", "Cookie Policy"],
      ["/contact", "Contact"],
    ] as const
  ).map(
    ([path, title]): State => ({ name: `legal ${path}`, who: "visitor", path, ready: (p) => h1(p, title) }),
  ),
  {
    name: "how we measure",
    who: "visitor",
    path: "/methodology",
    ready: (p) => p.getByRole("heading", { level: 2, name: "Employment Opportunity" }),
  },
  { name: "404", who: "visitor", path: "/no/such/page", ready: (p) => h1(p, "404 Page Not Found") },
  {
    name: "mobile menu open",
    who: "visitor",
    only: "phone",
    path: "/referrals",
    act: (p) => p.getByRole("button", { name: "Open menu" }).click(),
    ready: (p) => dialog(p, "Menu"),
  },

  // Signing in, up and back.
  { name: "login", who: "visitor", path: "/login", ready: (p) => h1(p, "Welcome back") },
  {
    name: "login: wrong password",
    who: "visitor",
    path: "/login",
    act: async (p) => {
      await p.getByLabel(/username/i).fill("nobody-here");
      await p.getByLabel(/^password/i).fill("wrong-password");
      await p.getByRole("button", { name: /^sign in/i }).click();
    },
    ready: (p) => p.getByText("Login failed", { exact: true }),
  },
  { name: "register", who: "visitor", path: "/register", ready: (p) => h1(p, "Create your account") },
  {
    name: "register: errors",
    who: "visitor",
    path: "/register",
    act: (p) => p.getByRole("button", { name: "Create Account" }).click(),
    ready: (p) => p.getByRole("alert").first(),
  },
  {
    name: "forgot password",
    who: "visitor",
    path: "/forgot-password",
    ready: (p) => h1(p, "Forgot your password?"),
  },
  {
    name: "forgot password: sent",
    who: "visitor",
    path: "/forgot-password",
    act: async (p) => {
      await p.getByLabel("Email").fill("nobody-at-all@example.test");
      await p.getByRole("button", { name: "Send reset link" }).click();
    },
    ready: (p) => p.getByRole("status").filter({ hasText: "If an account exists" }),
  },
  {
    name: "reset password: no token",
    who: "visitor",
    path: "/reset-password",
    ready: (p) => p.getByText("This reset link is incomplete."),
  },
  {
    name: "reset password: form",
    who: "visitor",
    path: "/reset-password?token=made-up-token",
    ready: (p) => p.getByRole("button", { name: "Set new password" }),
  },
  {
    name: "confirm email: no token",
    who: "visitor",
    path: "/confirm-email",
    ready: (p) => p.getByText("This confirmation link is incomplete."),
  },
  {
    name: "confirm email: refused link",
    who: "visitor",
    path: "/confirm-email?token=made-up-token",
    act: (p) => p.getByRole("button", { name: "Confirm new email" }).click(),
    ready: (p) => p.getByRole("alert").filter({ hasText: "invalid or has expired" }),
  },
  {
    name: "verify email: the page of the mailed link",
    who: "visitor",
    path: "/verify-email?token=made-up-token",
    ready: (p) => p.getByRole("button", { name: "Confirm my email address" }),
  },
  {
    name: "verify email: a link that does not work",
    who: "visitor",
    path: "/verify-email?token=made-up-token",
    act: (p) => p.getByRole("button", { name: "Confirm my email address" }).click(),
    ready: (p) => p.getByRole("alert").filter({ hasText: "invalid or has expired" }),
  },

  // Waitlist.
  {
    name: "waitlist",
    who: "visitor",
    path: "/waitlist",
    ready: (p) => p.getByRole("button", { name: "Join Waitlist" }),
  },
  {
    name: "waitlist: errors",
    who: "visitor",
    path: "/waitlist",
    act: async (p) => {
      await p.getByRole("radio", { name: "Phone" }).check();
      await p.getByRole("button", { name: "Join Waitlist" }).click();
    },
    ready: (p) => p.getByText("Please select at least one role type"),
  },
  {
    name: "waitlist: confirmation",
    who: "visitor",
    path: "/waitlist",
    act: async (p, d) => {
      await p.getByLabel("Full name").fill("Kenji Watanabe");
      await p.getByRole("textbox", { name: "Email" }).fill(`waitlist-${d.member.email}`);
      await p.getByRole("checkbox", { name: "Japan" }).check();
      await p.getByRole("checkbox", { name: "DevOps Engineer" }).check();
      await p.getByRole("radio", { name: "Email" }).check();
      await p.getByRole("button", { name: "Join Waitlist" }).click();
    },
    ready: (p) => p.getByRole("heading", { name: "You're on the list!" }),
  },
  {
    name: "waitlist: the page of the mailed link",
    who: "visitor",
    path: "/waitlist/confirm?token=made-up-token",
    ready: (p) => p.getByRole("button", { name: "Confirm my place" }),
  },
  {
    name: "waitlist: a link that does not work",
    who: "visitor",
    path: "/waitlist/confirm?token=made-up-token",
    act: (p) => p.getByRole("button", { name: "Confirm my place" }).click(),
    ready: (p) => p.getByRole("alert").filter({ hasText: "invalid" }),
  },

  // Unsubscribe (the page a mail's link opens; with a genuine link it is checked in alerts.spec.ts).
  {
    name: "unsubscribe: a link that does not work",
    who: "visitor",
    path: "/unsubscribed?token=made-up-token",
    ready: (p) => p.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid" }),
  },

  // Jobs, as a visitor.
  // Failed loads come before each screen's first successful load: the app keeps what it loaded
  // (no refetching), and a screen that failed asks again when it is next opened.
  {
    name: "countries: load error",
    who: "visitor",
    path: "/countries",
    fail: "**/api/country-summaries",
    ready: (p) => p.getByRole("heading", { name: "Could not load the countries" }),
  },
  {
    name: "jobs: load error",
    who: "visitor",
    path: "/jobs",
    fail: "**/api/jobs?**",
    ready: (p) => p.getByRole("heading", { name: "Could not load the jobs" }),
  },
  {
    name: "job: load error",
    who: "visitor",
    path: (d) => `/jobs/${d.jobId}`,
    fail: "**/api/jobs/*",
    ready: (p) => p.getByRole("heading", { level: 1, name: "The job could not be loaded" }),
  },
  {
    name: "country: load error",
    who: "visitor",
    path: (d) => `/countries/${d.countryId}`,
    fail: "**/api/countries/*",
    ready: (p) => p.getByRole("heading", { level: 1, name: "Could not load this country" }),
  },
  {
    name: "companies: load error",
    who: "visitor",
    path: "/companies",
    fail: "**/api/companies?**",
    ready: (p) => p.getByRole("heading", { name: "Could not load the companies" }),
  },
  {
    name: "company: load error",
    who: "visitor",
    path: (d) => `/companies/${d.demoCompanyId}`,
    fail: "**/api/companies/*",
    ready: (p) => p.getByRole("heading", { level: 1, name: "Could not load this company" }),
  },
  {
    name: "companies: list",
    who: "visitor",
    path: "/companies",
    ready: (p) => p.getByText(/\d+ compan(y|ies) found/),
  },
  {
    name: "companies: no results",
    who: "visitor",
    path: "/companies?q=zzzz-no-such-company",
    ready: (p) => p.getByRole("heading", { name: "No companies found" }),
  },
  {
    name: "company: loaded",
    who: "visitor",
    path: (d) => `/companies/${d.demoCompanyId}`,
    ready: (p) => p.getByRole("heading", { level: 2, name: "People who can refer you" }),
  },
  {
    name: "company: not found",
    who: "visitor",
    path: "/companies/99999999",
    ready: (p) => p.getByRole("heading", { level: 1, name: "Company not found" }),
  },
  { name: "jobs: results", who: "visitor", path: "/jobs", ready: (p) => p.getByText(/\d+ jobs? found/) },
  {
    name: "jobs: no results",
    who: "visitor",
    path: "/jobs?q=zzzz-no-such-job-qqqq",
    ready: (p) => p.getByRole("heading", { name: "No jobs found" }),
  },
  {
    name: "jobs: filters open",
    who: "visitor",
    only: "phone",
    path: "/jobs",
    act: async (p) => {
      await p.getByText(/\d+ jobs? found/).waitFor();
      await p.getByRole("button", { name: "Filters" }).click();
    },
    ready: (p) => dialog(p, "Filters").getByRole("button", { name: /^Show [\d,]+\+? jobs?$/ }),
  },

  {
    name: "job: loaded",
    who: "visitor",
    path: (d) => `/jobs/${d.jobId}`,
    ready: (p) => p.getByRole("button", { name: "Calculate", exact: true }),
  },
  {
    name: "job: calculator result",
    who: "visitor",
    path: (d) => `/jobs/${d.jobId}`,
    act: (p) => p.getByRole("button", { name: "Calculate", exact: true }).click(),
    ready: (p) => p.getByRole("button", { name: "Calculate Again" }),
  },

  {
    name: "job: not found",
    who: "visitor",
    path: "/jobs/99999999",
    ready: (p) => p.getByRole("heading", { name: "Job not found" }),
  },
  // After the job's load error: this page asks for the job too, and the app keeps what it was given.
  {
    name: "demo posting",
    who: "visitor",
    path: (d) => `/demo-posting?job=${d.jobId}`,
    ready: (p) => p.getByText(/was made up to show how Borderless works/),
  },

  // Countries, comparison and the calculator.
  {
    name: "countries: list",
    who: "visitor",
    path: "/countries",
    ready: (p) => p.getByText(/^\d+ countries$/),
  },
  {
    name: "countries: no match",
    who: "visitor",
    path: "/countries?q=zzzz",
    ready: (p) => p.getByRole("heading", { name: "No countries found" }),
  },

  {
    name: "country: loaded",
    who: "visitor",
    path: (d) => `/countries/${d.countryId}`,
    ready: (p) => p.locator("h1#place-title"),
  },

  {
    name: "country: not found",
    who: "visitor",
    path: "/countries/99999",
    ready: (p) => p.getByRole("heading", { name: /Country not found/ }),
  },
  {
    name: "compare: empty",
    who: "visitor",
    path: "/compare",
    ready: (p) => p.getByText("Pick a country in each list and press Compare."),
  },
  {
    name: "compare: two countries",
    who: "visitor",
    path: "/compare?a=1&b=2",
    ready: (p) => p.getByText("Side by side", { exact: true }),
  },
  {
    name: "calculator: before",
    who: "visitor",
    path: "/calculator",
    ready: (p) => p.getByText(/press Calculate Results to see your top/),
  },
  {
    name: "calculator: results",
    who: "visitor",
    path: "/calculator",
    act: async (p) => {
      await p.getByText(/press Calculate Results to see your top/).waitFor();
      await p.getByRole("button", { name: "Calculate Results" }).click();
    },
    ready: (p) => p.getByText(/Score = weighted average/),
  },

  // Referrals, as a visitor.
  {
    name: "referrals: companies",
    who: "visitor",
    path: "/referrals",
    ready: (p) => p.getByRole("tabpanel", { name: "Companies" }).getByRole("listitem").first(),
  },
  {
    name: "referrals: referrers",
    who: "visitor",
    path: "/referrals?tab=referrers",
    ready: (p) => p.getByRole("tabpanel", { name: "All Referrers" }).getByRole("listitem").first(),
  },
  {
    name: "referrals: sign-in prompt",
    who: "visitor",
    path: (d) =>
      `/referrals?tab=referrers&q=${encodeURIComponent(d.other.fullName)}&contact=${d.other.offeringId}`,
    ready: (p) => dialog(p, "Sign in to contact this referrer"),
  },

  // Signed in.
  {
    name: "landing (signed in)",
    who: "member",
    path: "/",
    ready: (p) => p.getByRole("link", { name: "Go to dashboard" }),
  },
  {
    name: "saved: load error",
    who: "member",
    path: "/saved",
    fail: "**/api/saved-jobs**",
    ready: (p) => p.getByRole("heading", { name: "Could not load your saved jobs" }),
  },
  { name: "explore (signed in)", who: "member", path: "/explore", ready: (p) => p.getByRole("tabpanel") },
  {
    name: "unconfirmed email: the banner after a resend",
    who: "member",
    path: "/home",
    act: async (p) => {
      await p.getByRole("heading", { name: "Trending Countries" }).waitFor();
      await p.getByRole("button", { name: "Resend the link" }).click();
    },
    ready: (p) => p.getByRole("status").filter({ hasText: "sent a new confirmation link" }),
  },
  {
    name: "mobile menu open (signed in)",
    who: "member",
    only: "phone",
    path: "/home",
    act: (p) => p.getByRole("button", { name: "Open menu" }).click(),
    ready: (p) => dialog(p, "Menu").getByRole("link", { name: "Profile" }),
  },
  {
    name: "home",
    who: "member",
    path: "/home",
    ready: (p) => p.getByRole("heading", { name: "Trending Countries" }),
  },
  { name: "saved: empty", who: "member", path: "/saved", ready: (p) => p.getByText("No saved jobs yet") },
  {
    name: "jobs: results (signed in)",
    who: "member",
    path: "/jobs",
    ready: (p) => p.getByText(/\d+ jobs? found/),
  },
  {
    name: "jobs: save this search dialog",
    who: "member",
    path: "/jobs?q=engineer&workType=Remote",
    // The results settle first (they fade while the new search loads), then the dialog opens over them.
    act: async (p) => {
      await p.getByText(/\d+ jobs? found/).waitFor();
      await p.getByRole("button", { name: "Save this search" }).click();
    },
    ready: (p) => dialog(p, "Save this search").getByLabel("Email alerts"),
  },
  {
    name: "job: saved (signed in)",
    who: "member",
    path: (d) => `/jobs/${d.jobId}`,
    act: (p) => p.getByRole("button", { name: "Save job", pressed: false }).click(),
    ready: (p) => p.getByRole("button", { name: "Saved", exact: true, pressed: true }),
  },
  {
    name: "saved: with a job",
    who: "member",
    path: "/saved",
    ready: (p) => p.getByText("1 saved job"),
  },
  {
    name: "notifications: a referral request",
    who: "member",
    path: "/notifications",
    ready: (p, d) =>
      p.getByRole("link", { name: new RegExp(`${d.other.fullName} asked you for a referral`) }),
  },
  {
    name: "country: following (signed in)",
    who: "member",
    path: (d) => `/countries/${d.countryId}`,
    act: async (p) => {
      // The page's heading comes with its jobs; following changes neither, so wait for it first.
      await p.getByRole("heading", { level: 1 }).waitFor();
      await p.getByRole("button", { name: "Follow", pressed: false }).click();
    },
    ready: (p) => p.getByRole("button", { name: "Following", pressed: true }),
  },

  {
    name: "referrals: contact dialog",
    who: "member",
    path: (d) =>
      `/referrals?tab=referrers&q=${encodeURIComponent(d.other.fullName)}&contact=${d.other.offeringId}`,
    ready: (p, d) => dialog(p, `Contact ${d.other.fullName}`),
  },
  // Employers.
  {
    name: "employer: your companies",
    who: "member",
    path: "/employer",
    ready: (p) => p.getByRole("link", { name: /^Manage Axe Works/ }),
  },
  {
    name: "employer: create form errors",
    who: "member",
    path: "/employer",
    act: (p) => p.getByRole("button", { name: "Create company page" }).click(),
    ready: (p) => p.getByText("Company name is required"),
  },
  {
    name: "employer: company",
    who: "member",
    path: (d) => `/employer/companies/${d.companyId}`,
    ready: (p) => p.getByRole("button", { name: /^Close Axe Tester/ }),
  },
  {
    name: "employer: close confirmation",
    who: "member",
    path: (d) => `/employer/companies/${d.companyId}`,
    act: (p) => p.getByRole("button", { name: /^Close Axe Tester/ }).click(),
    ready: (p) => p.getByRole("alertdialog", { name: /^Close Axe Tester/ }),
  },
  {
    name: "employer: company not found",
    who: "member",
    path: "/employer/companies/99999999",
    ready: (p) => h1(p, "Company not found"),
  },
  {
    name: "employer: post a job",
    who: "member",
    path: (d) => `/employer/companies/${d.companyId}/jobs/new`,
    ready: (p) => p.getByLabel("In one sentence, what do you offer about visas?"),
  },
  {
    name: "employer: post a job, errors",
    who: "member",
    path: (d) => `/employer/companies/${d.companyId}/jobs/new`,
    act: (p) => p.getByRole("button", { name: "Post job" }).click(),
    // The previous state's focus walk may have chosen a visa answer: the title error shows either way.
    ready: (p) => p.getByText("Title is required"),
  },
  {
    name: "employer: edit a job",
    who: "member",
    path: (d) => `/employer/jobs/${d.postedJobId}/edit`,
    ready: (p) => p.getByRole("button", { name: "Save changes" }),
  },
  {
    name: "my referrals: offerings",
    who: "member",
    path: "/my-referrals",
    ready: (p) => p.getByRole("button", { name: /^Edit Referral/ }),
  },
  {
    name: "my referrals: offer dialog",
    who: "member",
    path: "/my-referrals",
    act: (p) => p.getByRole("button", { name: "Offer New Referral" }).click(),
    ready: (p) => dialog(p, "Offer New Referral"),
  },
  {
    name: "my referrals: delete confirmation",
    who: "member",
    path: "/my-referrals",
    act: (p) => p.getByRole("button", { name: /^Delete referral at/ }).click(),
    ready: (p) => p.getByRole("alertdialog", { name: "Delete this referral offer?" }),
  },
  {
    name: "my referrals: conversations",
    who: "member",
    path: "/my-referrals?tab=messages",
    ready: (p, d) => p.getByRole("button", { name: new RegExp(d.other.fullName) }),
  },
  {
    name: "my referrals: conversation open",
    who: "member",
    path: (d) => `/my-referrals?tab=messages&with=${d.other.userId}`,
    ready: (p, d) =>
      p.getByRole("log", { name: `Messages with ${d.other.fullName}` }).getByText("Could you refer me"),
  },
  {
    name: "account: profile",
    who: "member",
    path: "/account",
    ready: (p) => p.getByRole("heading", { name: "Skills" }),
  },
  {
    name: "account: saved jobs",
    who: "member",
    path: "/account?tab=saved",
    ready: (p) => p.getByText("1 saved job"),
  },
  {
    name: "account: saved searches (empty)",
    who: "member",
    path: "/account?tab=searches",
    ready: (p) => p.getByText("No saved searches yet"),
  },
  {
    name: "applications: with a job",
    who: "member",
    path: "/applications",
    ready: (p) => p.getByText("1 application"),
  },
  {
    name: "applications: remove dialog",
    who: "member",
    path: "/applications",
    act: (p) => p.getByRole("button", { name: /^Remove / }).click(),
    ready: (p) => p.getByRole("alertdialog", { name: "Remove this application?" }),
  },
  {
    name: "account: settings",
    who: "member",
    path: "/account?tab=settings",
    ready: (p) => p.getByRole("button", { name: "Delete Account" }),
  },
  {
    name: "account: delete dialog",
    who: "member",
    path: "/account?tab=settings",
    act: (p) => p.getByRole("button", { name: "Delete Account" }).click(),
    ready: (p) => dialog(p, "Delete your account?"),
  },
  {
    name: "settings",
    who: "member",
    path: "/settings",
    ready: (p) => p.getByRole("switch", { name: "Compact view" }),
  },
];

const PASSES = [
  { theme: "light", width: "desktop", viewport: { width: 1280, height: 800 } },
  { theme: "dark", width: "desktop", viewport: { width: 1280, height: 800 } },
  { theme: "light", width: "phone", viewport: { width: 390, height: 844 } },
  { theme: "dark", width: "phone", viewport: { width: 390, height: 844 } },
] as const;

let counter = 0;

/** A member with a referral offer and a conversation, and another person who offers one too. */
async function prepare(browser: Browser, page: Page): Promise<Data> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.replace(/\d/g, (n) =>
    String.fromCharCode(97 + Number(n)),
  );
  const context = await browser.newContext();
  const helper = await context.newPage();
  const options = (await (await helper.request.get("/api/referral-companies/options")).json()) as {
    id: number;
  }[];

  const offer = async (companyIndex: number) => {
    const res = await helper.request.post("/api/referrers", {
      data: {
        companyId: options[companyIndex]?.id,
        experience: 5,
        description: "I refer engineers who like hard problems.",
        currentEmployee: true,
        available: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const me = async () => (await (await helper.request.get("/api/auth/me")).json()) as { id: number };

  const member = await registerUser(helper, { fullName: `Robin Ax${tag}` });
  const memberOffer = await offer(0);
  const company = await helper.request.post("/api/companies", {
    data: { name: `Axe Works ${tag}`, location: "Lisbon, Portugal" },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { id: number }).id;
  const posted = await helper.request.post(`/api/companies/${companyId}/jobs`, {
    data: {
      title: `Axe Tester ${tag}`,
      description: "Check pages for accessibility.",
      employmentType: "Full-time",
      workType: "Remote",
      countryCode: null,
      city: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      skills: ["WCAG"],
      applyUrl: "https://example.test/apply",
      validThrough: null,
      visa: { status: "no", evidence: "We cannot sponsor visas for this role." },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const postedJobId = ((await posted.json()) as { id: number }).id;
  // The member applied to it: the applications page and the dashboard have something to show.
  const applied = await helper.request.post(`/api/jobs/${postedJobId}/apply`);
  expect(applied.status(), await applied.text()).toBe(200);

  const otherUser = await registerUser(helper, { fullName: `Quinn Ax${tag}` });
  const otherOffer = await offer(1);
  const otherId = (await me()).id;
  const request = await helper.request.post("/api/referral-requests", {
    data: { offeringId: memberOffer.id, message: "Hello! Could you refer me at your company?" },
  });
  expect(request.status(), await request.text()).toBe(201);
  await context.close();

  const jobs = (await (await page.request.get("/api/jobs?page=1&pageSize=100")).json()) as JobPage;
  const job = jobs.items.find((j) => j.countryId !== null && j.salaryCurrency === "USD");
  if (!job?.countryId) throw new Error("the demo data has a job paid in dollars, in a country");
  return {
    member,
    other: { fullName: otherUser.fullName, userId: otherId, offeringId: otherOffer.id },
    jobId: job.id,
    countryId: job.countryId,
    demoCompanyId: job.company.id,
    companyId,
    postedJobId,
  };
}

/**
 * Focuses every control that Tab can reach on the screen, after a real key press so the browser
 * treats focus as keyboard focus (:focus-visible), and names those that show no outline or ring.
 */
async function invisibleFocus(page: Page): Promise<string[]> {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.getClientRects().length === 0 || el.tabIndex < 0) continue;
      // A tab list takes focus only to hand it to its selected tab, which is checked itself.
      if (el.getAttribute("role") === "tablist") continue;
      el.focus({ preventScroll: true });
      // A modal keeps focus inside itself: what it refuses is not reachable now.
      if (document.activeElement !== el) continue;
      const style = getComputedStyle(el);
      const outline =
        style.outlineStyle !== "none" &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== "rgba(0, 0, 0, 0)";
      const ring = /\b0px 0px 0px [1-9]/.test(style.boxShadow);
      if (!el.matches(":focus-visible") || !(outline || ring)) {
        const name =
          el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40);
        problems.push(`focus not visible on <${el.tagName.toLowerCase()}> "${name ?? ""}"`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  });
}

/**
 * Goes to a path the way a link in the app does (the history API, which the router follows), so a
 * pass loads the app once instead of once per state; `fresh` loads the page from the server.
 */
async function visit(page: Page, path: string, fresh: boolean): Promise<void> {
  if (fresh) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    return;
  }
  await page.evaluate((to) => history.pushState(null, "", to), path);
}

// The four passes are independent: they run side by side when there are workers for them.
test.describe.configure({ mode: "parallel" });
// Each pass creates a company page and posts a job (the employer states): on the second server,
// whose jobs no other spec expects to be the demo data alone. It serves imported jobs besides the
// demo data, so their pages are checked too.
test.use({ baseURL: SECOND_SERVER });

for (const pass of PASSES) {
  test.describe(`${pass.theme} theme, ${pass.width}`, () => {
    test.use({ viewport: pass.viewport, colorScheme: pass.theme });

    test("every route and state: no axe-core violations, keyboard focus visible", async ({
      page,
      browser,
    }) => {
      test.setTimeout(480_000);
      await page.addInitScript((theme) => localStorage.setItem("theme", theme), pass.theme);
      const data = await prepare(browser, page);
      const failures: string[] = [];
      let signedIn = false;
      let fresh = true;
      let first = true;
      for (const state of STATES) {
        if (state.only && state.only !== pass.width) continue;
        if (state.who === "member" && !signedIn) {
          await signIn(page, data.member);
          signedIn = true;
          fresh = true;
        }
        if (state.fail) {
          await page.route(state.fail, (route) =>
            route.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"code":"INTERNAL","message":"The service is unavailable."}',
            }),
          );
        }
        const path = typeof state.path === "string" ? state.path : state.path(data);
        await test.step(state.name, async () => {
          await visit(page, path, fresh);
          await state.act?.(page, data);
          // waitFor answers as soon as the state shows (expect polls at growing intervals).
          await state.ready(page, data).waitFor({ state: "visible" });
          await expect(page.locator("html")).toHaveClass(pass.theme === "dark" ? /dark/ : /^(?!.*dark)/);
          const found = await axeViolations(page, { readStylesheets: first });
          // Whether a control draws a focus ring does not depend on the theme: checked in the light one.
          if (pass.theme === "light") found.push(...(await invisibleFocus(page)));
          for (const v of found) failures.push(`[${state.name}] ${v}`);
          // Close whatever the state opened (menu, dialog), so the next state starts clean.
          const overlays = page.getByRole("dialog").or(page.getByRole("alertdialog"));
          if ((await overlays.count()) > 0) {
            await page.keyboard.press("Escape");
            await expect(overlays).toHaveCount(0);
          }
        });
        fresh = false;
        first = false;
        if (state.fail) await page.unrouteAll({ behavior: "ignoreErrors" });
      }
      expect(failures, "axe-core violations and controls without a visible focus").toEqual([]);
    });
  });
}
