import { errorMessageOf } from '@/server/site/security';

describe('the generic German text of each error status (docs/relay.md)', () => {
  it.each([
    [400, 'Ungültige Anfrage.'],
    [403, 'Zugriff verweigert.'],
    [404, 'Nicht gefunden.'],
    [405, 'Nicht gefunden.'],
    [408, 'Zeitüberschreitung: Die Anfrage kam nicht rechtzeitig vollständig an.'],
    [413, 'Die Anfrage ist zu groß (höchstens 64 KB).'],
    [415, 'Nicht unterstützter Inhaltstyp: Anfragen müssen als JSON (application/json) gesendet werden.'],
    [418, 'Ungültige Anfrage.'],
    [429, 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.'],
    [431, 'Die Kopfzeilen der Anfrage sind zu groß.'],
    [500, 'Interner Fehler. Bitte versuche es später erneut.'],
    [502, 'Interner Fehler. Bitte versuche es später erneut.'],
    [503, 'Der Server startet gerade neu. Bitte versuche es in wenigen Sekunden erneut.'],
  ])('%i: %s', (status, message) => {
    expect(errorMessageOf(status)).toBe(message);
  });
});
