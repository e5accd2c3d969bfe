/** German date helpers (dd.mm.yyyy), free of locale data so server and browser agree. */

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function pad(value: number): string {
  return value.toString().padStart(2, '0');
}

/** Formats a date as dd.mm.yyyy in UTC. */
export function formatGermanDate(date: Date): string {
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

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
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return year * 10000 + month * 100 + day;
}

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
