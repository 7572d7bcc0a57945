import { MAX_SKILLS } from "@shared/schemas/postings";
import { ROLES } from "../db/seed/roles";

/** Skills postings commonly ask for, beside those the demo roles use. */
const COMMON_SKILLS = [
  "JavaScript",
  "TypeScript",
  "Python",
  "Java",
  "Kotlin",
  "Swift",
  "Go",
  "Rust",
  "Ruby",
  "Rails",
  "PHP",
  "C#",
  "C++",
  ".NET",
  "Scala",
  "Elixir",
  "SQL",
  "PostgreSQL",
  "MySQL",
  "MongoDB",
  "Redis",
  "Kafka",
  "Spark",
  "Airflow",
  "dbt",
  "Snowflake",
  "AWS",
  "GCP",
  "Azure",
  "Docker",
  "Kubernetes",
  "Terraform",
  "Linux",
  "React",
  "Vue",
  "Angular",
  "Svelte",
  "Next.js",
  "Node.js",
  "GraphQL",
  "REST",
  "gRPC",
  "CSS",
  "HTML",
  "Figma",
  "Machine Learning",
  "PyTorch",
  "TensorFlow",
  "Pandas",
  "Excel",
  "Tableau",
  "Salesforce",
  "SEO",
  "Agile",
  "Scrum",
];

/** The vocabulary skills are recognised from in a posting's text: the demo roles' skills and common ones. */
export const SKILL_VOCABULARY: readonly string[] = [
  ...new Set([...ROLES.flatMap((role) => role.skills), ...COMMON_SKILLS]),
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// A skill counts only as a whole word: "Go" is not found in "Google" or "good", "Java" not in
// "JavaScript", "C" neither in "C++" nor "C#". Short names (two letters or fewer) must also match
// in case, so the verb "go" is not the language.
const MATCHERS = SKILL_VOCABULARY.map((skill) => ({
  skill,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}_+#.])${escapeRegExp(skill)}(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])`,
    skill.length <= 2 ? "u" : "iu",
  ),
}));

/** The vocabulary's skills found in a posting's text, spelled as the vocabulary spells them. */
export function recognizeSkills(text: string): string[] {
  return MATCHERS.filter((m) => m.pattern.test(text))
    .map((m) => m.skill)
    .slice(0, MAX_SKILLS);
}

/** Skills the posting listed itself: trimmed, de-duplicated (case aside), at most MAX_SKILLS. */
export function cleanSkills(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values.flatMap((v) => v.split(/[,;\n]/))) {
    const skill = value.trim();
    if (!skill || skill.length > 40 || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    out.push(skill);
  }
  return out.slice(0, MAX_SKILLS);
}
