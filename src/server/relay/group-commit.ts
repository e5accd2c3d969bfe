interface Waiting<T, R> {
  readonly item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Group commit: requests that arrive in the same turn of the event loop are committed in one transaction, so
 * a burst costs one disk sync instead of one each. Every caller still gets its answer only after the commit.
 * `commit` stores a batch in one transaction and returns one result per item, in order.
 */
export class GroupCommitter<T, R> {
  private batch: Waiting<T, R>[] = [];

  constructor(private readonly commit: (items: readonly T[]) => readonly R[]) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      if (this.batch.length === 0) setImmediate(() => this.flush());
      this.batch.push({ item, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.batch;
    this.batch = [];
    let results: readonly R[];
    try {
      results = this.commit(batch.map((waiting) => waiting.item));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result !== undefined) waiting.resolve(result);
      else waiting.reject(new Error('Outbox: kein Ergebnis'));
    });
  }
}
