export interface PersonSeed {
  username: string;
  password: string;
  fullName: string;
  email: string;
  profession: string;
  skills: string[];
}

/** The account the login page's hint names; see README.md for every demo password. */
export const DEMO_USER: PersonSeed = {
  username: "demo",
  password: "demo1234",
  fullName: "Alex Morgan",
  email: "demo@borderless.example",
  profession: "Software Engineer",
  skills: ["TypeScript", "React", "Node.js"],
};

/** Other people, all fictional: referrers and conversation partners. */
export const PEOPLE: PersonSeed[] = [
  {
    username: "priya",
    password: "password123",
    fullName: "Priya Sharma",
    email: "priya@borderless.example",
    profession: "Senior Software Engineer",
    skills: ["Java", "Kubernetes", "System Design"],
  },
  {
    username: "lukas",
    password: "password123",
    fullName: "Lukas Becker",
    email: "lukas@borderless.example",
    profession: "Engineering Manager",
    skills: ["C++", "ROS", "People Management"],
  },
  {
    username: "amara",
    password: "password123",
    fullName: "Amara Okafor",
    email: "amara@borderless.example",
    profession: "Data Scientist",
    skills: ["Python", "Machine Learning", "SQL"],
  },
  {
    username: "kenji",
    password: "password123",
    fullName: "Kenji Tanaka",
    email: "kenji@borderless.example",
    profession: "Product Manager",
    skills: ["Product Strategy", "User Research", "Japanese"],
  },
  {
    username: "sofia",
    password: "password123",
    fullName: "Sofía Martínez",
    email: "sofia@borderless.example",
    profession: "UX/UI Designer",
    skills: ["Figma", "Design Systems", "Accessibility"],
  },
  {
    username: "emma",
    password: "password123",
    fullName: "Emma Lindqvist",
    email: "emma@borderless.example",
    profession: "Full Stack Developer",
    skills: ["TypeScript", "React", "PostgreSQL"],
  },
  {
    username: "mateo",
    password: "password123",
    fullName: "Mateo Rossi",
    email: "mateo@borderless.example",
    profession: "DevOps Engineer",
    skills: ["Terraform", "AWS", "Kubernetes"],
  },
  {
    username: "minji",
    password: "password123",
    fullName: "Min-ji Park",
    email: "minji@borderless.example",
    profession: "Backend Engineer",
    skills: ["Go", "gRPC", "PostgreSQL"],
  },
  {
    username: "liam",
    password: "password123",
    fullName: "Liam O'Connor",
    email: "liam@borderless.example",
    profession: "Security Engineer",
    skills: ["Application Security", "Cloud Security", "Python"],
  },
  {
    username: "chloe",
    password: "password123",
    fullName: "Chloé Dubois",
    email: "chloe@borderless.example",
    profession: "Marketing Manager",
    skills: ["Content Strategy", "SEO", "Analytics"],
  },
];
