import { COUNTRY_INFO_OPTIONS, JOB_ALERT_OPTIONS, type Settings } from "@shared/schemas/account";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { useUpdateSettings } from "../api/update-settings";
import { saveSetting } from "./save-setting";
import { SectionCard } from "./section-card";

/** How often mail arrives about jobs and countries; each choice is saved as it is made. */
export function NotificationSelects({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  return (
    <SectionCard title="Email Notifications" description="Choose how often we write to you.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Job Alerts">
          <Select
            value={settings.jobAlerts}
            onChange={(e) =>
              saveSetting(update, { jobAlerts: e.target.value as Settings["jobAlerts"] }, "Job alerts saved")
            }
          >
            {JOB_ALERT_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="New Country Information">
          <Select
            value={settings.countryInfo}
            onChange={(e) =>
              saveSetting(
                update,
                { countryInfo: e.target.value as Settings["countryInfo"] },
                "Country updates saved",
              )
            }
          >
            {COUNTRY_INFO_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </SectionCard>
  );
}
