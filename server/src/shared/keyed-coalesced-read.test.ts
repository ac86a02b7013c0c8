import { KeyedCoalescedRead } from './coalesced-read';

/** A read per call, answered when the test says so. */
function controlledReads() {
  const pending: { key: number; resolve: (v: string) => void }[] = [];
  const read = (key: number) => new Promise<string>((resolve) => pending.push({ key, resolve }));
  return { pending, read };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedCoalescedRead', () => {
  it('shares one read among the callers of a key who arrive while another is in flight, and reads keys apart', async () => {
    const { pending, read } = controlledReads();
    const reads = new KeyedCoalescedRead(read);
    const first = reads.get(1);
    const second = reads.get(1);
    const third = reads.get(1);
    const other = reads.get(2);
    expect(pending.map((p) => p.key)).toEqual([1, 2]);
    pending[0].resolve('one');
    pending[1].resolve('two');
    await expect(Promise.all([first, other])).resolves.toEqual(['one', 'two']);
    await flush();
    expect(pending.map((p) => p.key)).toEqual([1, 2, 1]); // the two who waited share one further read
    pending[2].resolve('one, read again');
    await expect(Promise.all([second, third])).resolves.toEqual(['one, read again', 'one, read again']);
    await flush();
    expect(reads.size).toBe(0);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const { pending, read } = controlledReads();
    const reads = new KeyedCoalescedRead(read);
    const early = reads.get(7);
    const late = reads.get(7); // arrives while the first read is in flight: waits for the next one
    pending[0].resolve('before the write');
    await expect(early).resolves.toBe('before the write');
    await flush();
    expect(pending).toHaveLength(2);
    pending[1].resolve('after the write');
    await expect(late).resolves.toBe('after the write');
  });

  it('forgets a key once nobody is reading it, so any number of keys asked for once leaves nothing behind', async () => {
    const reads = new KeyedCoalescedRead(async (key: number) => `v${key}`);
    await Promise.all(Array.from({ length: 500 }, (_, i) => reads.get(i)));
    await flush();
    expect(reads.size).toBe(0);
  });
});
