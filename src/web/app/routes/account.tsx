import { useLocation, useSearch } from "wouter";
import { ButtonLink } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ChangePasswordForm } from "../../features/account/components/change-password-form";
import { DeleteAccountButton } from "../../features/account/components/delete-account-button";
import { DocumentsCard } from "../../features/account/components/documents-card";
import { EditProfileForm } from "../../features/account/components/edit-profile-form";
import { NotificationSelects } from "../../features/account/components/notification-selects";
import { ProfileGate } from "../../features/account/components/profile-gate";
import { ProfileSummary } from "../../features/account/components/profile-summary";
import { SectionCard } from "../../features/account/components/section-card";
import { SettingsGate } from "../../features/account/components/settings-gate";
import { SkillsEditor } from "../../features/account/components/skills-editor";
import { LogoutButton } from "../../features/auth/components/logout-button";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { SavedJobsList } from "../../features/jobs/components/saved-jobs-list";
import { SavedSearchesList } from "../../features/saved-searches/components/saved-searches-list";

const TABS = ["profile", "saved", "searches", "settings"] as const;
type Tab = (typeof TABS)[number];

export default function AccountPage() {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get("tab");
  const tab: Tab = TABS.find((t) => t === requested) ?? "profile";
  const countries = useCountrySummaries();
  const countryName = (id: number) => countries.data?.find((country) => country.id === id)?.name ?? null;

  return (
    <>
      <PageHeader title="Account" subtitle="Your profile, saved jobs, saved searches and settings." />
      <Tabs
        value={tab}
        // The tab lives in the URL, so a reload or a shared link opens the same tab.
        onValueChange={(next) =>
          navigate(next === "profile" ? location : `${location}?tab=${next}`, { replace: true })
        }
      >
        <TabsList aria-label="Account sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="saved">Saved Jobs</TabsTrigger>
          <TabsTrigger value="searches">Saved Searches</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>

        <TabsContent value="profile">
          <ProfileGate>
            {(profile) => (
              <div className="flex flex-col gap-6">
                <ProfileSummary profile={profile} />
                <EditProfileForm profile={profile} />
                <SkillsEditor skills={profile.skills} />
                <DocumentsCard />
              </div>
            )}
          </ProfileGate>
        </TabsContent>

        <TabsContent value="saved">
          <SavedJobsList />
        </TabsContent>

        <TabsContent value="searches">
          <SavedSearchesList countryName={countryName} />
        </TabsContent>

        <TabsContent value="settings">
          <div className="flex flex-col gap-6">
            <SettingsGate>{(settings) => <NotificationSelects settings={settings} />}</SettingsGate>
            <ChangePasswordForm />
            <SectionCard title="Session" description="Sign out of Borderless on this device.">
              <div className="flex flex-wrap gap-2">
                <LogoutButton onLoggedOut={() => navigate("/login")} />
                <ButtonLink href="/settings" variant="ghost">
                  All settings
                </ButtonLink>
              </div>
            </SectionCard>
            <SectionCard
              title="Delete Account"
              tone="danger"
              description="Permanently remove your account and personal data. This cannot be undone."
            >
              <DeleteAccountButton onDeleted={() => navigate("/")} />
            </SectionCard>
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}
