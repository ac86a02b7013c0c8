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
