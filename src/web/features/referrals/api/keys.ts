import { listReferralCompanies, listReferralCompanyOptions, listReferrers } from "@shared/api/referrals";
import { queryKey } from "../../../lib/api-client";

/**
 * The referrals feature's query keys. An offering shows in three places, each under its own: the
 * marketplace's referrers, the Companies tab and a person's own offerings (listUserReferrers).
 */
export const referralKeys = {
  referrers: queryKey(listReferrers),
  companies: queryKey(listReferralCompanies),
  companyOptions: queryKey(listReferralCompanyOptions),
};
