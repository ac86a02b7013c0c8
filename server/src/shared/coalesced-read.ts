/**
 * Shares one read among concurrent callers without ever answering a caller with a read that began before it asked:
 * a caller arriving while a read is in flight waits for the next one, which all such callers share. Every answer is
 * therefore at least as fresh as the moment it was asked for (read-your-writes across processes), at the cost of
 * at most one read in flight plus one queued, however many callers there are.
 */
export class CoalescedRead<T> {
  private inFlight: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** No read in flight nor queued. */
  get idle(): boolean {
    return !this.inFlight && !this.queued;
  }

  get(): Promise<T> {
    if (!this.inFlight) return this.start();
    this.queued ??= this.inFlight.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<T> {
    this.queued = null;
    return this.start();
  }

  private start(): Promise<T> {
    const read = this.read().finally(() => {
      if (this.inFlight === read) this.inFlight = null;
    });
    this.inFlight = read;
    return read;
  }
}

/**
 * A CoalescedRead per key (one recipe's page version, say), kept only while a read of that key is in flight or queued:
 * the map never grows with the keys ever asked for (any URL can name a key).
 */
export class KeyedCoalescedRead<K, T> {
  private readonly reads = new Map<K, CoalescedRead<T>>();

  constructor(private readonly read: (key: K) => Promise<T>) {}

  get(key: K): Promise<T> {
    let reader = this.reads.get(key);
    if (!reader) {
      reader = new CoalescedRead(() => this.read(key));
      this.reads.set(key, reader);
    }
    const answer = reader.get();
    const forgetWhenIdle = () => {
      if (reader.idle && this.reads.get(key) === reader) this.reads.delete(key);
    };
    answer.then(forgetWhenIdle, forgetWhenIdle);
    return answer;
  }

  /** Keys with a read in flight or queued (for tests). */
  get size(): number {
    return this.reads.size;
  }
}
