/** The community rules (docs/product.md#community-data): §1 to §5. */
export interface CommunityRule {
  readonly id: number;
  readonly title: string;
  readonly description: string;
}

export const communityRules: readonly CommunityRule[] = [
  {
    id: 1,
    title: '§1 Allgemeines',
    description:
      'Bei uns begegnen sich alle mit Respekt. Beleidigungen, Diskriminierung, Rassismus, Sexismus, Drohungen und Hassrede haben hier keinen Platz. Das Mindestalter für unsere Community beträgt 14 Jahre. Den Anweisungen des Teams ist Folge zu leisten; wenn du mit einer Entscheidung nicht einverstanden bist, sprich das bitte sachlich und privat bei einem Teammitglied an.',
  },
  {
    id: 2,
    title: '§2 Verhalten in Text- und Sprachkanälen',
    description:
      'Nutze die Kanäle für ihren jeweiligen Zweck und bleib beim Thema. Spam, das Fluten des Chats, durchgehende Großschreibung und unnötige Erwähnungen (@everyone, @here oder ganzer Rollen) sind nicht erlaubt. In Sprachkanälen gilt: nicht schreien, keine Soundboards oder Stimmverzerrer ohne Zustimmung der anderen und keine Aufnahmen ohne das Einverständnis aller Beteiligten. Werbung für andere Server oder Projekte ist nur nach Absprache mit dem Team erlaubt.',
  },
  {
    id: 3,
    title: '§3 Discord-Richtlinien',
    description:
      'Auf unserem Server gelten zusätzlich die Nutzungsbedingungen und die Community-Richtlinien von Discord. Wer gegen sie verstößt – etwa durch illegale, pornografische oder gewaltverherrlichende Inhalte, durch Betrugsversuche oder durch das Verbreiten persönlicher Daten anderer –, wird vom Server ausgeschlossen und gegebenenfalls bei Discord gemeldet.',
  },
  {
    id: 4,
    title: '§4 Profil- und Bio-Regel',
    description:
      'Benutzername, Anzeigename, Profilbild, Banner, Status und Bio dürfen keine beleidigenden, anstößigen, extremistischen oder sexuellen Inhalte enthalten. Werbung und Einladungslinks zu anderen Servern sind im Profil ebenfalls nicht erlaubt. Bittet dich das Team, eine unpassende Angabe zu ändern, komm dem bitte zeitnah nach; bis dahin kann dein Zugang eingeschränkt werden.',
  },
  {
    id: 5,
    title: '§5 Einverständniserklärung',
    description:
      'Mit dem Beitritt zu unserem Server erklärst du dich mit diesen Regeln einverstanden. Unwissenheit schützt nicht vor Konsequenzen: Je nach Schwere eines Verstoßes folgen eine Verwarnung, ein Timeout, ein Kick oder ein dauerhafter Ausschluss. Das Team kann die Regeln bei Bedarf anpassen; es gilt stets die aktuelle Fassung.',
  },
];

/** Copy of the Regeln tab. */
export const rulesContent = {
  title: 'Regeln',
  intro: 'Damit sich alle bei uns wohlfühlen, gelten auf unserem Discord-Server die folgenden Regeln.',
  termsText: 'Die Nutzungsbedingungen von Discord findest du hier:',
  termsLink: 'Nutzungsbedingungen von Discord',
} as const;
