import { createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_ALGORITHM, pricedMessages, type ProofChallenge } from '@/features/cloudium/contract/proof-contract';

/**
 * The relay's side of the proof of work (docs/adr/0015-proof-of-work-and-fair-limits.md), with ALTCHA (altcha-lib):
 * challenges in ALTCHA's deterministic mode, signed with the relay's secret. The relay picks the counter the solver
 * has to reach and signs the key it leads to, so checking a solution is two HMACs, whatever the solver paid. The work
 * grows with the messages a request becomes and with the price level of the moment (admission.ts).
 *
 * The check is altcha-lib's `verifySolution` for such a challenge (the signature over the canonical JSON of its
 * parameters, then the signature of the derived key), done with Node's HMAC at once instead of WebCrypto's four
 * asynchronous steps: 0.01 instead of 0.4 ms a request. proof-of-work.test.ts holds the two to the same answers.
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

/** altcha-lib's canonical JSON: keys sorted at every level, undefined values left out. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => {
        const item = (value as Record<string, unknown>)[key];
        return item === undefined ? [] : [[key, sortKeys(item)]];
      }),
  );
}

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
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

  /** Whether the solution reaches the counter of a challenge this relay signed (see above). */
  private solves({ challenge, solution }: ProofPayload): boolean {
    const { parameters } = challenge;
    if (!sameHex(challenge.signature, hmacHex(this.signatureSecret, JSON.stringify(sortKeys(parameters)))))
      return false;
    const { counter, derivedKey } = solution;
    if (typeof derivedKey !== 'string' || !/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return false;
    if (!Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return false;
    // Every challenge of this relay signs the key its counter leads to.
    return sameHex(parameters.keySignature, hmacHex(this.keySecret, Buffer.from(derivedKey, 'hex')));
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
    if (!this.solves(payload)) return { outcome: 'refused', reason: 'invalid' };
    return {
      outcome: 'solved',
      id: payload.challenge.parameters.nonce,
      expiresAt,
      price: priceOf(payload.challenge),
    };
  }
}
