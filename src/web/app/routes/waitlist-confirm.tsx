import { useSearch } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";
import { WaitlistConfirmPanel } from "../../features/waitlist/components/waitlist-confirm-panel";
import { linkToken } from "../../lib/link-token";

export default function WaitlistConfirmPage() {
  const token = linkToken(useSearch(), window.location.hash);
  return (
    <PublicLayout>
      <div className="px-4 py-10 md:py-16">
        <WaitlistConfirmPanel token={token} />
      </div>
    </PublicLayout>
  );
}
