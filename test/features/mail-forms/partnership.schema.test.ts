import { partnershipMessages as message } from '@/features/mail-forms/content/partnership.content';
import {
  emptyPartnership,
  isContactPerson,
  partnershipMailDraft,
  validatePartnership,
  type PartnershipValues,
} from '@/features/mail-forms/domain/partnership.schema';

const text = (length: number) => 'x'.repeat(length);

const valid: PartnershipValues = {
  serverName: 'Pixel Paradise',
  serverLink: 'https://discord.gg/pixel',
  projectDescription: text(50),
  partnershipReason: text(30),
  contactPerson: '@pixel.admin',
  hasConfirmed: true,
};

const errorOf = (patch: Partial<PartnershipValues>, field: keyof PartnershipValues) =>
  validatePartnership({ ...valid, ...patch })[field];

describe('partnership rules (docs/product.md#validation)', () => {
  it('accepts a complete request', () => {
    expect(validatePartnership(valid)).toEqual({});
  });

  it('reports every field of an empty form', () => {
    expect(validatePartnership(emptyPartnership)).toEqual({
      serverName: message.serverName,
      serverLink: message.serverLinkMissing,
      projectDescription: message.projectDescription,
      partnershipReason: message.partnershipReason,
      contactPerson: message.contactPersonMissing,
      hasConfirmed: message.hasConfirmed,
    });
  });

  it('requires a server name that is more than blanks', () => {
    expect(errorOf({ serverName: '   ' }, 'serverName')).toBe(message.serverName);
  });

  it.each([
    ['ftp://x', message.serverLinkInvalid],
    ['http://x.de', undefined],
    ['https://discord.gg/abc', undefined],
    ['HTTPS://Example.org/pfad?x=1', undefined],
    ['discord.gg/abc', message.serverLinkInvalid],
    ['javascript:alert(1)', message.serverLinkInvalid],
    ['mailto:a@b.de', message.serverLinkInvalid],
    ['https://', message.serverLinkInvalid],
    ['https://exa mple.de', message.serverLinkInvalid],
    ['', message.serverLinkMissing],
  ])('link %j → %s', (serverLink, expected) => {
    expect(errorOf({ serverLink }, 'serverLink')).toBe(expected);
  });

  it.each([
    ['projectDescription', 49, message.projectDescription],
    ['projectDescription', 50, undefined],
    ['partnershipReason', 29, message.partnershipReason],
    ['partnershipReason', 30, undefined],
  ] as const)('%s of %i characters → %s', (name, length, expected) => {
    expect(errorOf({ [name]: text(length) }, name)).toBe(expected);
  });

  it.each([
    ['name#1234', true],
    ['name#123', false],
    ['name#12345', false],
    ['n#1234', false],
    [`${text(32)}#1234`, true],
    [`${text(33)}#1234`, false],
    ['Some Name#0001', true],
    ['@some.user', true],
    ['some.user', true],
    ['some_user_99', true],
    ['Some.User', false],
    ['@a', false],
    ['ab', true],
    [text(32), true],
    [text(33), false],
    ['@@some', false],
    ['some-user', false],
  ])('contact person %j valid: %s', (contactPerson, expected) => {
    expect(isContactPerson(contactPerson)).toBe(expected);
    expect(errorOf({ contactPerson }, 'contactPerson')).toBe(expected ? undefined : message.contactPersonInvalid);
  });
});

describe('partnershipMailDraft', () => {
  it('addresses the support mailbox with subject "Partnerschaftsanfrage: {server name}" and lists every field', () => {
    const draft = partnershipMailDraft(valid);
    expect(draft.to).toBe('support@nova-community.example');
    expect(draft.subject).toBe('Partnerschaftsanfrage: Pixel Paradise');
    expect(draft.body.split('\n')).toEqual([
      'Servername: Pixel Paradise',
      'Server-Link: https://discord.gg/pixel',
      'Kontaktperson: @pixel.admin',
      'Bestätigung: bestätigt',
      '',
      'Projektbeschreibung:',
      text(50),
      '',
      'Grund für die Partnerschaft:',
      text(30),
    ]);
  });
});
