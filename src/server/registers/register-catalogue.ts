/** The government registers Borderless reads, each in its publisher's own file format. */
export const REGISTER_IDS = ["uk-sponsors", "us-h1b", "ca-lmia", "nl-ind"] as const;
export type RegisterId = (typeof REGISTER_IDS)[number];

export function isRegisterId(text: string): text is RegisterId {
  return (REGISTER_IDS as readonly string[]).includes(text);
}

export interface RegisterInfo {
  id: RegisterId;
  /** ISO 3166-1 alpha-2 code of the country whose employers it lists. */
  countryCode: string;
  /** How a page names it in a sentence ("On the UK register of licensed sponsors"). */
  name: string;
  publisher: string;
  title: string;
  licence: string;
  /** The publisher's page for the register. */
  url: string;
}

export const REGISTERS: Record<RegisterId, RegisterInfo> = {
  "uk-sponsors": {
    id: "uk-sponsors",
    countryCode: "GB",
    name: "UK register of licensed sponsors",
    publisher: "Home Office (UK Visas and Immigration)",
    title: "Register of licensed sponsors: workers",
    licence: "Open Government Licence v3.0",
    url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers",
  },
  "us-h1b": {
    id: "us-h1b",
    countryCode: "US",
    name: "USCIS H-1B Employer Data Hub",
    publisher: "U.S. Citizenship and Immigration Services",
    title: "H-1B Employer Data Hub",
    licence: "Public domain (U.S. government work)",
    url: "https://www.uscis.gov/tools/reports-and-studies/h-1b-employer-data-hub",
  },
  "ca-lmia": {
    id: "ca-lmia",
    countryCode: "CA",
    name: "Canada's positive LMIA employers list",
    publisher: "Employment and Social Development Canada",
    title: "Temporary Foreign Worker Program: positive Labour Market Impact Assessment employers list",
    licence: "Open Government Licence – Canada",
    url: "https://open.canada.ca/data/en/dataset/90fed587-1364-4f33-a9ee-208181dc0b97",
  },
  "nl-ind": {
    id: "nl-ind",
    countryCode: "NL",
    name: "IND public register of recognised sponsors",
    publisher: "Immigratie- en Naturalisatiedienst (IND)",
    title: "Public register recognised sponsors: labour and highly skilled migrants",
    licence: "Not stated by the publisher (decision 029)",
    url: "https://ind.nl/en/public-register-recognised-sponsors",
  },
};
