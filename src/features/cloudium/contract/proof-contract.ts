/**
 * The proof of work between the site and the relay (docs/adr/0015-proof-of-work-and-fair-limits.md): before a request
 * goes out, the page (or the service worker) fetches a signed challenge from the relay, solves it with ALTCHA's
 * solver and sends the solution along. The relay delivers nothing without one. Shared by the page, the service worker
 * and the relay, so all three name the same paths, headers and sizes.
 */

/** GET: a signed challenge for `?messages=N` chat messages (1 when left out). */
export const CHALLENGE_PATH = '/api/challenge';

/** The solved challenge: ALTCHA's payload, base64 of `{"challenge": …, "solution": …}`. */
export const PROOF_HEADER = 'x-nova-proof';

/**
 * What the form's hidden field (filled by no person) held, URI-encoded; absent when empty. A request that carries it
 * is held for the operator instead of delivered.
 */
export const TRAP_HEADER = 'x-nova-feld';

/** The key derivation every challenge uses: PBKDF2 with SHA-256, which every browser's WebCrypto has natively. */
export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';

/** A challenge is priced for at most this many messages; a longer request pays for this many. */
export const MAX_PRICED_MESSAGES = 16;

/** The `code` of the relay's 403 answer when a proof does not hold; the site then solves a fresh one. */
export const PROOF_REFUSED_CODE = 'proof';

/** ALTCHA's challenge as the relay hands it out (the parameters are signed; `data` says what it was priced for). */
export interface ProofChallenge {
  readonly parameters: {
    readonly algorithm: string;
    readonly nonce: string;
    readonly salt: string;
    readonly cost: number;
    readonly keyLength: number;
    readonly keyPrefix: string;
    readonly keySignature?: string;
    /** Seconds since 1970. */
    readonly expiresAt?: number;
    readonly data?: { readonly level?: number; readonly messages?: number };
  };
  readonly signature?: string;
}

export interface ProofSolution {
  readonly counter: number;
  readonly derivedKey: string;
}

/** The messages a challenge is asked for: a whole number from 1 to MAX_PRICED_MESSAGES. */
export function pricedMessages(messages: number): number {
  return Math.min(MAX_PRICED_MESSAGES, Math.max(1, Math.floor(Number.isFinite(messages) ? messages : 1)));
}

export function challengeAddress(messages: number): string {
  return `${CHALLENGE_PATH}?messages=${pricedMessages(messages)}`;
}

/** The relay's webhook path (PUBLIC_WEBHOOK_URL's default): where it is, its challenges are beside it. */
const RELAY_WEBHOOK_PATH = '/api/webhook';

/**
 * Where the relay behind `webhookUrl` hands out challenges for `messages` messages: beside its webhook path. None for
 * an address that is not the relay's (a setup that posts to the chat platform directly asks for no proof).
 */
export function challengeUrlFor(webhookUrl: string, messages: number): string | undefined {
  const path = webhookUrl.split(/[?#]/, 1)[0] ?? '';
  if (!path.endsWith(RELAY_WEBHOOK_PATH)) return undefined;
  return `${path.slice(0, -RELAY_WEBHOOK_PATH.length)}${challengeAddress(messages)}`;
}

/** Whether an answer's body is the relay's refusal of a proof (then a fresh one is worth a try). */
export function isProofRefusal(status: number, body: string): boolean {
  if (status !== 403) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === PROOF_REFUSED_CODE;
  } catch {
    return false;
  }
}

/** What a page sends in PROOF_HEADER: ALTCHA's payload format (base64 of its JSON, ASCII only). */
export function encodeProof(challenge: ProofChallenge, solution: ProofSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** The header value of a hidden field's content, or none when it is empty. */
export function trapHeaderValue(value: string | undefined): string | undefined {
  return value && value !== '' ? encodeURIComponent(value.slice(0, 200)) : undefined;
}
