export interface PersonSeed {
  username: string;
  fullName: string;
  email: string;
  profession: string;
  skills: string[];
}

/** The account the login page's hint names: the only demo person whose password is known. */
export const DEMO_USER: PersonSeed & { password: string } = {
  username: "demo",
  password: "demo1234",
  fullName: "Alex Morgan",
  email: "demo@borderless.example",
  profession: "Software Engineer",
  skills: ["TypeScript", "React", "Node.js"],
};

/**
 * Other people, all fictional: referrers and conversation partners. They get a random password
 * at seed time that nobody learns, so nobody can sign in as them.
 */
export const PEOPLE: PersonSeed[] = [
  {
    username: "priya",
    fullName: "Priya Sharma",
    email: "priya@borderless.example",
    profession: "Senior Software Engineer",
    skills: ["Java", "Kubernetes", "System Design"],
  },
  {
    username: "lukas",
    fullName: "Lukas Becker",
    email: "lukas@borderless.example",
    profession: "Engineering Manager",
    skills: ["C++", "ROS", "People Management"],
  },
  {
    username: "amara",
    fullName: "Amara Okafor",
    email: "amara@borderless.example",
    profession: "Data Scientist",
    skills: ["Python", "Machine Learning", "SQL"],
  },
  {
    username: "kenji",
    fullName: "Kenji Tanaka",
    email: "kenji@borderless.example",
    profession: "Product Manager",
    skills: ["Product Strategy", "User Research", "Japanese"],
  },
  {
    username: "sofia",
    fullName: "Sofía Martínez",
    email: "sofia@borderless.example",
    profession: "UX/UI Designer",
    skills: ["Figma", "Design Systems", "Accessibility"],
  },
  {
    username: "emma",
    fullName: "Emma Lindqvist",
    email: "emma@borderless.example",
    profession: "Full Stack Developer",
    skills: ["TypeScript", "React", "PostgreSQL"],
  },
  {
    username: "mateo",
    fullName: "Mateo Rossi",
    email: "mateo@borderless.example",
    profession: "DevOps Engineer",
    skills: ["Terraform", "AWS", "Kubernetes"],
  },
  {
    username: "minji",
    fullName: "Min-ji Park",
    email: "minji@borderless.example",
    profession: "Backend Engineer",
    skills: ["Go", "gRPC", "PostgreSQL"],
  },
  {
    username: "liam",
    fullName: "Liam O'Connor",
    email: "liam@borderless.example",
    profession: "Security Engineer",
    skills: ["Application Security", "Cloud Security", "Python"],
  },
  {
    username: "chloe",
    fullName: "Chloé Dubois",
    email: "chloe@borderless.example",
    profession: "Marketing Manager",
    skills: ["Content Strategy", "SEO", "Analytics"],
  },
];
