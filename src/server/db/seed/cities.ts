import type { MetricSources } from "../schema/places";

export interface CitySeed {
  countryCode: string;
  name: string;
  description: string;
  /** Percent. */
  employmentOpportunity: number;
  /** Percent. */
  culturalAcceptance: number;
  /** 0-10. */
  housingAvailability: number;
  /** Percent, lower is better. */
  racism: number;
  /** Percent. */
  vegetarianFriendly: number;
}

export const CITY_SOURCES: MetricSources = {
  employmentOpportunity: { source: "OECD Metropolitan Areas Database", year: 2024 },
  culturalAcceptance: { source: "Gallup Global Acceptance Index", year: 2023 },
  housingAvailability: { source: "Numbeo Housing Index", year: 2025 },
  racism: { source: "World Values Survey, wave 7", year: 2022 },
  vegetarianFriendly: { source: "HappyCow city listings", year: 2025 },
};

function city(
  countryCode: string,
  name: string,
  scores: [employment: number, acceptance: number, housing: number, racism: number, vegetarian: number],
  description: string,
): CitySeed {
  const [employmentOpportunity, culturalAcceptance, housingAvailability, racism, vegetarianFriendly] = scores;
  return {
    countryCode,
    name,
    description,
    employmentOpportunity,
    culturalAcceptance,
    housingAvailability,
    racism,
    vegetarianFriendly,
  };
}

export const CITIES: CitySeed[] = [
  city(
    "US",
    "New York",
    [88, 80, 3.4, 28, 82],
    "The largest US job market, strongest in finance, media and tech, with neighbourhoods from every culture and a high cost of renting.",
  ),
  city(
    "US",
    "San Francisco",
    [86, 82, 2.9, 24, 85],
    "The heart of the Bay Area tech scene: startups, research labs and top salaries, balanced by some of the country's highest rents.",
  ),
  city(
    "US",
    "Austin",
    [81, 74, 5.8, 30, 70],
    "A fast-growing tech and music city with no state income tax, a lively food scene and more affordable housing than the coasts.",
  ),
  city(
    "US",
    "Seattle",
    [84, 79, 4.2, 25, 78],
    "Home to cloud, retail and aerospace giants, surrounded by mountains and water, with a mild but rainy climate.",
  ),
  city(
    "CA",
    "Toronto",
    [83, 88, 3.6, 20, 80],
    "Canada's business capital and one of the world's most diverse cities, with a deep pool of tech, finance and health jobs.",
  ),
  city(
    "CA",
    "Vancouver",
    [79, 86, 2.8, 21, 84],
    "A Pacific port city with film, gaming and clean-tech employers, mild winters and mountains minutes from downtown.",
  ),
  city(
    "CA",
    "Montreal",
    [74, 83, 5.9, 22, 75],
    "A bilingual city known for AI research, video games and festivals, with rents well below Toronto and Vancouver.",
  ),
  city(
    "GB",
    "London",
    [87, 83, 2.7, 24, 86],
    "Europe's largest financial centre and a global tech hub, with world-class culture and a competitive rental market.",
  ),
  city(
    "GB",
    "Manchester",
    [76, 78, 5.7, 27, 74],
    "A northern hub for media, digital and engineering firms, with a strong music scene and lower living costs than London.",
  ),
  city(
    "GB",
    "Edinburgh",
    [72, 80, 4.6, 22, 76],
    "Scotland's capital, strong in financial services, software and universities, famous for its festivals and old town.",
  ),
  city(
    "DE",
    "Berlin",
    [80, 84, 4.1, 25, 88],
    "Germany's startup capital, where English is common at work, with a famous arts and night-life scene and rising rents.",
  ),
  city(
    "DE",
    "Munich",
    [85, 72, 2.9, 27, 70],
    "Home to automotive, engineering and insurance leaders; high salaries, very high rents and the Alps nearby.",
  ),
  city(
    "DE",
    "Hamburg",
    [78, 76, 3.8, 24, 72],
    "A port city with media, logistics and aviation employers, lakes and canals, and a relaxed northern culture.",
  ),
  city(
    "FR",
    "Paris",
    [82, 74, 2.6, 31, 66],
    "France's economic and cultural capital, with a growing startup campus, luxury and finance employers and unmatched museums.",
  ),
  city(
    "FR",
    "Lyon",
    [73, 70, 5.2, 30, 58],
    "France's gastronomic capital, with life-science, software and manufacturing employers and a calmer pace than Paris.",
  ),
  city(
    "NL",
    "Amsterdam",
    [82, 87, 2.5, 20, 80],
    "An international hub for tech, payments and logistics where English is the working language in many companies.",
  ),
  city(
    "NL",
    "Rotterdam",
    [75, 82, 4.4, 23, 71],
    "Europe's biggest port and a modern architecture showcase, with logistics, energy and engineering jobs.",
  ),
  city(
    "SE",
    "Stockholm",
    [79, 85, 3.1, 17, 79],
    "A city on fourteen islands that has produced several global tech companies, known for flat hierarchies and work-life balance.",
  ),
  city(
    "DK",
    "Copenhagen",
    [78, 82, 3.7, 18, 74],
    "A cycling city with strong life-science, shipping and design employers and a famously good work-life balance.",
  ),
  city(
    "NO",
    "Oslo",
    [76, 81, 4.3, 16, 69],
    "Norway's capital, between fjord and forest, with energy, maritime and software employers and high salaries.",
  ),
  city(
    "FI",
    "Helsinki",
    [71, 77, 5.6, 19, 72],
    "A compact seaside capital with a gaming and mobile heritage, excellent public services and affordable housing.",
  ),
  city(
    "CH",
    "Zurich",
    [86, 73, 2.2, 22, 68],
    "Switzerland's financial centre, with banking, insurance and big-tech engineering offices and some of the world's highest salaries.",
  ),
  city(
    "CH",
    "Geneva",
    [80, 78, 2.4, 21, 70],
    "A city of international organisations, commodity traders and private banks, multilingual and close to the Alps.",
  ),
  city(
    "AU",
    "Sydney",
    [84, 84, 2.9, 25, 78],
    "Australia's largest city and financial centre, with beaches, a harbour and a busy tech and professional-services market.",
  ),
  city(
    "AU",
    "Melbourne",
    [81, 86, 3.8, 23, 83],
    "Known for coffee, sport and the arts, with strong education, health and tech employers.",
  ),
  city(
    "NZ",
    "Auckland",
    [75, 85, 3.3, 21, 70],
    "New Zealand's largest city, spread between two harbours, with most of the country's tech and finance jobs.",
  ),
  city(
    "NZ",
    "Wellington",
    [70, 87, 4.1, 18, 72],
    "The compact capital, home to government, film effects studios and a friendly creative community.",
  ),
  city(
    "JP",
    "Tokyo",
    [84, 58, 5.9, 34, 45],
    "The world's largest metropolitan economy, with electronics, gaming and finance employers, superb transit and safe streets.",
  ),
  city(
    "JP",
    "Osaka",
    [76, 55, 7.1, 36, 40],
    "Japan's kitchen and a manufacturing and trade centre, more relaxed and affordable than Tokyo.",
  ),
  city(
    "SG",
    "Singapore",
    [84, 76, 4.8, 25, 67],
    "A city-state and Asia's regional headquarters hub, with English at work, low taxes and very high rents.",
  ),
  city(
    "KR",
    "Seoul",
    [80, 50, 5.4, 40, 32],
    "A 24-hour megacity of electronics, gaming and entertainment companies, with fast internet and a lively food scene.",
  ),
  city(
    "IN",
    "Mumbai",
    [82, 66, 3.5, 33, 86],
    "India's financial capital and home of Bollywood, with banking, media and tech employers and very dense housing.",
  ),
  city(
    "IN",
    "Bangalore",
    [88, 70, 5.5, 30, 90],
    "India's technology capital, hosting global engineering centres and thousands of startups, with a pleasant climate.",
  ),
  city(
    "IN",
    "Hyderabad",
    [84, 68, 6.8, 31, 84],
    "A fast-growing tech and pharma hub with large global campuses and more affordable housing than Mumbai.",
  ),
  city(
    "IN",
    "Pune",
    [78, 69, 6.9, 29, 89],
    "A university and IT city near Mumbai, known for automotive engineering, a young population and a mild climate.",
  ),
];
