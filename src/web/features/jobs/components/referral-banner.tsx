import { Handshake } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";

/** The dashboard's Referral Marketplace banner. */
export function ReferralBanner() {
  return (
    <section
      aria-labelledby="referral-banner-title"
      className="flex flex-col gap-4 rounded-xl bg-primary-soft p-5 text-primary-soft-fg sm:flex-row sm:items-center"
    >
      <Handshake className="size-10 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-sm font-medium">Referral Marketplace</p>
        <h2 id="referral-banner-title" className="text-lg font-semibold">
          Connect with industry insiders
        </h2>
        <p className="mt-1 text-sm">
          Employees at companies you want to join can refer you and tell you what it is like to work there.
        </p>
      </div>
      <ButtonLink href="/referrals">Find referrers</ButtonLink>
    </section>
  );
}
