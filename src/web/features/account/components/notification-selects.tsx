import { COUNTRY_INFO_OPTIONS, JOB_ALERT_OPTIONS, type Settings } from "@shared/schemas/account";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { useUpdateSettings } from "../api/update-settings";
import { saveSetting } from "./save-setting";
import { SectionCard } from "./section-card";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** 0 → "00:00", 13 → "13:00": the hour as a 24-hour clock reads it, in any locale. */
function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** The time zones this browser knows, with the saved one kept even if it does not. */
function timeZones(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", saved, ...known])];
}

/** When job-alert digests arrive: an hour of the day in the person's own time zone. */
function AlertTimeSelects({
  settings,
  update,
}: {
  settings: Settings;
  update: ReturnType<typeof useUpdateSettings>;
}) {
  const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <Field label="Send alerts at" hint={`In ${settings.timeZone} time`}>
        <Select
          value={String(settings.alertHour)}
          onChange={(e) => saveSetting(update, { alertHour: Number(e.target.value) }, "Alert time saved")}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Time zone"
        hint={
          detected && detected !== settings.timeZone
            ? `This device is set to ${detected}.`
            : "Alerts follow this time zone."
        }
      >
        <Select
          value={settings.timeZone}
          onChange={(e) => saveSetting(update, { timeZone: e.target.value }, "Time zone saved")}
        >
          {timeZones(settings.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

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
        <AlertTimeSelects settings={settings} update={update} />
      </div>
    </SectionCard>
  );
}
