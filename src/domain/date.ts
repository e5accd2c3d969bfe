/** German date helpers (dd.mm.yyyy), free of locale data so server and browser agree. */

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * Parses dd.mm.yyyy into a sortable number (yyyymmdd); null when the text is not such a date
 * or names a day that does not exist (31.02.2024).
 */
export function parseGermanDate(text: string): number | null {
  const match = GERMAN_DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (!isCalendarDay(year, month, day)) return null;
  return year * 10000 + month * 100 + day;
}

/** ISO 8601 date-time as `Date.prototype.toISOString` writes it, or with an explicit offset. */
const ISO_DATE_TIME =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(\.\d{1,6})?(Z|[+-](?<offsetHours>\d{2}):(?<offsetMinutes>\d{2}))$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * Whether a text is an ISO 8601 date-time that names a real moment: a day the calendar has (not 30 February),
 * hours 0–23, minutes and seconds 0–59, an offset of at most ±14:00. `Date.parse` is lenient and rolls
 * 2026-02-30 over into March, which the chat platform may then refuse.
 */
export function isIsoDateTime(text: string): boolean {
  const parts = ISO_DATE_TIME.exec(text)?.groups;
  if (!parts) return false;
  const number = (name: string) => Number(parts[name] ?? 0);
  return (
    number('year') >= 1970 &&
    isCalendarDay(number('year'), number('month'), number('day')) &&
    number('hour') <= 23 &&
    number('minute') <= 59 &&
    number('second') <= 59 &&
    number('offsetHours') <= 14 &&
    number('offsetMinutes') <= 59
  );
}

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
