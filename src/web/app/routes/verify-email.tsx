import { useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { VerifyEmailPanel } from "../../features/auth/components/verify-email-panel";

export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <AuthLayout
      title="Confirm your email address"
      subtitle="One press, and mail from Borderless can reach you."
    >
      <VerifyEmailPanel token={token} />
    </AuthLayout>
  );
}
