import type { Settings } from "@shared/schemas/account";
import { Switch } from "../../../components/ui/switch";
import { useUpdateSettings } from "../api/update-settings";
import { saveSetting } from "./save-setting";
import { SectionCard } from "./section-card";

const SWITCHES = [
  {
    key: "emailNotifications",
    label: "Email notifications",
    description: "News about your account and activity.",
  },
  {
    key: "newJobMatches",
    label: "New job matches",
    description: "Jobs that fit your skills and preferences.",
  },
  {
    key: "referralUpdates",
    label: "Referral updates",
    description: "Replies and changes to your referral requests.",
  },
] as const;

export function NotificationSwitches({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  return (
    <SectionCard title="Notifications">
      <div className="flex flex-col divide-y divide-border">
        {SWITCHES.map((s) => (
          <div key={s.key} className="py-2">
            <Switch
              label={s.label}
              description={s.description}
              checked={settings[s.key]}
              onCheckedChange={(checked) =>
                saveSetting(update, { [s.key]: checked }, `${s.label} ${checked ? "on" : "off"}`)
              }
            />
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
