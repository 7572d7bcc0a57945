import { useSearch } from "wouter";
import { ConfirmEmailForm } from "../../features/account/components/confirm-email-form";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { linkToken } from "../../lib/link-token";

export default function ConfirmEmailPage() {
  const token = linkToken(useSearch(), window.location.hash);
  return (
    <AuthLayout
      title="Confirm your new email"
      subtitle="Your account keeps its current email until you confirm this one."
    >
      <ConfirmEmailForm token={token} />
    </AuthLayout>
  );
}
