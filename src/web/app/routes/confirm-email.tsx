import { useSearch } from "wouter";
import { ConfirmEmailForm } from "../../features/account/components/confirm-email-form";
import { AuthLayout } from "../../features/auth/components/auth-layout";

export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <AuthLayout
      title="Confirm your new email"
      subtitle="Your account keeps its current email until you confirm this one."
    >
      <ConfirmEmailForm token={token} />
    </AuthLayout>
  );
}
