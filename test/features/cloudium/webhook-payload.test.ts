import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { buildCustomPayload } from '@/features/cloudium/domain/custom-request.schema';
import { buildManagedPayload } from '@/features/cloudium/domain/managed-request.schema';
import { buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { buildSupportPayload } from '@/features/cloudium/domain/support.schema';

const stamp = { reference: 'CL-7F3K9Q', timestamp: '2026-11-22T09:00:00.000Z' };

interface Field {
  name: string;
  value: string;
  inline: boolean;
}

/**
 * The payload every builder makes around its message: one embed with the stamp's reference line and time, and no
 * mention allowed.
 */
function stampedPayload(title: string, color: number, footer: string, fields: Field[]) {
  return {
    embeds: [
      {
        title,
        description: 'Referenz: CL-7F3K9Q',
        color,
        fields,
        footer: { text: footer },
        timestamp: '2026-11-22T09:00:00.000Z',
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

describe('webhook payload builders (docs/product.md#requests-to-the-team)', () => {
  it('support: title with subject, fields Name, Email, Betreff, Nachricht', () => {
    const payload = buildSupportPayload(
      { name: 'Lea', email: 'lea@example.org', subject: 'Server down', message: 'Hilfe @everyone' },
      stamp,
    );
    expect(payload).toEqual(
      stampedPayload('Neue Support-Anfrage: Server down', 0x5865f2, 'Cloudium Support-Anfrage', [
        { name: 'Name', value: 'Lea', inline: true },
        { name: 'Email', value: 'lea@example.org', inline: true },
        { name: 'Betreff', value: 'Server down', inline: false },
        { name: 'Nachricht', value: 'Hilfe @everyone', inline: false },
      ]),
    );
    expect(JSON.stringify(Object.keys(payload.embeds[0]))).toBe(
      JSON.stringify(['title', 'description', 'color', 'fields', 'footer', 'timestamp']),
    );
  });

  it('plan order from the plan finder: the line "Empfohlen für: …" under the reference line, fields unchanged', () => {
    const request = {
      discordName: 'nova_fan',
      plan: { name: 'ES4', priceCents: 1399 },
      recommendedFor: 'Palworld, 12 Spieler',
    };
    const payload = buildPlanPayload(request, stamp);
    expect(payload.embeds[0].description).toBe('Referenz: CL-7F3K9Q\nEmpfohlen für: Palworld, 12 Spieler');
    const { recommendedFor: _line, ...plainOrder } = request;
    expect(payload.embeds[0].fields).toEqual(buildPlanPayload(plainOrder, stamp).embeds[0].fields);
    expect(validateWebhookPayload(payload).ok).toBe(true);
  });

  it('plan order: fields Paket, Preis, Discord Name', () => {
    expect(buildPlanPayload({ discordName: 'nova_fan', plan: { name: 'ES6', priceCents: 2999 } }, stamp)).toEqual(
      stampedPayload('Neue Bestellung: ES6', 0x57f287, 'Cloudium Bestellung', [
        { name: 'Paket', value: 'ES6', inline: true },
        { name: 'Preis', value: '29,99 € / Monat', inline: true },
        { name: 'Discord Name', value: 'nova_fan', inline: true },
      ]),
    );
  });

  it.each([
    ['', 'Keine'],
    ['  ', 'Keine'],
    ['50 Slots', '50 Slots'],
  ])('managed: extra info %j is sent as %j', (additionalInfo, sent) => {
    expect(buildManagedPayload({ discordName: 'nova_fan', game: 'Andere: Enshrouded', additionalInfo }, stamp)).toEqual(
      stampedPayload('Neue Managed Game Hosting Anfrage', 0xfee75c, 'Cloudium Managed Game Hosting', [
        { name: 'Discord Name', value: 'nova_fan', inline: true },
        { name: 'Gewünschtes Spiel', value: 'Andere: Enshrouded', inline: true },
        { name: 'Zusätzliche Infos', value: sent, inline: false },
      ]),
    );
  });

  it('custom: fields Discord Name, vCores, RAM (GB), SSD Speicher (GB), Zusätzliche Infos', () => {
    expect(
      buildCustomPayload({ discordName: 'nova_fan', vCores: 4, ramGb: 8, ssdGb: 100, additionalInfo: '' }, stamp),
    ).toEqual(
      stampedPayload('Neue Custom Server Anfrage', 0xeb459e, 'Cloudium Custom Server', [
        { name: 'Discord Name', value: 'nova_fan', inline: true },
        { name: 'vCores', value: '4', inline: true },
        { name: 'RAM (GB)', value: '8', inline: true },
        { name: 'SSD Speicher (GB)', value: '100', inline: true },
        { name: 'Zusätzliche Infos', value: 'Keine', inline: false },
      ]),
    );
  });
});
