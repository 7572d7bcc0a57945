import { useLocation } from "wouter";
import { PageHeader } from "../../components/ui/page-header";
import { AccountEmailForm } from "../../features/account/components/account-email-form";
import { AppearanceCard } from "../../features/account/components/appearance-card";
import { DeleteAccountButton } from "../../features/account/components/delete-account-button";
import { JobPreferencesForm } from "../../features/account/components/job-preferences-form";
import { NotificationSwitches } from "../../features/account/components/notification-switches";
import { ProfileGate } from "../../features/account/components/profile-gate";
import { SectionCard } from "../../features/account/components/section-card";
import { SessionsCard } from "../../features/account/components/sessions-card";
import { SettingsGate } from "../../features/account/components/settings-gate";
import { TwoFactorCard } from "../../features/account/components/two-factor-card";
import { ShowPayIn } from "../../features/pay/components/show-pay-in";

export default function SettingsPage() {
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="Settings" subtitle="Your account, notifications, appearance and job search." />
      <ProfileGate>
        {(profile) => (
          <SettingsGate>
            {(settings) => (
              <div className="flex flex-col gap-6">
                <AccountEmailForm email={profile.email} pendingEmail={profile.pendingEmail} />
                <TwoFactorCard />
                <SessionsCard />
                <NotificationSwitches settings={settings} />
                <AppearanceCard settings={settings} />
                <JobPreferencesForm settings={settings} skills={profile.skills} />
                <SectionCard
                  title="Pay"
                  description="Every job also shows its pay converted into this currency, marked ≈ with the rate's date."
                >
                  <ShowPayIn className="max-w-xs" />
                </SectionCard>
                <SectionCard
                  title="Danger Zone"
                  tone="danger"
                  description="Permanently remove your account and personal data. This cannot be undone."
                >
                  <DeleteAccountButton onDeleted={() => navigate("/")} />
                </SectionCard>
              </div>
            )}
          </SettingsGate>
        )}
      </ProfileGate>
    </>
  );
}
