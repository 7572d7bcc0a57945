import { useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { VerifyEmailPanel } from "../../features/auth/components/verify-email-panel";
import { linkToken } from "../../lib/link-token";

export default function VerifyEmailPage() {
  const token = linkToken(useSearch(), window.location.hash);
  return (
    <AuthLayout
      title="Confirm your email address"
      subtitle="One press, and mail from Borderless can reach you."
    >
      <VerifyEmailPanel token={token} />
    </AuthLayout>
  );
}
