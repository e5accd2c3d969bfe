import type { ValidatedRequest } from '@/features/cloudium/contract/webhook-payload.schema';
import type { AddResult, Outbox } from './outbox';

interface Waiting {
  readonly request: ValidatedRequest;
  resolve(result: AddResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit: requests that arrive in the same turn of the event loop are committed in one transaction, so
 * a burst costs one disk sync instead of one each. Every caller still gets its answer only after the commit.
 */
export class GroupCommitter {
  private batch: Waiting[] = [];

  constructor(private readonly outbox: Outbox) {}

  add(request: ValidatedRequest): Promise<AddResult> {
    return new Promise((resolve, reject) => {
      if (this.batch.length === 0) setImmediate(() => this.flush());
      this.batch.push({ request, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.batch;
    this.batch = [];
    let results: AddResult[];
    try {
      results = this.outbox.addMany(batch.map((waiting) => waiting.request));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result) waiting.resolve(result);
      else waiting.reject(new Error('Outbox: kein Ergebnis'));
    });
  }
}
