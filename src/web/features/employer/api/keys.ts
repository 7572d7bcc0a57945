/** The query keys this feature owns. Jobs live under "/api/jobs", as the job pages read them. */
export const employerKeys = {
  companies: ["/api/employer/companies"] as const,
  companyJobs: (companyId: number) => ["/api/employer/companies", companyId, "jobs"] as const,
  jobs: ["/api/jobs"] as const,
};
