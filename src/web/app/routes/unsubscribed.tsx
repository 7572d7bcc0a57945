import { useSearch } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";
import { UnsubscribePanel } from "../../features/unsubscribe/components/unsubscribe-panel";

export default function UnsubscribedPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <PublicLayout>
      <div className="px-4 py-10 md:py-16">
        <UnsubscribePanel token={token} />
      </div>
    </PublicLayout>
  );
}
