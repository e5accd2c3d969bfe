import { validateWebhookPayload, type PayloadIssue } from '@/features/cloudium/contract/webhook-payload.schema';
import {
  customPayload,
  managedPayload,
  mutable,
  PAYLOAD_OF_EACH_KIND,
  type Loose,
  planPayload,
  referenceFor,
  supportPayload,
} from '../../server/support/payloads';

describe('validateWebhookPayload accepts the shape of every kind of the contract', () => {
  it.each(Object.entries(PAYLOAD_OF_EACH_KIND).map(([kind, make], n) => [kind, make(referenceFor(n + 1)), n] as const))(
    '%s, its reference read from the description line',
    (kind, payload, n) => {
      const result = validateWebhookPayload(payload);
      expect(result).toEqual({ ok: true, request: { kind, reference: referenceFor(n + 1), payload } });
    },
  );

  it.each([
    ['whatever was sent', { parse: ['everyone', 'roles', 'users'] }],
    ['when it is missing', undefined],
  ])('forces allowed_mentions to nobody, %s', (_case, sent) => {
    const payload = mutable(supportPayload());
    if (sent) payload.allowed_mentions = sent;
    else delete payload.allowed_mentions;
    const result = validateWebhookPayload(payload);
    expect(result.ok && result.request.payload.allowed_mentions).toEqual({ parse: [] });
  });

  it.each(['Palworld, 12 Spieler', 'Minecraft (Mods/Modpack), 1 Spieler', "Garry's Mod, 64 Spieler"])(
    'keeps the plan finder\'s line "Empfohlen für: %s" under the reference line of a plan request',
    (intent) => {
      const payload = mutable(planPayload());
      payload.embeds[0].description += `\nEmpfohlen für: ${intent}`;
      const result = validateWebhookPayload(payload);
      expect(result.ok && result.request.payload.embeds[0].description).toBe(
        `Referenz: ${referenceFor(2)}\nEmpfohlen für: ${intent}`,
      );
    },
  );

  it('accepts a timestamp with an offset', () => {
    const payload = mutable(planPayload());
    payload.embeds[0].timestamp = '2026-11-22T10:00:00+01:00';
    expect(validateWebhookPayload(payload).ok).toBe(true);
  });
});

type Breaker = (payload: Loose) => unknown;

const refusals: [string, Breaker, PayloadIssue][] = [
  ['a string', () => 'hallo', 'not-an-object'],
  ['null', () => null, 'not-an-object'],
  ['an array', (p) => [p], 'not-an-object'],
  ['message content (could ping)', (p) => ({ ...p, content: '@everyone' }), 'unexpected-key'],
  ['a username', (p) => ({ ...p, username: 'Admin' }), 'unexpected-key'],
  ['an avatar', (p) => ({ ...p, avatar_url: 'https://example.org/a.png' }), 'unexpected-key'],
  ['no embeds', (p) => ({ allowed_mentions: p.allowed_mentions }), 'embeds'],
  ['two embeds', (p) => ({ ...p, embeds: [p.embeds[0], p.embeds[0]] }), 'embeds'],
  ['embeds not a list', (p) => ({ ...p, embeds: p.embeds[0] }), 'embeds'],
  ['an embed that is not an object', (p) => ({ ...p, embeds: ['x'] }), 'embed'],
  ['an extra embed key (image)', (p) => ((p.embeds[0].image = { url: 'https://x.example' }), p), 'unexpected-key'],
  ['a missing timestamp', (p) => (delete p.embeds[0].timestamp, p), 'embed'],
  ['an unknown footer', (p) => ((p.embeds[0].footer.text = 'Irgendwas'), p), 'kind'],
  ['an extra footer key', (p) => ((p.embeds[0].footer.icon_url = 'https://x.example'), p), 'unexpected-key'],
  ['a title of another kind', (p) => ((p.embeds[0].title = 'Neue Custom Server Anfrage'), p), 'title'],
  ['a title without subject', (p) => ((p.embeds[0].title = 'Neue Support-Anfrage: '), p), 'title'],
  ['no reference line', (p) => ((p.embeds[0].description = 'Hallo'), p), 'reference'],
  ['a malformed reference', (p) => ((p.embeds[0].description = 'Referenz: CL-0O1IL0'), p), 'reference'],
  ['a wrong colour', (p) => ((p.embeds[0].color = 0xff0000), p), 'color'],
  ['a missing field', (p) => (p.embeds[0].fields.pop(), p), 'fields'],
  ['fields in another order', (p) => (p.embeds[0].fields.reverse(), p), 'fields'],
  ['a field without inline', (p) => (delete p.embeds[0].fields[0].inline, p), 'fields'],
  ['an extra field key', (p) => ((p.embeds[0].fields[0].url = 'x'), p), 'unexpected-key'],
  ['an empty field value', (p) => ((p.embeds[0].fields[3].value = '  '), p), 'field-value'],
  ['a number as field value', (p) => ((p.embeds[0].fields[0].value = 5), p), 'field-value'],
  ['a free-text timestamp', (p) => ((p.embeds[0].timestamp = 'gestern'), p), 'timestamp'],
  ['an impossible date', (p) => ((p.embeds[0].timestamp = '2026-13-45T99:00:00Z'), p), 'timestamp'],
  [
    '30 February (Date.parse rolls it into March)',
    (p) => ((p.embeds[0].timestamp = '2026-02-30T10:00:00Z'), p),
    'timestamp',
  ],
  ['29 February of a common year', (p) => ((p.embeds[0].timestamp = '2025-02-29T10:00:00.000Z'), p), 'timestamp'],
  ['a missing title', (p) => (delete p.embeds[0].title, p), 'embed'],
  ['a title that is a number', (p) => ((p.embeds[0].title = 7), p), 'title'],
  ['a missing description', (p) => (delete p.embeds[0].description, p), 'embed'],
  ['a colour written as text', (p) => ((p.embeds[0].color = '#5865f2'), p), 'color'],
  ['a missing colour', (p) => (delete p.embeds[0].color, p), 'embed'],
  ['fields that are not a list', (p) => ((p.embeds[0].fields = { name: 'Name' }), p), 'fields'],
  ['a field that is not an object', (p) => ((p.embeds[0].fields[0] = 'Name: Lea'), p), 'fields'],
  ['a field name that is a number', (p) => ((p.embeds[0].fields[0].name = 1), p), 'fields'],
  ['a missing footer', (p) => (delete p.embeds[0].footer, p), 'embed'],
  ['a footer that is text', (p) => ((p.embeds[0].footer = 'Cloudium Support-Anfrage'), p), 'embed'],
  ['a footer without text', (p) => (delete p.embeds[0].footer.text, p), 'embed'],
  ['a timestamp as a number', (p) => ((p.embeds[0].timestamp = Date.now()), p), 'timestamp'],
  ['an hour of 24', (p) => ((p.embeds[0].timestamp = '2026-11-22T24:00:00Z'), p), 'timestamp'],
];

describe('validateWebhookPayload refuses everything else', () => {
  it.each(refusals)('%s', (_name, breaker, issue) => {
    expect(validateWebhookPayload(breaker(mutable(supportPayload())))).toEqual({ ok: false, issue });
  });
});

describe('validateWebhookPayload names every refusal with a code (each key of the contract, wrong or missing)', () => {
  const otherKinds: [string, () => Loose, Breaker, PayloadIssue][] = [
    ['a plan without a plan name', planPayload, (p) => ((p.embeds[0].title = 'Neue Bestellung:  '), p), 'title'],
    ['a custom size with a fraction', customPayload, (p) => ((p.embeds[0].fields[2].value = '12.5'), p), 'field-value'],
    ['a plan with the support colour', planPayload, (p) => ((p.embeds[0].color = 0x5865f2), p), 'color'],
    ['a custom size in words', customPayload, (p) => ((p.embeds[0].fields[1].value = 'viele'), p), 'field-value'],
    ['a managed title with a suffix', managedPayload, (p) => ((p.embeds[0].title += ' extra'), p), 'title'],
  ];

  it.each(otherKinds)('refuses %s', (_name, make, breaker, issue) => {
    expect(validateWebhookPayload(breaker(mutable(make())))).toEqual({ ok: false, issue });
  });

  it("returns a copy with only the contract's keys, not the object it was given", () => {
    const payload = mutable(customPayload());
    const result = validateWebhookPayload(payload);
    if (!result.ok) throw new Error(`refused: ${result.issue}`);
    expect(result.request.payload).not.toBe(payload);
    expect(result.request.payload.embeds[0]).not.toBe(payload.embeds[0]);
    expect(result.request.payload).toEqual(payload);
    expect(result.request.kind).toBe('custom');
  });
});

describe("the description carries the reference line and, on a plan request, the plan finder's line: nothing else", () => {
  const withLines = (make: () => Loose, ...lines: string[]) => {
    const payload = mutable(make());
    payload.embeds[0].description = [payload.embeds[0].description, ...lines].join('\n');
    return payload;
  };

  it.each([
    ['a free second line on a support request', withLines(supportPayload, 'Zweite Zeile')],
    ["the finder's line on a support request", withLines(supportPayload, 'Empfohlen für: Palworld, 12 Spieler')],
    ["the finder's line on a custom request", withLines(customPayload, 'Empfohlen für: Palworld, 12 Spieler')],
    ['a free second line on a plan request', withLines(planPayload, 'Bitte schnell!')],
    // Which lines the finder writes: test/features/cloudium/plan-finder.test.ts ("is not a line the finder writes").
    ['a line the finder does not write', withLines(planPayload, 'Empfohlen für: @everyone, 2 Spieler')],
    ['a third line', withLines(planPayload, 'Empfohlen für: Palworld, 12 Spieler', 'Noch was')],
    ['an empty second line', withLines(planPayload, '')],
  ])('refuses %s', (_name, payload) => {
    expect(validateWebhookPayload(payload)).toEqual({ ok: false, issue: 'description' });
  });
});
