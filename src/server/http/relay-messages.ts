import type { PayloadIssue } from '@/features/cloudium/contract/webhook-payload.schema';

/** German texts of the relay's JSON error answers (`{"error": …}`); none repeats what the visitor sent. */
export const relayMessages = {
  unsupportedMediaType: 'Nicht unterstützter Inhaltstyp: Anfragen müssen als JSON (application/json) gesendet werden.',
  tooLarge: 'Die Anfrage ist zu groß (höchstens 64 KB).',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
  notStored: 'Die Anfrage konnte gerade nicht gespeichert werden. Bitte versuche es später erneut.',
  internal: 'Interner Fehler. Bitte versuche es später erneut.',
  notFound: 'Nicht gefunden.',
  referenceTaken:
    'Diese Referenznummer ist schon vergeben. Die Anfrage wurde nicht gespeichert; bitte mit einer neuen Referenznummer senden.',
  badRequest: 'Ungültige Anfrage.',
  forbidden: 'Zugriff verweigert.',
  timeout: 'Zeitüberschreitung: Die Anfrage kam nicht rechtzeitig vollständig an.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  unavailable: 'Der Server startet gerade neu. Bitte versuche es in wenigen Sekunden erneut.',
  proofRefused:
    'Die Anfrage konnte nicht bestätigt werden (der Nachweis deines Browsers fehlt, ist abgelaufen oder wurde schon benutzt). Bitte sende sie noch einmal.',
  storageFull:
    'Der Server kann gerade keine Anfragen speichern, weil sein Speicher voll ist. Bitte versuche es später erneut oder schreib uns im Discord.',
} as const;

const issueMessages: Readonly<Record<PayloadIssue, string>> = {
  'not-an-object': 'Ungültige Anfrage: Es wird ein JSON-Objekt erwartet.',
  'unexpected-key': 'Ungültige Anfrage: Sie enthält nicht erlaubte Angaben.',
  embeds: 'Ungültige Anfrage: Es wird genau ein Eintrag in "embeds" erwartet.',
  embed: 'Ungültige Anfrage: Der Eintrag in "embeds" ist unvollständig.',
  kind: 'Ungültige Anfrage: Unbekannte Anfrageart.',
  title: 'Ungültige Anfrage: Der Titel passt nicht zur Anfrageart.',
  reference: 'Ungültige Anfrage: Die Referenznummer fehlt oder ist ungültig.',
  description: 'Ungültige Anfrage: Die Beschreibung enthält mehr als erlaubt.',
  color: 'Ungültige Anfrage: Die Farbe passt nicht zur Anfrageart.',
  fields: 'Ungültige Anfrage: Die Felder passen nicht zur Anfrageart.',
  'field-value': 'Ungültige Anfrage: Ein Feld ist leer oder ungültig.',
  timestamp: 'Ungültige Anfrage: Der Zeitstempel fehlt oder ist ungültig.',
};

export function issueMessage(issue: PayloadIssue): string {
  return issueMessages[issue];
}
