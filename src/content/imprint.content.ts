import { site } from '../config/site';
import { address, mailLink, paragraph, type ProseSection } from './prose.content';

const { legal } = site;

/** The provider's postal address, line by line, straight from the site configuration. */
export const imprintAddressLines: readonly string[] = [
  legal.ownerName,
  legal.street,
  `${legal.postalCode} ${legal.city}`,
  legal.country,
];

export const imprintIntro = `Anbieterkennzeichnung für die Website der ${site.siteName} und das Game-Server-Hosting ${site.hostingBrand}.`;

export const imprintSections: readonly ProseSection[] = [
  {
    id: 'anbieter',
    heading: 'Anbieter',
    blocks: [
      paragraph(`Diese Website und das Angebot ${site.hostingBrand} werden betrieben von:`),
      address(...imprintAddressLines),
    ],
  },
  {
    id: 'kontakt',
    heading: 'Kontakt',
    blocks: [
      paragraph(['E-Mail: ', mailLink(legal.email)]),
      paragraph(
        'Am schnellsten erreichst du uns per E-Mail. Für Fragen zu Hosting-Bestellungen und für den Support ist zusätzlich unser Discord-Server da.',
      ),
    ],
  },
  {
    id: 'verantwortlich',
    heading: 'Verantwortlich für den Inhalt',
    blocks: [
      paragraph('Verantwortlich für die redaktionellen Inhalte dieser Website (§ 18 Abs. 2 Medienstaatsvertrag) ist:'),
      address(...imprintAddressLines),
    ],
  },
  {
    id: 'haftung-inhalte',
    heading: 'Haftung für Inhalte',
    blocks: [
      paragraph(
        'Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
      ),
      paragraph(
        'Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine Haftung ist erst ab dem Zeitpunkt möglich, an dem wir von einer konkreten Rechtsverletzung erfahren. Sobald wir davon Kenntnis erlangen, entfernen wir die betreffenden Inhalte umgehend.',
      ),
    ],
  },
  {
    id: 'haftung-links',
    heading: 'Haftung für Links',
    blocks: [
      paragraph(
        'Unsere Website enthält Links zu externen Websites Dritter, etwa zu Discord, zu unserem Streaming-Kanal, zur Spendenseite, zum Merch-Shop und zu sozialen Netzwerken. Auf deren Inhalte haben wir keinen Einfluss, deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber verantwortlich.',
      ),
      paragraph(
        'Die verlinkten Seiten haben wir zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine dauerhafte inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Wird uns eine Rechtsverletzung bekannt, entfernen wir den betreffenden Link umgehend.',
      ),
    ],
  },
  {
    id: 'urheberrecht',
    heading: 'Urheberrecht',
    blocks: [
      paragraph(
        'Die Texte, Grafiken und das Design dieser Website unterliegen dem Urheberrecht. Vervielfältigung, Bearbeitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer schriftlichen Zustimmung. Genannte Spiele und Marken gehören ihren jeweiligen Inhabern.',
      ),
    ],
  },
  {
    id: 'streitbeilegung',
    heading: 'Verbraucherstreitbeilegung',
    blocks: [
      paragraph(
        'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn etwas nicht rund läuft, schreib uns einfach – wir finden gemeinsam eine Lösung.',
      ),
    ],
  },
];
