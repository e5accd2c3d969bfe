import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_ALGORITHM, pricedMessages, type ProofChallenge } from '@/features/cloudium/contract/proof-contract';

/**
 * The relay's side of the proof of work (docs/adr/0015-proof-of-work-and-fair-limits.md), with ALTCHA (altcha-lib):
 * challenges in ALTCHA's deterministic mode, signed with the relay's secret. The relay picks the counter the solver
 * has to reach and signs the key it leads to, so checking a solution is one HMAC, whatever the solver paid. The work
 * grows with the messages a request becomes and with the price level of the moment (admission.ts).
 */

export interface ProofSettings {
  /** PBKDF2 rounds of one step; the relay pays one step to make a challenge. */
  readonly iterations: number;
  /** Steps one message costs at price level 0, on average (the counter lies between half and one and a half times). */
  readonly stepsPerMessage: number;
  /** How long a challenge can be used. */
  readonly lifetimeMs: number;
}

/**
 * A mid-tier phone (Lighthouse's benchmarkIndex about 500) does about a million PBKDF2-SHA-256 rounds a second in
 * WebCrypto, so 60 steps of 5,000 cost it about 0.3 s on average, 0.45 s at most; a script on one core of a server
 * pays about a fifth of that for every message (docs/relay.md, "Proof of work").
 */
export const DEFAULT_PROOF_SETTINGS: ProofSettings = {
  iterations: 5_000,
  stepsPerMessage: 60,
  lifetimeMs: 10 * 60_000,
};

/** What a challenge was priced for, as signed into it. */
export interface ProofPrice {
  readonly level: number;
  readonly messages: number;
}

export type ProofCheck =
  | { readonly outcome: 'missing' }
  | { readonly outcome: 'refused'; readonly reason: 'malformed' | 'expired' | 'invalid' }
  | {
      readonly outcome: 'solved';
      /** The challenge's nonce: a solution is accepted once. */
      readonly id: string;
      /** When the challenge expires (ms since 1970): until then its id is remembered. */
      readonly expiresAt: number;
      readonly price: ProofPrice;
    };

interface ProofPayload {
  readonly challenge: Challenge;
  readonly solution: { readonly counter: number; readonly derivedKey: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** ALTCHA's payload from the header (base64 of its JSON); undefined when it is not one. */
function parsePayload(header: string): ProofPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return undefined;
    if (!isRecord(value.challenge.parameters)) return undefined;
    return value as unknown as ProofPayload;
  } catch {
    return undefined;
  }
}

function priceOf(challenge: Challenge): ProofPrice {
  const data = challenge.parameters.data ?? {};
  const level = Number(data.level);
  const messages = Number(data.messages);
  return {
    level: Number.isInteger(level) && level >= 0 ? level : 0,
    messages: Number.isInteger(messages) && messages >= 1 ? messages : 1,
  };
}

export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    secret: string,
    private readonly settings: ProofSettings = DEFAULT_PROOF_SETTINGS,
    private readonly now: () => number = Date.now,
  ) {
    // Two keys from the one the outbox keeps: one signs the challenge, the other the key its counter leads to.
    this.signatureSecret = createHmac('sha256', secret).update('challenge').digest('hex');
    this.keySecret = createHmac('sha256', secret).update('derived-key').digest('hex');
  }

  /** Average steps of a challenge at this price. */
  stepsFor(price: ProofPrice): number {
    return this.settings.stepsPerMessage * pricedMessages(price.messages) * 2 ** price.level;
  }

  /** A signed challenge at `price`; its solver has to reach a counter between half and 1.5 times the average. */
  async challenge(price: ProofPrice): Promise<ProofChallenge> {
    const steps = this.stepsFor(price);
    const challenge = await createChallenge({
      algorithm: PROOF_ALGORITHM,
      cost: this.settings.iterations,
      counter: randomInt(Math.ceil(steps * 1.5), Math.max(1, Math.floor(steps / 2))),
      data: { level: price.level, messages: pricedMessages(price.messages) },
      deriveKey,
      expiresAt: Math.floor((this.now() + this.settings.lifetimeMs) / 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    return challenge as ProofChallenge;
  }

  /** Whether the header carries a solution of a challenge this relay signed, still valid. */
  async verify(header: string | undefined): Promise<ProofCheck> {
    if (header === undefined || header === '') return { outcome: 'missing' };
    const payload = parsePayload(header);
    if (!payload || payload.challenge.parameters.algorithm !== PROOF_ALGORITHM) {
      return { outcome: 'refused', reason: 'malformed' };
    }
    const expiresAt = Number(payload.challenge.parameters.expiresAt) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt <= this.now()) return { outcome: 'refused', reason: 'expired' };
    let verified: boolean;
    try {
      ({ verified } = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySecret,
      }));
    } catch {
      return { outcome: 'refused', reason: 'malformed' };
    }
    // Without a key signature altcha-lib would check by deriving the key itself: every challenge of this relay has one.
    if (!verified || !payload.challenge.parameters.keySignature) return { outcome: 'refused', reason: 'invalid' };
    return {
      outcome: 'solved',
      id: payload.challenge.parameters.nonce,
      expiresAt,
      price: priceOf(payload.challenge),
    };
  }
}
