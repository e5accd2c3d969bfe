import {
  TIMESTAMP_TOLERANCE_MS,
  forTheTeam,
  messagesFor,
  neutralText,
  shownTimestamp,
} from '@/features/cloudium/contract/team-view';
import { surelyOneMessage } from '@/features/cloudium/contract/platform-limits';
import { splitPayload } from '@/features/cloudium/contract/message-split';
import { referenceFor, supportPayload } from '../../server/support/payloads';

/**
 * What the team reads of a request (src/features/cloudium/contract/team-view.ts): nothing a visitor types can pass for
 * the site's reference line, a link, a person, a channel or a time of Discord's.
 */
describe('a visitor’s text as the team reads it', () => {
  it.each([
    ['plain text', 'Mein Server startet nicht.', 'Mein Server startet nicht.'],
    ['a reference someone quotes inside a sentence', 'Zu Anfrage CL-7F3K9Q: danke', 'Zu Anfrage CL-7F3K9Q: danke'],
    ['a forged reference line', 'Referenz: CL-AAAAAA', '> Referenz: CL-AAAAAA'],
    ['a forged reference line, bold and lower case', '**referenz : CL-AAAAAA**', '> **referenz : CL-AAAAAA**'],
    ['a forged reference line after the first', 'Hallo\n  Referenz: CL-AAAAAA', 'Hallo\n>   Referenz: CL-AAAAAA'],
    ['a masked link', '[Rechnung](https://phish.example)', '\\[Rechnung](https://phish.example)'],
    [
      'a masked link behind an escape',
      '\\[Rechnung](https://phish.example)',
      '\\\\\\[Rechnung](https://phish.example)',
    ],
    ['a user pill', 'frag <@123456789012345678>', 'frag \\<@123456789012345678>'],
    ['a role pill', '<@&42> bitte', '\\<@&42> bitte'],
    ['a channel', 'siehe <#987>', 'siehe \\<#987>'],
    ['a timestamp', 'seit <t:1700000000:R>', 'seit \\<t:1700000000:R>'],
    ['a heading', '# DRINGEND', '\\# DRINGEND'],
    ['small text', '-# vom Team bestätigt', '\\-# vom Team bestätigt'],
    ['a hashtag inside a line', 'Spiel #1', 'Spiel #1'],
    ['an address', 'max@example.org', 'max@example.org'],
  ])('%s', (_case, typed, shown) => {
    expect(neutralText(typed)).toBe(shown);
  });

  it('leaves title, description, colour, footer and field names as the site wrote them', () => {
    const payload = supportPayload(referenceFor(1), '<@1> [x](y)', 'Betreff');
    const seen = forTheTeam(payload, payload.embeds[0].timestamp);
    expect({ ...seen.embeds[0], fields: [] }).toEqual({ ...payload.embeds[0], fields: [] });
    expect(seen.embeds[0].fields.map((field) => field.name)).toEqual(
      payload.embeds[0].fields.map((field) => field.name),
    );
    expect(seen.embeds[0].fields[3]?.value).toBe('\\<@1> \\[x](y)');
    expect(seen.allowed_mentions).toEqual({ parse: [] });
  });
});

describe('the time the team sees', () => {
  const received = '2026-12-02T10:00:00.000Z';
  const at = (offsetMs: number) => new Date(Date.parse(received) + offsetMs).toISOString();

  it.each([
    ['the visitor’s, a moment before', at(-3_000), at(-3_000)],
    ['the visitor’s, at the edge', at(-TIMESTAMP_TOLERANCE_MS), at(-TIMESTAMP_TOLERANCE_MS)],
    ['the relay’s, for a time far back', at(-TIMESTAMP_TOLERANCE_MS - 1), received],
    ['the relay’s, for a time ahead', at(TIMESTAMP_TOLERANCE_MS + 1), received],
    ['the relay’s, for a year ago', '2025-12-02T10:00:00.000Z', received],
  ])('is %s', (_case, sent, shown) => {
    expect(shownTimestamp(sent, received)).toBe(shown);
  });
});

describe('the messages a request becomes', () => {
  it('counts what the team’s view makes of a long text: escapes can add a message', () => {
    const brackets = supportPayload(referenceFor(2), '['.repeat(3000));
    expect(splitPayload(brackets)).toHaveLength(1);
    expect(messagesFor(brackets).length).toBeGreaterThan(1);
  });

  it.each([
    ['a short request', 'Kurz.', true],
    ['a text under half of a field', 'x'.repeat(500), true],
    ['a text over half of a field', 'x'.repeat(600), false],
  ])('knows %s is surely one message, or counts', (_case, message, surely) => {
    const payload = supportPayload(referenceFor(3), message);
    expect(surelyOneMessage(payload)).toBe(surely);
    if (surely) expect(messagesFor(payload)).toHaveLength(1);
  });

  it('is one message whenever it says surely, even when every character is escaped', () => {
    const payload = supportPayload(referenceFor(4), '['.repeat(510), '<'.repeat(100));
    expect(surelyOneMessage(payload)).toBe(true);
    expect(messagesFor(payload)).toHaveLength(1);
  });
});
