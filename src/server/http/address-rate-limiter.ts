/**
 * Per-address token bucket: `perMinute` requests, refilled evenly over a minute. In memory, because one relay
 * process serves the site; a restart forgets the buckets, which only ever errs towards letting visitors through.
 */
export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until the next request from this address would be accepted (0 when allowed). */
  readonly retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MINUTE_MS = 60_000;
/** Above this many remembered addresses, full buckets are forgotten (they hold no information). */
const SWEEP_THRESHOLD = 10_000;

export class AddressRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): RateDecision {
    const now = this.now();
    const bucket = this.refilled(address, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const msPerToken = MINUTE_MS / this.perMinute;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000)) };
  }

  private refilled(address: string, now: number): Bucket {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_THRESHOLD) this.sweep(now);
      bucket = { tokens: this.perMinute, updatedAt: now };
      this.buckets.set(address, bucket);
      return bucket;
    }
    const earned = ((now - bucket.updatedAt) * this.perMinute) / MINUTE_MS;
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + earned);
    bucket.updatedAt = now;
    return bucket;
  }

  private sweep(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) * this.perMinute) / MINUTE_MS >= this.perMinute) {
        this.buckets.delete(address);
      }
    }
  }
}
