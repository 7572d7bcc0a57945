export interface CompanySeed {
  name: string;
  /** Two-letter initials shown as the logo. */
  logo: string;
  description: string | null;
  website: string;
  /** 'City, Country', or 'Remote' for a company without an office. */
  location: string;
  /** Null for a fully remote company: its jobs have no country. */
  countryCode: string | null;
  /** Role titles it hires for (see roles.ts). */
  hires: string[];
  /** How many demo jobs it posts. */
  openings: number;
  /** Whether it sponsors work visas at all; even then a few postings say no. */
  sponsorsVisas: boolean;
}

/** Every company is fictional; websites use the reserved .example domain. */
export const COMPANIES: CompanySeed[] = [
  {
    name: "Northwind Labs",
    logo: "NL",
    description:
      "Northwind Labs builds collaboration software for distributed teams, used by over 20,000 companies. We work in small autonomous squads and ship every day.",
    website: "https://northwindlabs.example",
    location: "San Francisco, United States",
    countryCode: "US",
    hires: [
      "Senior Software Engineer",
      "Frontend Engineer",
      "Product Manager",
      "Site Reliability Engineer",
      "Software Engineering Intern",
      "Data Scientist",
    ],
    openings: 7,
    sponsorsVisas: true,
  },
  {
    name: "Bluebird Analytics",
    logo: "BA",
    description: "Analytics for independent retailers.",
    website: "https://bluebirdanalytics.example",
    location: "Austin, United States",
    countryCode: "US",
    hires: ["Data Engineer", "Data Analyst Intern", "Sales Representative", "Full Stack Developer"],
    openings: 4,
    sponsorsVisas: false,
  },
  {
    name: "Maple Circuit",
    logo: "MC",
    description:
      "Maple Circuit designs energy-management software for buildings across North America, cutting heating and cooling costs by a quarter on average.",
    website: "https://maplecircuit.example",
    location: "Toronto, Canada",
    countryCode: "CA",
    hires: [
      "Backend Engineer",
      "Full Stack Developer",
      "UX/UI Designer",
      "DevOps Engineer",
      "Data Scientist",
    ],
    openings: 6,
    sponsorsVisas: true,
  },
  {
    name: "Thameside Analytics",
    logo: "TA",
    description:
      "Thameside Analytics provides risk and pricing analytics to insurers and banks across Europe, from a riverside office in London.",
    website: "https://thamesideanalytics.example",
    location: "London, United Kingdom",
    countryCode: "GB",
    hires: [
      "Data Scientist",
      "Machine Learning Engineer",
      "Business Analyst",
      "Security Engineer",
      "Project Manager",
    ],
    openings: 6,
    sponsorsVisas: true,
  },
  {
    name: "Kestrel Robotics",
    logo: "KR",
    description:
      "Kestrel Robotics makes autonomous warehouse robots that work safely next to people. Founded by engineers from TU Munich, now 400 people strong.",
    website: "https://kestrelrobotics.example",
    location: "Munich, Germany",
    countryCode: "DE",
    hires: [
      "Robotics Engineer",
      "Backend Engineer",
      "QA Automation Engineer",
      "Engineering Manager",
      "Software Engineering Intern",
    ],
    openings: 6,
    sponsorsVisas: true,
  },
  {
    name: "Atelier Lumen",
    logo: "AL",
    description:
      "Atelier Lumen is a product studio in Paris crafting digital experiences for museums, fashion houses and public services.",
    website: "https://atelierlumen.example",
    location: "Paris, France",
    countryCode: "FR",
    hires: ["UX/UI Designer", "Frontend Engineer", "Marketing Manager", "Project Manager"],
    openings: 5,
    sponsorsVisas: false,
  },
  {
    name: "Canalworks",
    logo: "CW",
    description:
      "Canalworks runs a payments platform for European marketplaces, processing billions of euros a year with a team from over forty countries.",
    website: "https://canalworks.example",
    location: "Amsterdam, Netherlands",
    countryCode: "NL",
    hires: [
      "Backend Engineer",
      "Security Engineer",
      "Site Reliability Engineer",
      "Product Manager",
      "Senior Software Engineer",
    ],
    openings: 6,
    sponsorsVisas: true,
  },
  {
    name: "Nordlys Health",
    logo: "NH",
    description:
      "Nordlys Health builds digital tools for Nordic clinics, from booking to remote follow-up, with privacy designed in from the first line of code.",
    website: "https://nordlyshealth.example",
    location: "Stockholm, Sweden",
    countryCode: "SE",
    hires: ["Full Stack Developer", "Mobile Developer", "UX/UI Designer", "Data Engineer"],
    openings: 5,
    sponsorsVisas: true,
  },
  {
    name: "Havn Logistics",
    logo: "HL",
    description: null,
    website: "https://havnlogistics.example",
    location: "Copenhagen, Denmark",
    countryCode: "DK",
    hires: ["Backend Engineer", "Data Analyst Intern", "Business Analyst", "DevOps Engineer"],
    openings: 4,
    sponsorsVisas: true,
  },
  {
    name: "Fjordline Systems",
    logo: "FS",
    description: "Maritime navigation and fleet software for the North Sea and beyond.",
    website: "https://fjordlinesystems.example",
    location: "Oslo, Norway",
    countryCode: "NO",
    hires: ["Senior Software Engineer", "Data Scientist", "Technical Writer", "Engineering Manager"],
    openings: 4,
    sponsorsVisas: true,
  },
  {
    name: "Sisu Games",
    logo: "SG",
    description:
      "Sisu Games is an independent mobile game studio in Helsinki whose puzzle titles are played by ten million people every month.",
    website: "https://sisugames.example",
    location: "Helsinki, Finland",
    countryCode: "FI",
    hires: ["Mobile Developer", "QA Automation Engineer", "Marketing Manager", "Software Engineering Intern"],
    openings: 4,
    sponsorsVisas: true,
  },
  {
    name: "Alpenblick Pay",
    logo: "AP",
    description:
      "Alpenblick Pay builds banking infrastructure for Swiss and German private banks: accounts, cards and real-time payments behind a single API.",
    website: "https://alpenblickpay.example",
    location: "Zurich, Switzerland",
    countryCode: "CH",
    hires: ["Senior Software Engineer", "Security Engineer", "Technical Consultant", "Product Manager"],
    openings: 5,
    sponsorsVisas: true,
  },
  {
    name: "Southern Cross Data",
    logo: "SC",
    description:
      "Southern Cross Data helps Australian farms and mines make sense of sensor data with forecasting models that run at the edge.",
    website: "https://southerncrossdata.example",
    location: "Sydney, Australia",
    countryCode: "AU",
    hires: ["Data Engineer", "Machine Learning Engineer", "Full Stack Developer", "Sales Representative"],
    openings: 5,
    sponsorsVisas: true,
  },
  {
    name: "Kiwi Orchard Software",
    logo: "KO",
    description: "Friendly accounting software for small businesses in New Zealand and the Pacific.",
    website: "https://kiwiorchardsoftware.example",
    location: "Auckland, New Zealand",
    countryCode: "NZ",
    hires: ["Frontend Engineer", "QA Automation Engineer", "Technical Writer"],
    openings: 3,
    sponsorsVisas: true,
  },
  {
    name: "Sakura Mobility",
    logo: "SM",
    description:
      "Sakura Mobility develops software for electric scooters and car sharing in Japanese cities, with an English-speaking engineering team in Tokyo.",
    website: "https://sakuramobility.example",
    location: "Tokyo, Japan",
    countryCode: "JP",
    hires: ["Mobile Developer", "Research Scientist", "Backend Engineer", "Project Manager"],
    openings: 5,
    sponsorsVisas: true,
  },
  {
    name: "Harbourlight Finance",
    logo: "HF",
    description:
      "Harbourlight Finance is a digital wealth manager serving customers across Southeast Asia from its headquarters in Singapore.",
    website: "https://harbourlightfinance.example",
    location: "Singapore, Singapore",
    countryCode: "SG",
    hires: ["Full Stack Developer", "Data Scientist", "Business Analyst", "Security Engineer"],
    openings: 5,
    sponsorsVisas: true,
  },
  {
    name: "Hanbit Cloud",
    logo: "HC",
    description: "Cloud gaming infrastructure for studios across Asia.",
    website: "https://hanbitcloud.example",
    location: "Seoul, South Korea",
    countryCode: "KR",
    hires: ["Site Reliability Engineer", "Backend Engineer", "Technical Consultant"],
    openings: 3,
    sponsorsVisas: false,
  },
  {
    name: "Saffron Systems",
    logo: "SS",
    description:
      "Saffron Systems builds logistics and inventory software for Indian retailers and exporters, with engineering centres in Bangalore, Hyderabad and Pune.",
    website: "https://saffronsystems.example",
    location: "Bangalore, India",
    countryCode: "IN",
    hires: [
      "Senior Software Engineer",
      "Frontend Engineer",
      "Data Engineer",
      "DevOps Engineer",
      "Product Manager",
      "Software Engineering Intern",
    ],
    openings: 7,
    sponsorsVisas: true,
  },
  {
    name: "Driftwood Collective",
    logo: "DC",
    description:
      "Driftwood Collective is a fully remote agency building open-source tools and websites for non-profits; we have no office and work across time zones.",
    website: "https://driftwoodcollective.example",
    location: "Remote",
    countryCode: null,
    hires: ["Full Stack Developer", "Technical Writer"],
    openings: 2,
    sponsorsVisas: false,
  },
];
