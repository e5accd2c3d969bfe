import { REFERENCE_ATTEMPTS, RESTART_RETRY_MS, deliverRequest } from '@/domain/request-delivery';
import { buildSupportPayload } from '@/domain/webhook-payload';
import { referenceOf, withReference, type WebhookPayload } from '@/domain/webhook-contract';
import type { WebhookFailure } from '@/domain/webhook-failure';

const payload = buildSupportPayload(
  { name: 'Max', email: 'max@example.org', subject: 'Server down', message: 'Hilfe' },
  { reference: 'CL-AAAAAA', timestamp: '2026-11-22T09:00:00.000Z' },
);

type Answer = 'ok' | WebhookFailure;
const http = (status: number): WebhookFailure => ({ kind: 'http', status, body: '' });
const network: WebhookFailure = { kind: 'network' };

/** Runs deliverRequest against scripted answers; records what was posted and waited. */
async function run(answers: Answer[]) {
  const posted: WebhookPayload[] = [];
  const waits: number[] = [];
  const fresh = ['CL-BBBBBB', 'CL-CCCCCC', 'CL-DDDDDD'];
  const outcome = await deliverRequest(payload, {
    post: async (current) => {
      posted.push(current);
      const answer = answers.shift() ?? http(500);
      if (answer !== 'ok') throw answer;
    },
    newReference: () => fresh.shift() ?? 'CL-ZZZZZZ',
    wait: async (ms) => void waits.push(ms),
  }).then(
    (reference) => ({ accepted: reference }),
    (failure: unknown) => ({ failed: failure }),
  );
  const references = posted.map((sent) => referenceOf(sent.embeds[0].description));
  return { outcome, references, waits, posted };
}

describe('deliverRequest: a request is accepted under the reference shown, or fails visibly', () => {
  it.each<[string, Answer[], object, (string | null)[], number[]]>([
    ['accepted at once', ['ok'], { accepted: 'CL-AAAAAA' }, ['CL-AAAAAA'], []],
    [
      '409, then accepted under a fresh reference',
      [http(409), 'ok'],
      { accepted: 'CL-BBBBBB' },
      ['CL-AAAAAA', 'CL-BBBBBB'],
      [],
    ],
    [
      `409 ${REFERENCE_ATTEMPTS} times: fails with the 409`,
      [http(409), http(409), http(409), 'ok'],
      { failed: http(409) },
      ['CL-AAAAAA', 'CL-BBBBBB', 'CL-CCCCCC'],
      [],
    ],
    [
      '503, then the same request again after the wait',
      [http(503), 'ok'],
      { accepted: 'CL-AAAAAA' },
      ['CL-AAAAAA', 'CL-AAAAAA'],
      [RESTART_RETRY_MS],
    ],
    [
      '503 twice: fails with the second',
      [http(503), http(503), 'ok'],
      { failed: http(503) },
      ['CL-AAAAAA', 'CL-AAAAAA'],
      [RESTART_RETRY_MS],
    ],
    [
      '503, then 409, then accepted',
      [http(503), http(409), 'ok'],
      { accepted: 'CL-BBBBBB' },
      ['CL-AAAAAA', 'CL-AAAAAA', 'CL-BBBBBB'],
      [RESTART_RETRY_MS],
    ],
    ['500: fails at once', [http(500), 'ok'], { failed: http(500) }, ['CL-AAAAAA'], []],
    ['429: fails at once (the visitor is told to wait)', [http(429), 'ok'], { failed: http(429) }, ['CL-AAAAAA'], []],
    ['400: fails at once', [http(400), 'ok'], { failed: http(400) }, ['CL-AAAAAA'], []],
    ['no answer: fails at once', [network, 'ok'], { failed: network }, ['CL-AAAAAA'], []],
  ])('%s', async (_name, answers, outcome, references, waits) => {
    const result = await run(answers);
    expect(result.outcome).toEqual(outcome);
    expect(result.references).toEqual(references);
    expect(result.waits).toEqual(waits);
  });

  it('changes nothing but the reference line when it sends under a fresh reference', async () => {
    const { posted } = await run([http(409), 'ok']);
    expect(posted[1]).toEqual(withReference(payload, 'CL-BBBBBB'));
    expect({ ...posted[1]?.embeds[0], description: '' }).toEqual({ ...payload.embeds[0], description: '' });
  });
});

describe('withReference', () => {
  it('replaces only the first line of the description', () => {
    const twoLines: WebhookPayload = {
      ...payload,
      embeds: [{ ...payload.embeds[0], description: 'Referenz: CL-AAAAAA\nEmpfohlen für: Palworld, 12 Spieler' }],
    };
    expect(withReference(twoLines, 'CL-BBBBBB').embeds[0].description).toBe(
      'Referenz: CL-BBBBBB\nEmpfohlen für: Palworld, 12 Spieler',
    );
  });
});
