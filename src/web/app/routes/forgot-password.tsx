import { AuthLayout } from "../../features/auth/components/auth-layout";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we'll send you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
