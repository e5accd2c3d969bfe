import { site } from '@/config/site';

/**
 * Copy shared by the two mail forms (team application, partnership): the toasts of the error catalogue
 * (docs/product.md#errors), the success dialog and the marker of a shortened mail link (docs/adr/0005-mail-hand-off.md).
 */
export const mailFormMessages = {
  invalidTitle: 'Fehler im Formular',
  invalidDescription: 'Bitte korrigiere die markierten Felder.',
  openedTitle: 'E-Mail-Programm geöffnet!',
  openedDescription: 'Bitte sende die vorbereitete E-Mail in deinem E-Mail-Programm ab.',
  openFailedTitle: '❌ Fehler',
  openFailedDescription: 'Dein E-Mail-Programm konnte nicht geöffnet werden. Bitte kontaktiere uns direkt.',
} as const;

/** Appended where a mail link had to be shortened; the full text stays on the page (success dialog). */
export const MAIL_TRUNCATION_MARKER =
  '[… gekürzt: Der vollständige Text wird dir auf der Website angezeigt. Bitte kopiere ihn in diese E-Mail.]';

export const mailSuccessDialog = {
  closeLabel: 'Schließen',
  mailboxIntro: 'Unsere E-Mail-Adresse:',
  mailbox: site.supportEmail,
  fallbackHint:
    'Falls sich kein E-Mail-Programm geöffnet hat, kopiere den Text und sende ihn an unsere E-Mail-Adresse.',
  shortenedHint:
    'Dein Text war zu lang für einen E-Mail-Link und wurde in der E-Mail gekürzt. Kopiere den vollständigen Text und füge ihn in die E-Mail ein. So geht nichts verloren.',
  fullTextLabel: 'Vollständiger Text deiner E-Mail',
  subjectLabel: 'Betreff',
  copyLabel: 'Text kopieren',
  copiedLabel: 'Kopiert!',
  copyFailed: 'Kopieren nicht möglich. Bitte markiere den Text und kopiere ihn selbst.',
} as const;

/** Labels of the submit button. */
export const mailFormButtons = {
  submitting: 'E-Mail wird vorbereitet …',
} as const;

/** The "how it works" box beside both forms; it also names the mailbox for visitors who prefer to write directly. */
export const mailFormHowTo = {
  title: 'So funktioniert’s',
  steps: [
    'Fülle das Formular aus.',
    'Dein E-Mail-Programm öffnet sich mit der fertigen E-Mail an uns.',
    'Sende die E-Mail ab. Wir melden uns bei dir.',
  ],
  directIntro: 'Lieber direkt? Schreib uns an',
  mailbox: site.supportEmail,
} as const;
