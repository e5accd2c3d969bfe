/** Amounts are integer cents everywhere; this is the one formatter that turns them into German euro text. */
export type Cents = number;

/** Formats integer cents the German way: 349 → "3,49 €", 123456 → "1.234,56 €". */
export function formatEuro(cents: Cents): string {
  if (!Number.isInteger(cents)) {
    throw new RangeError(`formatEuro expects integer cents, got ${cents}`);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100).toString();
  const rest = (absolute % 100).toString().padStart(2, '0');
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${rest} €`;
}

/** "3,49 € / Monat" */
export function formatMonthlyPrice(cents: Cents): string {
  return `${formatEuro(cents)} / Monat`;
}
