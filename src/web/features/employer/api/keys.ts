import { listEmployerCompanyJobs, listManagedCompanies } from "@shared/api/employer";
import { getJob } from "@shared/api/jobs";
import { queryKey } from "../../../lib/api-client";
import { jobsKey } from "../../../lib/query-keys";

/** The query keys this feature owns. Jobs live under the job pages' keys, as the job pages read them. */
export const employerKeys = {
  companies: queryKey(listManagedCompanies),
  companyJobs: (companyId: number) => queryKey(listEmployerCompanyJobs, { params: { id: companyId } }),
  jobs: jobsKey,
  job: (jobId: number) => queryKey(getJob, { params: { id: jobId } }),
};
