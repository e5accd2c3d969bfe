import { REFERENCE_ATTEMPTS, RESTART_RETRY_MS, deliverRequest } from '@/features/cloudium/domain/request-delivery';
import type { RequestStamp } from '@/features/cloudium/domain/webhook-payload';
import { buildSupportPayload } from '@/features/cloudium/domain/support.schema';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { WebhookFailure } from '@/features/cloudium/domain/webhook-failure';

const request = { name: 'Max', email: 'max@example.org', subject: 'Server down', message: 'Hilfe' };
const draft = { compose: (stamp: RequestStamp) => buildSupportPayload(request, stamp) };
const SENT_AT = '2026-11-22T09:00:00.000Z';

type Answer = 'ok' | WebhookFailure;
const http = (status: number): WebhookFailure => ({ kind: 'http', status, body: '' });
const network: WebhookFailure = { kind: 'network' };

/** Runs deliverRequest against scripted answers; records what was posted and waited. */
async function run(answers: Answer[]) {
  const posted: WebhookPayload[] = [];
  const waits: number[] = [];
  const fresh = ['CL-AAAAAA', 'CL-BBBBBB', 'CL-CCCCCC', 'CL-DDDDDD'];
  const outcome = await deliverRequest(draft, {
    post: async (current) => {
      posted.push(current);
      const answer = answers.shift() ?? http(500);
      if (answer !== 'ok') throw answer;
    },
    newReference: () => fresh.shift() ?? 'CL-ZZZZZZ',
    now: () => SENT_AT,
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

  it('stamps the request when it goes out, and a fresh reference changes nothing else', async () => {
    const { posted } = await run([http(409), 'ok']);
    const [first, second] = posted;
    expect(first?.embeds[0].timestamp).toBe(SENT_AT);
    expect(second?.embeds[0].description).toBe(first?.embeds[0].description.replace('CL-AAAAAA', 'CL-BBBBBB'));
    expect({ ...second?.embeds[0], description: '' }).toEqual({ ...first?.embeds[0], description: '' });
  });
});
