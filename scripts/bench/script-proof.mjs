// The proof of work as a script pays it (docs/adr/0015-proof-of-work-and-fair-limits.md): the relay's challenge,
// solved with ALTCHA's solver on Node's own PBKDF2, for the measuring tools that post like the site.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const PROOF_HEADER = 'x-nova-proof';

/**
 * What the measuring tools set besides their own settings, so proofs and budgets stay out of what they measure: the
 * cheapest proof and budgets out of reach (test:abuse keeps the defaults).
 */
export const UNLIMITED_ENV = {
  PROOF_STEPS: '1',
  WEBHOOK_MESSAGE_BUDGET: '1000000000',
  WEBHOOK_CHANNEL_RATE: '1000000000',
  WEBHOOK_HELD_PER_DAY: '1000000000',
};

/**
 * A challenge of the relay at `origin` for `messages` messages, fetched with `headers` (X-Forwarded-For behind the
 * proxy) and solved: `{ [PROOF_HEADER]: … }`, or the relay's refusal `{ status }`.
 */
export async function scriptProof(origin, messages = 1, headers = {}) {
  const answer = await fetch(`${origin}/api/challenge?messages=${messages}`, { headers });
  if (!answer.ok) {
    await answer.arrayBuffer();
    return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after') ?? 1) };
  }
  const challenge = await answer.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 600_000 });
  if (!solution) throw new Error('Challenge nicht gelöst');
  const { counter, derivedKey } = solution;
  return {
    [PROOF_HEADER]: Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString('base64'),
  };
}
