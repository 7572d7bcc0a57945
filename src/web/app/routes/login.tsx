import { useQueryClient } from "@tanstack/react-query";
import { Redirect, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { applyAccountTheme } from "../../features/account/api/get-settings";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { FeatureBlurbs } from "../../features/auth/components/feature-blurbs";
import { LoginForm } from "../../features/auth/components/login-form";
import { safeNextPath } from "../../features/auth/lib/safe-next";
import { registeredUsername } from "../../features/auth/lib/sign-in-state";
import { useSession } from "../../lib/session";

export default function LoginPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const rawNext = params.get("next");
  const next = safeNextPath(rawNext);
  const { user, isLoading } = useSession();
  const client = useQueryClient();
  const username = registeredUsername(useHistoryState());
  const registerHref = rawNext ? `/register?next=${encodeURIComponent(next)}` : "/register";

  if (!isLoading && user) return <Redirect to={next} replace />;

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to pick up your search where you left it."
      aside={<FeatureBlurbs />}
    >
      <LoginForm
        registerHref={registerHref}
        username={username}
        onSignedIn={() => {
          // The theme follows the account from device to device.
          void applyAccountTheme(client);
          navigate(next, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
