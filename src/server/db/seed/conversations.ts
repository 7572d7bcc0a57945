export interface ConversationSeed {
  /** Usernames of the two people. */
  between: [string, string];
  /** When set, the conversation is about a referral request to this offering (referrer + company). */
  referral?: { seeker: string; referrer: string; companyName: string; status: string };
  messages: { from: string; text: string; minutesAgo: number; read: boolean }[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const CONVERSATIONS: ConversationSeed[] = [
  {
    between: ["demo", "priya"],
    referral: { seeker: "demo", referrer: "priya", companyName: "Saffron Systems", status: "Pending" },
    messages: [
      {
        from: "demo",
        text: "Hi Priya, I saw your referral offering for Saffron Systems. I'm a software engineer with four years of TypeScript and Node.js, and I'd love to be considered for the Senior Software Engineer role in Bangalore.",
        minutesAgo: 3 * DAY,
        read: true,
      },
      {
        from: "priya",
        text: "Hi Alex, thanks for reaching out! Could you send me your CV and a couple of lines on why Saffron?",
        minutesAgo: 2 * DAY + 5 * HOUR,
        read: true,
      },
      {
        from: "demo",
        text: "Of course, I've uploaded my CV to my profile. I'm excited about the logistics problems you solve, and I've wanted to move to India for a while.",
        minutesAgo: 2 * DAY,
        read: true,
      },
      {
        from: "priya",
        text: "Thanks, your profile looks like a good fit. I'll submit the referral this week once I've spoken with the hiring manager.",
        minutesAgo: 5 * HOUR,
        read: false,
      },
      {
        from: "priya",
        text: "One tip: the second round is a system design interview, so it's worth practising how you'd scale an inventory service.",
        minutesAgo: 4 * HOUR,
        read: false,
      },
    ],
  },
  {
    between: ["demo", "lukas"],
    referral: { seeker: "demo", referrer: "lukas", companyName: "Kestrel Robotics", status: "Accepted" },
    messages: [
      {
        from: "demo",
        text: "Hi Lukas, I'm a backend engineer hoping to move to Germany. Would you refer me for a role at Kestrel Robotics?",
        minutesAgo: 6 * DAY + 2 * HOUR,
        read: true,
      },
      {
        from: "lukas",
        text: "Hi Alex, happy to. Send me your CV, and if you ever want to chat about moving to Munich, let me know.",
        minutesAgo: 6 * DAY,
        read: true,
      },
      {
        from: "demo",
        text: "Thanks Lukas! How hard was the EU Blue Card process for you?",
        minutesAgo: 6 * DAY - 3 * HOUR,
        read: true,
      },
      {
        from: "lukas",
        text: "Surprisingly smooth: about six weeks from signed contract to visa. Kestrel's relocation team handled most of the paperwork.",
        minutesAgo: DAY,
        read: false,
      },
    ],
  },
  {
    between: ["emma", "demo"],
    referral: { seeker: "emma", referrer: "demo", companyName: "Northwind Labs", status: "Pending" },
    messages: [
      {
        from: "emma",
        text: "Hi Alex, I saw you refer at Northwind Labs. Would you be open to referring me for the Frontend Engineer role? Happy to share my portfolio.",
        minutesAgo: 9 * HOUR,
        read: false,
      },
    ],
  },
  {
    between: ["amara", "mateo"],
    referral: { seeker: "amara", referrer: "mateo", companyName: "Canalworks", status: "Pending" },
    messages: [
      {
        from: "amara",
        text: "Hi Mateo, is Canalworks hiring data scientists too, or only platform engineers?",
        minutesAgo: 4 * DAY,
        read: true,
      },
      {
        from: "mateo",
        text: "Mostly platform right now, but the risk team opens a data role next quarter. I'll ping you when it's live.",
        minutesAgo: 3 * DAY,
        read: false,
      },
    ],
  },
];
