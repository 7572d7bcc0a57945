/**
 * The first parts of the referrals feature's query keys. An offering shows in three places, each
 * under its own: the marketplace's referrers, the Companies tab and a person's own offerings.
 */
export const referralKeys = {
  referrers: ["/api/referrers"],
  companies: ["/api/referral-companies"],
  companyOptions: ["/api/referral-companies/options"],
  users: ["/api/users"],
} as const;
