import { useLocation, useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { RegisterForm } from "../../features/auth/components/register-form";
import { safeNextPath } from "../../features/auth/lib/safe-next";
import type { SignInState } from "../../features/auth/lib/sign-in-state";

export default function RegisterPage() {
  const [, navigate] = useLocation();
  const rawNext = new URLSearchParams(useSearch()).get("next");
  const loginHref = rawNext ? `/login?next=${encodeURIComponent(safeNextPath(rawNext))}` : "/login";
  return (
    <AuthLayout title="Create your account" subtitle="Save jobs, compare countries and get referred.">
      <RegisterForm
        loginHref={loginHref}
        // The sign-in page fills in the name just chosen, so signing in is the password and Enter.
        onRegistered={(username) => navigate(loginHref, { state: { username } satisfies SignInState })}
      />
    </AuthLayout>
  );
}
