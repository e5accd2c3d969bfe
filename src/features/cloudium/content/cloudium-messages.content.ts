/**
 * Every message the Cloudium requests show, word for word from docs/product.md (Validation, Errors). Machines pick from here;
 * the page only delivers them as toasts.
 */
export const validationMessages = {
  discordNameRequired: 'Bitte gib deinen Discord Namen ein.',
  planRequired: 'Kein Paket ausgewählt.',
  gameRequired: 'Bitte wähle ein Spiel aus.',
  otherGameRequired: 'Bitte gib den Namen des anderen Spiels an.',
  /** Slider values outside the configurator's range cannot come from the sliders; guards a tampered state. */
  sizeOutOfRange: 'Bitte wähle eine gültige Serverkonfiguration.',
} as const;

/** Title of the toast for validation failures in the request dialogs. */
export const DIALOG_VALIDATION_TITLE = 'Fehler';

export const supportMessages = {
  missingTitle: 'Fehlende Eingaben',
  missingText: 'Bitte fülle alle erforderlichen Felder aus.',
  failedTitle: 'Fehler beim Senden',
  failedText: (status: number | string, details: string) =>
    `Deine Anfrage konnte nicht gesendet werden. Status: ${status}. Details: ${details}`,
  noDetails: 'Keine Details',
  successTitle: 'Anfrage gesendet!',
  successText: 'Vielen Dank für deine Nachricht. Wir werden uns so schnell wie möglich bei dir melden.',
} as const;

export const networkMessages = {
  title: 'Netzwerkfehler',
  text: 'Verbindung zum Server fehlgeschlagen. Bitte überprüfe deine Internetverbindung.',
} as const;

export const planOrderMessages = {
  failedTitle: 'Fehler beim Senden',
  failedText: 'Deine Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.',
  successTitle: 'Bestellung erfolgreich!',
} as const;

export const otherRequestMessages = {
  failed: 'Anfrage konnte nicht gesendet werden.',
  network: 'Netzwerkfehler.',
  successTitle: 'Anfrage erfolgreich!',
} as const;

/** The reference number (docs/adr/0002-reference-numbers.md) the visitor keeps after a successful request. */
export function referenceNotice(reference: string): string {
  return `Deine Referenznummer: ${reference}. Gib sie an, wenn du uns dazu kontaktierst.`;
}

/**
 * A request that failed for want of a connection waits in the browser and goes out by itself (docs/product.md,
 * "Offline"). Where the browser sends it with the page closed (Background Sync, Chromium) the line says so; elsewhere
 * (Safari, Firefox) it goes out while a page of the site is open, or at the next visit.
 */
export const waitingMessages = {
  waiting: (reference: string, sentWithPageClosed: boolean) =>
    `Deine Anfrage ${reference} wartet und wird automatisch gesendet, sobald du wieder online bist${
      sentWithPageClosed
        ? ', auch wenn du die Seite schließt.'
        : ': solange eine Seite von uns geöffnet ist oder beim nächsten Besuch.'
    }`,
  expiredTitle: 'Anfrage nicht gesendet',
  expiredText: (reference: string) =>
    `Deine Anfrage ${reference} konnte 48 Stunden lang nicht gesendet werden und wurde verworfen. Bitte sende sie erneut.`,
} as const;
