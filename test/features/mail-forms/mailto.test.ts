import { MAIL_TRUNCATION_MARKER } from '@/features/mail-forms/content/mail-form.content';
import { applicationMailDraft } from '@/features/mail-forms/domain/application.schema';
import {
  buildMailLink,
  encodeMailtoValue,
  MAILTO_MAX_LENGTH,
  normalizeLineBreaks,
  type MailDraft,
} from '@/features/mail-forms/domain/mailto';
import { mailtoParams } from '../../support/mailto-params';

const options = { marker: MAIL_TRUNCATION_MARKER };
const to = 'support@nova-community.example';

describe('encodeMailtoValue (RFC 6068)', () => {
  it.each([
    ['Jörg Müßig', 'J%C3%B6rg%20M%C3%BC%C3%9Fig'],
    ['Tom & Jerry', 'Tom%20%26%20Jerry'],
    ['1+1=2', '1%2B1%3D2'],
    ['Kanal #1', 'Kanal%20%231'],
    ['50% ?', '50%25%20%3F'],
    ['Zeile 1\nZeile 2', 'Zeile%201%0D%0AZeile%202'],
    ['Zeile 1\r\nZeile 2', 'Zeile%201%0D%0AZeile%202'],
    ['Zeile 1\rZeile 2', 'Zeile%201%0D%0AZeile%202'],
    ['😀', '%F0%9F%98%80'],
  ])('%j → %s', (input, expected) => {
    expect(encodeMailtoValue(input)).toBe(expected);
  });

  it('never writes "+" for a space', () => {
    const encoded = encodeMailtoValue('a b + c');
    expect(encoded).toBe('a%20b%20%2B%20c');
    expect(encoded).not.toMatch(/\+/);
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(encodeMailtoValue('a\uD800b')).toBe('a%EF%BF%BDb');
  });
});

describe('buildMailLink', () => {
  it('builds mailto:{mailbox}?subject=…&body=… with both values encoded', () => {
    const link = buildMailLink({ to, subject: 'Bewerbung: Jörg & Co', body: 'Motivation:\nSpaß = 100% + #1' }, options);
    expect(link.href).toBe(
      'mailto:support@nova-community.example?subject=Bewerbung%3A%20J%C3%B6rg%20%26%20Co' +
        '&body=Motivation%3A%0D%0ASpa%C3%9F%20%3D%20100%25%20%2B%20%231',
    );
    expect(link.shortened).toBe(false);
    expect(mailtoParams(link.href)).toEqual({
      to,
      subject: 'Bewerbung: Jörg & Co',
      body: 'Motivation:\r\nSpaß = 100% + #1',
    });
  });

  it('leaves a link of exactly 2,000 characters whole', () => {
    const base = buildMailLink({ to, subject: 'x', body: '' }, options).href.length;
    const link = buildMailLink({ to, subject: 'x', body: 'a'.repeat(MAILTO_MAX_LENGTH - base) }, options);
    expect(link.href).toHaveLength(2000);
    expect(link.shortened).toBe(false);
  });

  describe('with a 5,000-character motivation (docs/adr/0005-mail-hand-off.md)', () => {
    const motivation = Array.from({ length: 100 }, (_, line) => `Zeile ${line}: ${'ä&+=#'.repeat(9)}`).join('\n');
    const draft = applicationMailDraft({
      discordName: 'Jörg',
      age: '20',
      motivation,
      experience: 'Erfahrung '.repeat(6),
      area: 'technik',
      otherAreaDescription: '',
      availability: '',
      agreedToTerms: true,
    });
    const link = buildMailLink(draft, options);
    const sent = mailtoParams(link.href);

    it('keeps the link within 2,000 characters and says it was shortened', () => {
      expect(motivation.length).toBeGreaterThanOrEqual(5000);
      expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(link.shortened).toBe(true);
      expect(sent.body.endsWith(`\r\n\r\n${MAIL_TRUNCATION_MARKER}`)).toBe(true);
    });

    it('cuts at a line break: every line it carries is a whole line of the original', () => {
      const carried = sent.body.slice(0, -`\r\n\r\n${MAIL_TRUNCATION_MARKER}`.length).split('\r\n');
      const original = normalizeLineBreaks(draft.body).split('\r\n');
      expect(carried).toEqual(original.slice(0, carried.length));
      expect(carried.length).toBeGreaterThan(8);
    });

    it('hands the caller the full text and the untouched subject', () => {
      expect(link.body).toBe(draft.body);
      expect(link.subject).toBe('Bewerbung: Jörg');
      expect(sent.subject).toBe('Bewerbung: Jörg');
      expect(link.to).toBe(to);
    });

    it('never splits a percent-encoded character', () => {
      expect(() => decodeURIComponent(link.href)).not.toThrow();
    });
  });

  it('cuts a single endless line at a character when no line break fits', () => {
    const draft: MailDraft = { to, subject: 'Test', body: 'ü'.repeat(3000) };
    const link = buildMailLink(draft, options);
    const sent = mailtoParams(link.href);
    expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(sent.body).toMatch(/^ü+\r\n\r\n\[… gekürzt/);
    expect(link.body).toBe(draft.body);
  });

  it('shortens even an endless subject and still fits the marker', () => {
    const draft: MailDraft = { to, subject: `Partnerschaftsanfrage: ${'S'.repeat(3000)}`, body: 'Servername: …' };
    const link = buildMailLink(draft, options);
    const sent = mailtoParams(link.href);
    expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(sent.subject.startsWith('Partnerschaftsanfrage: SSS')).toBe(true);
    expect(sent.body).toBe(MAIL_TRUNCATION_MARKER);
    expect(link.subject).toBe(draft.subject);
  });

  it('honours another limit and marker, keeping as many whole lines as fit', () => {
    const link = buildMailLink(
      { to, subject: 'x', body: 'eins\nzwei\ndrei\nvier\nfünf\nsechs' },
      { marker: '[gekürzt]', maxLength: 100 },
    );
    expect(link.href.length).toBeLessThanOrEqual(100);
    expect(mailtoParams(link.href).body).toBe('eins\r\nzwei\r\n\r\n[gekürzt]');
  });
});
