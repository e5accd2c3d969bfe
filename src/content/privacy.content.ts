import { site } from '../config/site';
import { address, bullets, code, link, mailLink, paragraph, subheading, type ProseSection } from './prose.content';

/** The date the policy carries (docs/product.md#constants). */
export const PRIVACY_VERSION = 'Stand: Juli 2025';

/** The exact localStorage keys the community data is kept under (docs/product.md#storage-rule). */
export const PRIVACY_STORAGE_KEYS = ['communityEvents', 'communityTeam', 'communityRules'] as const;

const { legal } = site;

export const privacyIntro = `Der Schutz deiner Daten ist uns wichtig. Hier erfährst du, welche Daten beim Besuch der Website der ${site.siteName} und bei der Nutzung unserer Formulare verarbeitet werden, zu welchem Zweck das geschieht und welche Rechte du hast.`;

export const privacySections: readonly ProseSection[] = [
  {
    id: 'verantwortlicher',
    heading: '1. Verantwortlicher',
    blocks: [
      paragraph(
        'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
      ),
      address(legal.ownerName, legal.street, `${legal.postalCode} ${legal.city}`, legal.country, [
        'E-Mail: ',
        mailLink(legal.email),
      ]),
    ],
  },
  {
    id: 'ueberblick',
    heading: '2. Das Wichtigste auf einen Blick',
    blocks: [
      bullets(
        'Wir setzen keine Cookies.',
        'Es gibt kein Tracking, keine Analyse- oder Statistikdienste und keine Werbung.',
        'Schriftarten, Bilder und Symbole liegen auf unserem eigenen Server. Beim Aufruf der Seite werden keine Inhalte von Drittanbietern nachgeladen.',
        'Im Browser speichern wir nur die eingebauten Community-Daten (Events, Team und Regeln), keine Angaben über dich.',
        'Was du in das Support-Formular oder in eine Hosting-Anfrage eingibst, geht über unseren Server an unseren Discord-Server.',
        'Bewerbungen und Partnerschaftsanfragen versendet die Website nicht selbst: Sie öffnet nur dein eigenes E-Mail-Programm.',
      ),
    ],
  },
  {
    id: 'server-logs',
    heading: '3. Aufruf der Website und Server-Logfiles',
    blocks: [
      paragraph(
        'Wenn du unsere Website aufrufst, überträgt dein Browser technisch bedingt Daten an unseren Server. Dabei werden vorübergehend erfasst:',
      ),
      bullets(
        'die IP-Adresse deines Geräts,',
        'Datum und Uhrzeit des Zugriffs,',
        'die aufgerufene Adresse und die Art der Anfrage,',
        'der Statuscode der Antwort und die übertragene Datenmenge.',
      ),
      paragraph(
        'Diese Daten brauchen wir, um die Seite auszuliefern, Fehler zu finden und Missbrauch abzuwehren – etwa massenhaft abgeschickte Formulare. Dafür zählt unser Server für kurze Zeit, wie viele Anfragen von einer IP-Adresse kommen. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die Logeinträge werden nicht mit anderen Daten zusammengeführt und nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Angriffs benötigt werden.',
      ),
    ],
  },
  {
    id: 'browser-speicher',
    heading: '4. Was wir in deinem Browser speichern',
    blocks: [
      paragraph(
        'Wir verwenden keine Cookies. Damit die Bereiche Events, Team und Regeln schnell angezeigt werden, legt die Website im lokalen Speicher deines Browsers (localStorage) die folgenden Einträge an:',
      ),
      bullets(
        [code(PRIVACY_STORAGE_KEYS[0]), ' – die Liste der Community-Events,'],
        [code(PRIVACY_STORAGE_KEYS[1]), ' – die Mitglieder unseres Teams mit ihren Rollen,'],
        [code(PRIVACY_STORAGE_KEYS[2]), ' – unsere Community-Regeln.'],
      ),
      paragraph(
        'Diese Einträge enthalten ausschließlich die fest in die Website eingebauten Community-Daten und keine Angaben über dich. Weicht ein Eintrag von den eingebauten Daten ab, wird er beim nächsten Besuch automatisch überschrieben. Die Daten verlassen dein Gerät nicht und werden nicht an uns übertragen. Du kannst sie jederzeit über die Einstellungen deines Browsers löschen („Websitedaten löschen“); die Website legt sie dann beim nächsten Besuch neu an.',
      ),
      paragraph(
        'Damit du die Website auch ohne Internetverbindung lesen kannst, speichert ein sogenannter Service Worker Kopien der Seiten, die du besucht hast, und der Dateien, die sie brauchen (Skripte, Schrift, Symbole), im Cache-Speicher deines Browsers. Das sind dieselben Inhalte, die jeder Besucher erhält, keine Angaben über dich. Sie werden bei jeder neuen Version der Website ersetzt und verlassen dein Gerät nicht. Auch sie löschst du über „Websitedaten löschen“.',
      ),
      paragraph(
        'Schickst du eine Anfrage ab, während dein Gerät keine Internetverbindung hat, bewahrt dein Browser sie mit deinen Angaben (siehe Abschnitt 5) in seiner Datenbank (IndexedDB) auf und sendet sie an unseren Server, sobald die Verbindung zurück ist. Danach wird sie dort gelöscht; kann sie 48 Stunden lang nicht gesendet werden, wird sie verworfen. Bis dahin verlässt sie dein Gerät nicht.',
      ),
    ],
  },
  {
    id: 'formulare',
    heading: '5. Support-Formular und Hosting-Anfragen',
    blocks: [
      paragraph(
        `Über die ${site.hostingBrand}-Seite kannst du uns eine Support-Anfrage schicken oder ein Hosting-Paket, Managed Game Hosting oder einen Custom Server anfragen. Dabei verarbeiten wir die Angaben, die du selbst einträgst:`,
      ),
      bullets(
        'beim Support-Formular: Name, E-Mail-Adresse, Betreff und Nachricht,',
        'bei Hosting-Anfragen: deinen Discord-Namen, das gewählte Paket mit Preis, das gewünschte Spiel oder die gewünschte Ausstattung (vCores, RAM, SSD) sowie optionale Zusatzinfos.',
      ),
      paragraph(
        'Sobald du eine Anfrage abschickst, sendet dein Browser diese Angaben an unseren eigenen Server. Der Server speichert die Anfrage in einer Datenbank und leitet sie über einen sogenannten Webhook an einen nicht öffentlichen Kanal unseres Servers auf der Chat-Plattform Discord weiter. Dort lesen und bearbeiten unsere Teammitglieder die Anfrage. Die Zugangsdaten des Webhooks liegen nur auf unserem Server und werden nie an deinen Browser übertragen.',
      ),
      paragraph(
        'Damit nur Menschen und keine Programme massenhaft Anfragen schicken, löst dein Browser beim Ausfüllen eines Formulars im Hintergrund eine kleine Rechenaufgabe, die unser Server stellt (ein sogenannter Proof of Work). Dabei wird nichts über dich erhoben und kein anderer Anbieter eingebunden; es gibt kein Rätsel und kein Cookie. Damit niemand mit vielen Anfragen die der anderen verdrängt, speichert unser Server zu jeder Anfrage, bis sie zugestellt ist, und höchstens 25 Stunden lang für die Zählung einen mit einem geheimen Schlüssel gebildeten Prüfwert deiner IP-Adresse (bei IPv6 deines Netzes), nicht die Adresse selbst. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
      ),
      paragraph([
        'Discord wird von der Discord Inc. mit Sitz in den USA betrieben. Dabei können Daten auch in den USA verarbeitet werden, also außerhalb der Europäischen Union. Für die Verarbeitung auf Discord gelten zusätzlich die Bestimmungen von Discord, siehe die ',
        link('Nutzungsbedingungen von Discord', site.links.discordTerms),
        '.',
      ]),
      paragraph(
        'Rechtsgrundlage ist die Durchführung vorvertraglicher Maßnahmen auf deine Anfrage (Art. 6 Abs. 1 lit. b DSGVO) bei Hosting-Anfragen und unser berechtigtes Interesse, Support-Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO). Damit keine Anfrage verloren geht, löscht unser Server Anfragen nicht automatisch. Wir bewahren sie auf, solange wir sie für die Bearbeitung, für Rückfragen und für bestehende Hosting-Verträge brauchen oder gesetzliche Aufbewahrungspflichten bestehen, und löschen sie danach von Hand. Auf Wunsch löschen wir sie früher, soweit keine dieser Pflichten entgegensteht. Beim Löschen entfernen wir alle deine Angaben, auch aus unserem Discord-Kanal; nur Referenznummer, Art und Zeitpunkt der Anfrage bleiben gespeichert, damit nachvollziehbar bleibt, welche Anfragen eingegangen sind.',
      ),
    ],
  },
  {
    id: 'e-mail',
    heading: '6. Bewerbung und Partnerschaftsanfrage',
    blocks: [
      paragraph(
        'Die Formulare für Bewerbungen und Partnerschaftsanfragen schicken nichts über die Website ab. Sie prüfen deine Eingaben nur in deinem Browser und öffnen anschließend dein eigenes E-Mail-Programm mit einer vorausgefüllten Nachricht an unser Support-Postfach.',
      ),
      paragraph([
        'Ob und wann du diese E-Mail tatsächlich sendest, entscheidest du selbst. Erst wenn du sie abschickst, erhalten wir die enthaltenen Angaben – wie bei jeder anderen E-Mail an ',
        mailLink(site.supportEmail),
        '. Wir verwenden sie nur, um deine Bewerbung oder Anfrage zu bearbeiten (Art. 6 Abs. 1 lit. b DSGVO), und löschen sie, wenn sie dafür nicht mehr benötigt werden. Abgelehnte Bewerbungen löschen wir spätestens sechs Monate nach der Entscheidung.',
      ]),
    ],
  },
  {
    id: 'eigene-inhalte',
    heading: '7. Schriftarten, Bilder und Symbole',
    blocks: [
      paragraph(
        'Alle Schriftarten, Bilder und Symbole dieser Website liefern wir von unserem eigenen Server aus. Beim Laden der Seite stellt dein Browser deshalb keine Verbindung zu Drittanbietern wie Google Fonts, Content-Delivery-Netzwerken oder Bilddiensten her, und es werden dabei keine Daten an Dritte übermittelt.',
      ),
    ],
  },
  {
    id: 'externe-links',
    heading: '8. Links zu anderen Anbietern',
    blocks: [
      paragraph(
        'Unsere Website enthält Links zu Angeboten anderer Anbieter, zum Beispiel zu unserem Discord-Server, zum Streaming-Kanal, zur Spendenseite, zum Merch-Shop, zur Statusseite und zu unseren Profilen in sozialen Netzwerken (Twitter, YouTube, TikTok, Instagram, Telegram und haunt.gg).',
      ),
      paragraph(
        'Solange du einen solchen Link nicht anklickst, werden keine Daten an diese Anbieter übertragen. Klickst du ihn an, öffnet sich die Seite in einem neuen Tab, ohne dass wir die Adresse der Seite, von der du kommst, mitschicken. Ab diesem Moment ist der jeweilige Anbieter für die Verarbeitung deiner Daten verantwortlich; es gelten dessen Datenschutzbestimmungen.',
      ),
    ],
  },
  {
    id: 'rechte',
    heading: '9. Deine Rechte',
    blocks: [
      paragraph('Soweit wir personenbezogene Daten von dir verarbeiten, hast du jederzeit das Recht auf:'),
      bullets(
        'Auskunft über die gespeicherten Daten (Art. 15 DSGVO),',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
        'Löschung deiner Daten (Art. 17 DSGVO),',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
        'Datenübertragbarkeit (Art. 20 DSGVO),',
        'Widerspruch gegen eine Verarbeitung, die auf unserem berechtigten Interesse beruht (Art. 21 DSGVO).',
      ),
      subheading('Beschwerde bei einer Aufsichtsbehörde'),
      paragraph(
        'Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Zuständig für uns ist die niederländische Autoriteit Persoonsgegevens; du kannst dich aber auch an die Aufsichtsbehörde in deinem Wohnsitzland oder Bundesland wenden.',
      ),
    ],
  },
  {
    id: 'kontakt',
    heading: '10. Kontakt zum Datenschutz',
    blocks: [
      paragraph([
        'Für Fragen zum Datenschutz und um deine Rechte geltend zu machen, schreib uns einfach eine E-Mail an ',
        mailLink(legal.email),
        '. Wir antworten dir so schnell wie möglich, spätestens innerhalb eines Monats.',
      ]),
    ],
  },
  {
    id: 'aenderungen',
    heading: '11. Änderungen dieser Datenschutzerklärung',
    blocks: [
      paragraph(
        `Wir passen diese Datenschutzerklärung an, wenn sich die Website oder die rechtlichen Vorgaben ändern. Es gilt die jeweils hier veröffentlichte Fassung. ${PRIVACY_VERSION}.`,
      ),
    ],
  },
];
