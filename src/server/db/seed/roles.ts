export interface RoleSeed {
  title: string;
  /** Skills a posting for this role asks for; a job takes 3-6 of them, always the first. */
  skills: string[];
  /** Yearly base pay in US dollars before the country's adjustment. */
  baseUsd: [min: number, max: number];
  /** What the person in this role does, for the description ("you will …"). */
  duties: string[];
}

export const ROLES: RoleSeed[] = [
  {
    title: "Senior Software Engineer",
    skills: ["TypeScript", "Node.js", "React", "PostgreSQL", "AWS", "System Design", "Docker"],
    baseUsd: [140_000, 185_000],
    duties: [
      "design and build services used by millions of people",
      "mentor engineers and review designs",
      "own features from idea to production",
    ],
  },
  {
    title: "Frontend Engineer",
    skills: ["React", "TypeScript", "CSS", "Accessibility", "Next.js", "Testing Library"],
    baseUsd: [100_000, 140_000],
    duties: [
      "build fast, accessible interfaces",
      "work closely with designers on new flows",
      "improve our design system and front-end tooling",
    ],
  },
  {
    title: "Full Stack Developer",
    skills: ["TypeScript", "React", "Node.js", "GraphQL", "PostgreSQL", "Redis"],
    baseUsd: [105_000, 145_000],
    duties: [
      "ship features across the web app and its APIs",
      "keep our data model clean as the product grows",
      "take part in on-call and make it quieter",
    ],
  },
  {
    title: "Backend Engineer",
    skills: ["Go", "PostgreSQL", "Kubernetes", "gRPC", "Kafka", "Distributed Systems"],
    baseUsd: [115_000, 155_000],
    duties: [
      "build reliable APIs and data pipelines",
      "tune databases and queues under real load",
      "improve observability and incident response",
    ],
  },
  {
    title: "Mobile Developer",
    skills: ["Kotlin", "Swift", "React Native", "Mobile UX", "Firebase", "CI/CD"],
    baseUsd: [100_000, 140_000],
    duties: [
      "build our iOS and Android apps",
      "make the apps fast on low-end devices",
      "release weekly with confidence",
    ],
  },
  {
    title: "DevOps Engineer",
    skills: ["Kubernetes", "Terraform", "AWS", "Linux", "Prometheus", "Python"],
    baseUsd: [110_000, 150_000],
    duties: [
      "run and automate our cloud platform",
      "build paved roads for product teams",
      "keep costs and incidents down",
    ],
  },
  {
    title: "Site Reliability Engineer",
    skills: ["Linux", "Kubernetes", "Go", "Observability", "Incident Management", "GCP"],
    baseUsd: [120_000, 160_000],
    duties: [
      "define and defend service-level objectives",
      "automate away operational toil",
      "lead blameless post-incident reviews",
    ],
  },
  {
    title: "Data Scientist",
    skills: ["Python", "SQL", "Machine Learning", "Statistics", "pandas", "Experimentation"],
    baseUsd: [110_000, 150_000],
    duties: [
      "turn product questions into analyses and models",
      "design and read A/B experiments",
      "share findings that change decisions",
    ],
  },
  {
    title: "Machine Learning Engineer",
    skills: ["Python", "PyTorch", "MLOps", "Machine Learning", "Kubernetes", "SQL"],
    baseUsd: [130_000, 175_000],
    duties: [
      "train, ship and monitor models in production",
      "build feature and evaluation pipelines",
      "work with researchers to productise new ideas",
    ],
  },
  {
    title: "Data Engineer",
    skills: ["SQL", "Python", "Apache Spark", "Airflow", "dbt", "Snowflake"],
    baseUsd: [110_000, 150_000],
    duties: [
      "build trustworthy data pipelines",
      "model data for analysts and scientists",
      "own data quality and lineage",
    ],
  },
  {
    title: "Product Manager",
    skills: [
      "Product Strategy",
      "Roadmapping",
      "User Research",
      "Analytics",
      "Agile",
      "Stakeholder Management",
    ],
    baseUsd: [120_000, 165_000],
    duties: [
      "decide what we build next and why",
      "talk to customers every week",
      "align engineering, design and sales around clear goals",
    ],
  },
  {
    title: "UX/UI Designer",
    skills: [
      "Figma",
      "User Research",
      "Prototyping",
      "Design Systems",
      "Accessibility",
      "Interaction Design",
    ],
    baseUsd: [90_000, 130_000],
    duties: [
      "design flows from research to polished screens",
      "test ideas with real users early",
      "grow our design system",
    ],
  },
  {
    title: "Security Engineer",
    skills: [
      "Application Security",
      "Threat Modeling",
      "Cloud Security",
      "Python",
      "OWASP",
      "Incident Response",
    ],
    baseUsd: [130_000, 170_000],
    duties: [
      "find and fix vulnerabilities before attackers do",
      "threat-model new features with product teams",
      "run our incident response",
    ],
  },
  {
    title: "QA Automation Engineer",
    skills: ["Playwright", "TypeScript", "Test Automation", "CI/CD", "API Testing", "Cypress"],
    baseUsd: [85_000, 120_000],
    duties: [
      "build automated test suites that teams trust",
      "speed up our release pipeline",
      "coach developers on testing",
    ],
  },
  {
    title: "Engineering Manager",
    skills: ["People Management", "Hiring", "System Design", "Agile", "Coaching", "Delivery"],
    baseUsd: [150_000, 200_000],
    duties: [
      "lead a team of six to eight engineers",
      "hire and grow great people",
      "keep delivery steady and sustainable",
    ],
  },
  {
    title: "Business Analyst",
    skills: [
      "SQL",
      "Requirements Analysis",
      "Excel",
      "Process Mapping",
      "Power BI",
      "Stakeholder Management",
    ],
    baseUsd: [80_000, 110_000],
    duties: [
      "turn business needs into clear requirements",
      "map and improve processes",
      "build reports leaders rely on",
    ],
  },
  {
    title: "Marketing Manager",
    skills: ["Content Strategy", "SEO", "Campaign Management", "Analytics", "Copywriting", "HubSpot"],
    baseUsd: [85_000, 120_000],
    duties: [
      "plan and run campaigns across channels",
      "grow organic traffic",
      "measure what works and cut what doesn't",
    ],
  },
  {
    title: "Sales Representative",
    skills: ["B2B Sales", "Negotiation", "CRM", "Salesforce", "Prospecting", "Presentation"],
    baseUsd: [70_000, 100_000],
    duties: [
      "find and win new customers",
      "run demos and negotiate deals",
      "keep a healthy, honest pipeline",
    ],
  },
  {
    title: "Project Manager",
    skills: ["Project Planning", "Risk Management", "Agile", "Jira", "Budgeting", "Stakeholder Management"],
    baseUsd: [90_000, 125_000],
    duties: [
      "plan and deliver cross-team projects",
      "spot risks early and manage them",
      "keep stakeholders informed",
    ],
  },
  {
    title: "Research Scientist",
    skills: ["Python", "Deep Learning", "Research", "Statistics", "PyTorch", "Scientific Writing"],
    baseUsd: [140_000, 190_000],
    duties: [
      "run research that ends up in products",
      "publish and present your work",
      "collaborate with engineering to ship prototypes",
    ],
  },
  {
    title: "Technical Consultant",
    skills: ["Solution Architecture", "Cloud Migration", "Java", "Client Communication", "SQL", "Workshops"],
    baseUsd: [95_000, 135_000],
    duties: [
      "help clients design and migrate their systems",
      "lead discovery workshops",
      "turn findings into clear plans",
    ],
  },
  {
    title: "Robotics Engineer",
    skills: ["C++", "ROS", "Computer Vision", "Embedded Systems", "Python", "Control Systems"],
    baseUsd: [115_000, 155_000],
    duties: [
      "build perception and control software for robots",
      "test on real hardware",
      "improve safety and reliability",
    ],
  },
  {
    title: "Software Engineering Intern",
    skills: ["JavaScript", "Git", "Python", "Algorithms", "SQL", "React"],
    baseUsd: [30_000, 45_000],
    duties: [
      "ship a real project with a mentor",
      "learn our code review and testing practice",
      "present your work at the end of the internship",
    ],
  },
  {
    title: "Data Analyst Intern",
    skills: ["SQL", "Excel", "Python", "Data Visualization", "Statistics"],
    baseUsd: [28_000, 40_000],
    duties: [
      "build dashboards with a senior analyst",
      "answer product questions with data",
      "present insights to the team",
    ],
  },
  {
    title: "Technical Writer",
    skills: ["Technical Writing", "Markdown", "API Documentation", "Docs as Code", "Git"],
    baseUsd: [75_000, 105_000],
    duties: [
      "write guides and API references developers love",
      "keep docs in step with releases",
      "improve our docs tooling",
    ],
  },
];

export function findRole(title: string): RoleSeed {
  const role = ROLES.find((r) => r.title === title);
  if (!role) throw new Error(`Unknown role ${title}`);
  return role;
}
