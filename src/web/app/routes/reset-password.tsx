import { useLocation, useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";
import { linkToken } from "../../lib/link-token";

export default function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const token = linkToken(useSearch(), window.location.hash);
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="You'll be signed out everywhere and can sign in again."
    >
      <ResetPasswordForm token={token} onDone={() => navigate("/login", { replace: true })} />
    </AuthLayout>
  );
}
