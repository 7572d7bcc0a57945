import type { Random } from "./random";
import type { RoleSeed } from "./roles";

export interface JobTextInput {
  role: RoleSeed;
  companyName: string;
  companyDescription: string | null;
  /** City name, country name or 'Remote'. */
  place: string;
  /** Null when the posting names only a country (or nothing). */
  cityName: string | null;
  countryName: string | null;
  employmentType: string;
  workType: string;
  visaSponsorship: boolean;
  skills: string[];
}

const BENEFITS = [
  "25 days of paid holiday plus public holidays",
  "a yearly learning budget for courses, books and conferences",
  "private health insurance for you and your family",
  "a pension plan with employer contributions",
  "flexible working hours",
  "a home-office allowance",
  "paid parental leave well above the legal minimum",
  "language lessons for you and your partner",
  "an annual team retreat",
  "a share option plan",
];

const CLOSINGS = [
  "We read every application and reply within two weeks.",
  "Our process is a short call, a practical exercise we pay you for, and a conversation with the team.",
  "We welcome applicants of every background and are happy to adjust our process to your needs.",
  "Not sure you tick every box? Apply anyway: we hire for potential as much as experience.",
];

/** Several paragraphs that read like a real posting, assembled from the role and the job's facts. */
export function describeJob(input: JobTextInput, random: Random): string {
  const { role, companyName, place } = input;
  const intro = `${companyName} is hiring a ${role.title} ${place === "Remote" ? "to work remotely" : `in ${withArticle(place)}`}. ${
    input.companyDescription ?? `${companyName} is a growing team with customers around the world.`
  }`;
  const [first, second, third] = role.duties;
  const duties = `In this role you will ${first}, ${second} and ${third}.`;
  const skillList = `${input.skills.slice(0, -1).join(", ")} and ${input.skills.at(-1)}`;
  const needs = `We are looking for someone comfortable with ${skillList}. ${terms(input)}`;
  const where = `${workplace(input)} ${visaSentence(input)}`;
  const perks = `What we offer: ${random.sample(BENEFITS, 3).join(", ")}. ${random.pick(CLOSINGS)}`;
  return [intro, duties, needs, where, perks].join("\n\n");
}

function terms(input: JobTextInput): string {
  switch (input.employmentType) {
    case "Contract":
      return "This is a 12-month contract with a good chance of extension.";
    case "Part-time":
      return "The role is part-time, around 24 hours a week, and you choose how to spread them.";
    case "Internship":
      return "The internship lasts six months, is paid, and comes with a dedicated mentor.";
    default:
      return "This is a permanent, full-time position.";
  }
}

function workplace(input: JobTextInput): string {
  if (input.workType === "Remote") {
    return input.countryName
      ? `This is a remote position: you can work from anywhere in ${withArticle(input.countryName)}.`
      : "This is a fully remote position: work from wherever you are.";
  }
  const office = input.cityName
    ? `our ${input.cityName} office`
    : `one of our offices in ${withArticle(input.place)}`;
  if (input.workType === "Hybrid") {
    return `We work in a hybrid model: two or three days a week in ${office}.`;
  }
  return `This role is based at ${office}.`;
}

/** The description's sentence about visas: the evidence its visa answer rests on. */
export function visaSentence(input: Pick<JobTextInput, "visaSponsorship" | "countryName">): string {
  if (input.visaSponsorship) {
    return "We sponsor work visas and help with relocation, from paperwork to temporary housing.";
  }
  return input.countryName
    ? `We cannot sponsor a work visa for this role, so you need the right to work in ${withArticle(input.countryName)}.`
    : "We cannot sponsor work visas; you contract with us from your own country.";
}

/** "in the United States", "in the Netherlands", but "in Germany". */
function withArticle(place: string): string {
  return /^(United |Netherlands$)/.test(place) ? `the ${place}` : place;
}

/** '90,000-120,000' from two numbers. */
export function salaryText(min: number, max: number): string {
  return `${min.toLocaleString("en-US")}-${max.toLocaleString("en-US")}`;
}

/** Rounds to a figure a posting would state: 142,300 becomes 140,000 and 147,600 becomes 150,000. */
export function roundSalary(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(value)) - 2) * 5;
  return Math.max(step, Math.round(value / step) * step);
}
