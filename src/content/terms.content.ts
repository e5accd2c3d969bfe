import { CUSTOM_SETUP_FEE_CENTS, MANAGED_SERVICE_FEE_CENTS, MINIMUM_AGE } from '../config/business';
import { routes } from '../config/routes';
import { site } from '../config/site';
import { address, bullets, link, mailLink, paragraph, type ProseSection } from './prose.content';

/**
 * Fees of docs/product.md#constants in integer cents. The page formats them with the one euro formatter
 * (content may not import the domain layer, so the text receives the formatted amounts).
 */
export const TERMS_FEES_CENTS = {
  managedMonthly: MANAGED_SERVICE_FEE_CENTS,
  customSetup: CUSTOM_SETUP_FEE_CENTS,
} as const;

export interface TermsAmounts {
  /** Managed Game Hosting service fee per month, formatted ("3,50 €"). */
  readonly managedMonthlyFee: string;
  /** Custom Server one-time setup fee, formatted ("5,00 €"). */
  readonly customSetupFee: string;
}

export const TERMS_MINIMUM_AGE = MINIMUM_AGE;

const { legal } = site;
const brand = site.hostingBrand;

export const termsIntro = `Diese Allgemeinen Geschäftsbedingungen regeln das Game-Server-Hosting ${brand}. Bitte lies sie vor deiner Bestellung aufmerksam durch.`;

/** The nine numbered sections of the terms (docs/product.md#routes: 9 sections plus contact). */
export function termsSections(amounts: TermsAmounts): readonly ProseSection[] {
  return [
    {
      id: 'geltungsbereich',
      heading: '§ 1 Geltungsbereich und Anbieter',
      blocks: [
        paragraph(
          `Diese AGB gelten für alle Verträge über Game-Server-Hosting, die du mit ${legal.ownerName}, ${legal.street}, ${legal.postalCode} ${legal.city}, ${legal.country} (im Folgenden „${brand}“ oder „wir“) schließt.`,
        ),
        paragraph(
          'Abweichende Bedingungen erkennen wir nicht an, es sei denn, wir stimmen ihnen ausdrücklich schriftlich zu.',
        ),
      ],
    },
    {
      id: 'voraussetzungen',
      heading: '§ 2 Voraussetzungen',
      blocks: [
        paragraph(
          `Bestellen kann, wer mindestens ${TERMS_MINIMUM_AGE} Jahre alt ist. Bist du jünger als 18 Jahre, brauchst du die Zustimmung deiner Eltern oder Erziehungsberechtigten.`,
        ),
        paragraph([
          'Die Abwicklung von Bestellungen und der Support laufen über unseren Discord-Server. Die Mitgliedschaft auf dem Discord-Server ist deshalb Voraussetzung für die Bestellabwicklung und den Support. Wie du beitrittst, erklären wir auf der Seite ',
          link('Discord beitreten', routes.join),
          '.',
        ]),
      ],
    },
    {
      id: 'vertragsschluss',
      heading: '§ 3 Vertragsschluss',
      blocks: [
        paragraph(
          'Die Darstellung der Pakete auf unserer Website ist noch kein verbindliches Angebot. Mit dem Absenden einer Anfrage gibst du ein Angebot auf Abschluss eines Hosting-Vertrags ab. Wir melden uns daraufhin auf Discord bei dir.',
        ),
        paragraph(
          'Der Vertrag kommt zustande, wenn wir deine Bestellung bestätigen und du den vereinbarten Betrag bezahlt hast. Einen Anspruch auf Vertragsschluss gibt es nicht.',
        ),
      ],
    },
    {
      id: 'leistungen',
      heading: '§ 4 Leistungen',
      blocks: [
        paragraph('Der Umfang deines Servers ergibt sich aus dem gewählten Angebot:'),
        bullets(
          'Standard-Pakete: die auf der Website genannte Ausstattung (vCores, RAM, NVMe-SSD-Speicher) zum angegebenen Monatspreis.',
          `Managed Game Hosting: Wir richten deinen Server ein und kümmern uns um den Betrieb, du bekommst Zugriff auf das Panel. Dafür berechnen wir zusätzlich zu den Serverkosten eine Servicegebühr von ${amounts.managedMonthlyFee} pro Monat.`,
          `Custom Server: ein nach deinen Wünschen zusammengestellter Server. Zusätzlich zu den Serverkosten fällt eine einmalige Einrichtungsgebühr von ${amounts.customSetupFee} an.`,
        ),
        paragraph(
          'Für die Inhalte auf deinem Server und für eigene Sicherungskopien deiner Spielstände und Daten bist du selbst verantwortlich.',
        ),
      ],
    },
    {
      id: 'zahlung',
      heading: '§ 5 Preise und Zahlung',
      blocks: [
        paragraph(
          'Alle Preise sind Endpreise in Euro. Unsere Leistungen werden ausschließlich im Voraus bezahlt (Prepaid): Du zahlst den jeweiligen Zeitraum vorab, erst danach stellen wir den Server bereit oder verlängern ihn.',
        ),
        paragraph(
          'Wir akzeptieren Zahlungen per PayPal. Die Zahlungsdetails besprechen wir derzeit individuell mit dir auf Discord.',
        ),
      ],
    },
    {
      id: 'laufzeit',
      heading: '§ 6 Laufzeit, Kündigung und Guthaben',
      blocks: [
        paragraph(
          'Es gibt keine Mindestlaufzeit. Dein Server läuft für den bezahlten Zeitraum und verlängert sich nur, wenn du rechtzeitig erneut im Voraus zahlst. Zahlst du nicht, endet der Vertrag mit Ablauf des bezahlten Zeitraums, ohne dass du kündigen musst.',
        ),
        paragraph(
          'Nicht verbrauchtes Guthaben wird nicht erstattet, auch nicht, wenn du deinen Server vor Ablauf des bezahlten Zeitraums nicht mehr nutzt. Nach Vertragsende löschen wir den Server und alle darauf gespeicherten Daten.',
        ),
      ],
    },
    {
      id: 'widerruf',
      heading: '§ 7 Widerrufsrecht',
      blocks: [
        paragraph(
          'Bist du Verbraucher, steht dir grundsätzlich ein gesetzliches Widerrufsrecht von 14 Tagen zu. Da wir deinen Server direkt nach der Zahlung bereitstellen, beginnen wir mit der Leistung bereits vor Ablauf der Widerrufsfrist.',
        ),
        paragraph(
          'Mit deiner Bestellung verlangst du ausdrücklich, dass wir sofort mit der Ausführung beginnen, und bestätigst, dass du weißt: Dein Widerrufsrecht erlischt, sobald wir mit der Ausführung des Vertrags begonnen haben. Du verzichtest damit ab Bereitstellung des Servers auf dein Widerrufsrecht.',
        ),
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 8 Verfügbarkeit, Standort und Haftung',
      blocks: [
        paragraph(
          'Wir sichern eine Verfügbarkeit unserer Server von 99,8 % im Jahresmittel zu. Angekündigte Wartungsarbeiten und Ausfälle, die wir nicht zu vertreten haben, etwa höhere Gewalt oder Angriffe trotz Schutzmaßnahmen, zählen nicht als Ausfallzeit.',
        ),
        paragraph(
          'Unsere Server stehen in Deutschland und sind durch einen DDoS-Schutz gegen Überlastungsangriffe abgesichert.',
        ),
        paragraph(
          'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
        ),
      ],
    },
    {
      id: 'recht',
      heading: '§ 9 Anwendbares Recht und Schlussbestimmungen',
      blocks: [
        paragraph(
          'Es gilt niederländisches Recht unter Ausschluss des UN-Kaufrechts. Bist du Verbraucher, bleiben dir die zwingenden Verbraucherschutzvorschriften des Staates erhalten, in dem du deinen gewöhnlichen Aufenthalt hast.',
        ),
        paragraph(
          'Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen davon unberührt. Wir können diese AGB mit Wirkung für künftige Zahlungszeiträume ändern; über Änderungen informieren wir dich vorher auf Discord.',
        ),
      ],
    },
  ];
}

/** The contact block after the nine sections. */
export const termsContact: ProseSection = {
  id: 'kontakt',
  heading: 'Kontakt',
  blocks: [
    paragraph('Fragen zu diesen AGB, zu deiner Bestellung oder zu deinem Server? So erreichst du uns:'),
    address(legal.ownerName, legal.street, `${legal.postalCode} ${legal.city}`, legal.country, [
      'E-Mail: ',
      mailLink(legal.email),
    ]),
    paragraph(['Discord: ', link('Zum Discord-Server der Community', site.links.discordInvite)]),
  ],
};
