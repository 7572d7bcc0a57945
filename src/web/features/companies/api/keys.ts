/** The first part of every companies query key: the list pages and each company's page. */
export const companyKeys = {
  all: ["/api/companies"],
} as const;
