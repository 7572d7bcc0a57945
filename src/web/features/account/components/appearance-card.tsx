import type { Settings } from "@shared/schemas/account";
import { Switch } from "../../../components/ui/switch";
import { useTheme } from "../../../lib/theme";
import { useUpdateSettings } from "../api/update-settings";
import { saveSetting } from "./save-setting";
import { SectionCard } from "./section-card";

/** Dark mode is the app's one theme (the header toggle too); it is also saved with the account. */
export function AppearanceCard({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  const { isDark, setTheme } = useTheme();
  return (
    <SectionCard title="Appearance">
      <div className="flex flex-col divide-y divide-border">
        <div className="py-2">
          <Switch
            label="Dark mode"
            description="Easier on the eyes at night."
            checked={isDark}
            onCheckedChange={(checked) => {
              const theme = checked ? "dark" : "light";
              setTheme(theme);
              saveSetting(update, { theme }, checked ? "Dark mode on" : "Dark mode off");
            }}
          />
        </div>
        <div className="py-2">
          <Switch
            label="Compact view"
            description="Show more on the screen with less spacing."
            checked={settings.compactView}
            onCheckedChange={(checked) =>
              saveSetting(update, { compactView: checked }, checked ? "Compact view on" : "Compact view off")
            }
          />
        </div>
      </div>
    </SectionCard>
  );
}
