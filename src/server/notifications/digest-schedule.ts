import type { Frequency } from "./digest-mail";

// When a person's digest is due and which period it covers, in their own time zone.

interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  hour: number;
  /** 1 (Monday) to 7 (Sunday). */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock date, hour and weekday at `at` in an IANA zone (UTC when the name is unknown). */
function localTime(at: Date, timeZone: string): LocalTime {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    });
  } catch {
    return localTime(at, "UTC");
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS[parts.weekday ?? ""] ?? 1,
  };
}

/** ISO 8601 week of a calendar date: '2026-W48' (weeks start on Monday; week 1 holds a Thursday). */
function isoWeek(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Whether a digest is due at `at`: the alert hour in the person's zone, and a Monday for Weekly. */
export function isDue(
  frequency: Frequency,
  where: { timeZone: string; alertHour: number },
  at: Date,
): boolean {
  const local = localTime(at, where.timeZone);
  return local.hour === where.alertHour && (frequency === "Daily" || local.weekday === 1);
}

/** The period a digest covers, in the person's zone: their date for Daily, their ISO week for Weekly. */
export function digestPeriod(frequency: Frequency, timeZone: string, at: Date): string {
  const { date } = localTime(at, timeZone);
  return frequency === "Daily" ? date : isoWeek(date);
}
