import {
  CONTINUATION_SUFFIX,
  DESCRIPTION_FIELD_NAME,
  TITLE_FIELD_NAME,
  chunkText,
  splitEmbed,
  splitPayload,
} from '@/features/cloudium/contract/message-split';
import { PLATFORM_LIMITS, embedSize, fitsLimits } from '@/features/cloudium/contract/platform-limits';
import type { Embed } from '@/features/cloudium/contract/webhook-payload.schema';
import { customPayload, referenceFor, supportPayload } from '../../server/support/payloads';
import { DISCORD_EMBED, DISCORD_EMBED_TOTAL } from '../../support/fake-chat-platform';

/** Joins every field's chunks back together, by original field name. */
function reassemble(parts: Embed[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of parts) {
    for (const field of part.fields) {
      const name = field.name.endsWith(CONTINUATION_SUFFIX)
        ? field.name.slice(0, -CONTINUATION_SUFFIX.length)
        : field.name;
      values.set(name, (values.get(name) ?? '') + field.value);
    }
  }
  return values;
}

function expectWithinLimits(parts: Embed[]) {
  for (const part of parts) {
    expect(fitsLimits(part)).toBe(true);
    expect(embedSize(part)).toBeLessThanOrEqual(PLATFORM_LIMITS.total);
    expect(part.fields.length).toBeGreaterThan(0);
  }
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `Wort${i}`).join(' ');

it('the site splits by the limits the platform documents (as the fake platform writes them down)', () => {
  expect(PLATFORM_LIMITS).toEqual({ ...DISCORD_EMBED, total: DISCORD_EMBED_TOTAL });
});

describe('chunkText', () => {
  it.each([
    ['short text stays whole', 'kurz', 10, ['kurz']],
    ['exact limit stays whole', 'abcdefghij', 10, ['abcdefghij']],
    ['prefers a line break', 'aaaaaa\nbbbbbb', 10, ['aaaaaa\n', 'bbbbbb']],
    ['then a space', 'aaaaaa bbbbbb', 10, ['aaaaaa ', 'bbbbbb']],
    ['hard cut without spaces', 'abcdefghijklmnopqrstuvwxy', 10, ['abcdefghij', 'klmnopqrst', 'uvwxy']],
    ['never halves an emoji', 'abcdefghi😀xyz', 10, ['abcdefghi', '😀xyz']],
  ])('%s', (_name, text, max, expected) => {
    const chunks = chunkText(text, max);
    expect(chunks).toEqual(expected);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(max);
  });
});

describe('splitEmbed', () => {
  it('leaves a message within the limits unchanged', () => {
    const embed = supportPayload().embeds[0];
    expect(splitEmbed(embed)).toEqual([embed]);
  });

  it.each([
    ['2,000 characters (one field over 1024)', 2_000],
    ['6,000 characters (the message limit)', 6_000],
    ['20,000 characters', 20_000],
    ['60,000 characters without any space', 60_000],
  ])('splits a message of %s within every limit, nothing cut, in order', (_name, length) => {
    const message = length === 60_000 ? 'x'.repeat(length) : words(length).slice(0, length);
    const embed = supportPayload(referenceFor(7), message).embeds[0];
    const parts = splitEmbed(embed);
    expectWithinLimits(parts);
    expect(reassemble(parts).get('Nachricht')).toBe(message);
    for (const original of embed.fields.slice(0, 3)) expect(reassemble(parts).get(original.name)).toBe(original.value);
    if (parts.length > 1) {
      parts.forEach((part, index) => {
        expect(part.title).toBe(`${embed.title} (Teil ${index + 1}/${parts.length})`);
        expect(part.description).toBe(`Referenz: ${referenceFor(7)}`);
        expect(part.color).toBe(embed.color);
        expect(part.footer).toEqual(embed.footer);
        expect(part.timestamp).toBe(embed.timestamp);
      });
    }
  });

  it('needs 4 parts for 20,000 characters and keeps field order', () => {
    const parts = splitEmbed(supportPayload(referenceFor(8), words(4000).slice(0, 20_000)).embeds[0]);
    expect(parts.length).toBe(4);
    const names = parts.flatMap((part) => part.fields.map((field) => field.name));
    expect(names.slice(0, 4)).toEqual(['Name', 'Email', 'Betreff', 'Nachricht']);
    expect(names.slice(4).every((name) => name === `Nachricht${CONTINUATION_SUFFIX}`)).toBe(true);
  });

  it('moves an overlong title into a field and shortens the title with an ellipsis', () => {
    const subject = 'S'.repeat(400);
    const embed = supportPayload(referenceFor(9), 'kurz', subject).embeds[0];
    const parts = splitEmbed(embed);
    expectWithinLimits(parts);
    expect(parts[0]?.title.length).toBeLessThanOrEqual(PLATFORM_LIMITS.title);
    expect(parts[0]?.title.endsWith('…')).toBe(true);
    expect(reassemble(parts).get(TITLE_FIELD_NAME)).toBe(embed.title);
    expect(reassemble(parts).get('Betreff')).toBe(subject);
  });

  it('moves further description lines into a field when splitting', () => {
    const embed = { ...supportPayload(referenceFor(10), 'y'.repeat(3000)).embeds[0] };
    const rest = 'Zusatz '.repeat(700);
    const long = { ...embed, description: `${embed.description}\n${rest}` };
    const parts = splitEmbed(long);
    expectWithinLimits(parts);
    expect(reassemble(parts).get(DESCRIPTION_FIELD_NAME)).toBe(rest);
    expect(parts.every((part) => part.description === embed.description)).toBe(true);
  });

  it('never puts more than 25 fields in a message', () => {
    const embed = customPayload().embeds[0];
    const many = {
      ...embed,
      fields: Array.from({ length: 60 }, (_, i) => ({ name: `F${i}`, value: 'v', inline: true })),
    };
    const parts = splitEmbed(many);
    expect(parts.map((part) => part.fields.length)).toEqual([25, 25, 10]);
    expectWithinLimits(parts);
  });
});

describe('splitPayload', () => {
  it('gives every message allowed_mentions parse []', () => {
    const messages = splitPayload(supportPayload(referenceFor(11), '@everyone '.repeat(2000)));
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) {
      expect(message.allowed_mentions).toEqual({ parse: [] });
      expect(message.embeds).toHaveLength(1);
    }
  });
});
