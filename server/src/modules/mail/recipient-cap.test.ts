import pino from 'pino';
import type { Redis } from 'ioredis';
import { LocalRateCounters, type RateCounters } from '../../shared/rate-counters';
import { closeRedis, connectRedis } from '../../shared/redis';
import { RedisRateCounters } from '../../shared/redis-rate-counters';
import { deleteRedisKeys, describeWithRedis, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import type { MailMessage, Mailer } from './mailer';
import { capPerRecipient, MAILS_PER_RECIPIENT_PER_DAY } from './recipient-cap';

/** A mailer that records what reaches it (or fails while `failing`). */
function recordingMailer() {
  const delivered: MailMessage[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.failing) throw new Error('smtp down');
      delivered.push(message);
    },
    async close() {},
  };
  return { mailer, delivered, state };
}

const message = (to: string, subject = 'Receita'): MailMessage => ({ to, subject, html: '<p>oi</p>', text: 'oi' });

function warnings() {
  const lines: { msg: string; to?: string }[] = [];
  return { lines, logger: { warn: (obj: object, msg?: string) => lines.push({ ...obj, msg: msg ?? '' }) } };
}

describe('per-recipient daily cap on every e-mail', () => {
  it('delivers up to the cap to one address, then drops quietly and logs; other addresses are apart', async () => {
    const { mailer, delivered } = recordingMailer();
    const log = warnings();
    const capped = capPerRecipient(mailer, new LocalRateCounters(), log.logger);
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_DAY + 5; i++) await capped.send(message('Vitima@Exemplo.com'));
    await capped.send(message(' vitima@exemplo.com ')); // the same inbox, however it is written
    await capped.send(message('outra@exemplo.com'));
    expect(delivered.filter((m) => m.to.trim().toLowerCase() === 'vitima@exemplo.com')).toHaveLength(
      MAILS_PER_RECIPIENT_PER_DAY,
    );
    expect(delivered.filter((m) => m.to === 'outra@exemplo.com')).toHaveLength(1);
    expect(log.lines).toHaveLength(6);
    expect(log.lines[0].msg).toMatch(/daily cap/);
  });

  it('counts in a sliding day, and a failed delivery does not use up the reader’s allowance', async () => {
    let now = 0;
    const { mailer, delivered, state } = recordingMailer();
    const capped = capPerRecipient(mailer, new LocalRateCounters(() => now), warnings().logger, 2);
    state.failing = true;
    await expect(capped.send(message('a@exemplo.com'))).rejects.toThrow('smtp down');
    state.failing = false;
    await capped.send(message('a@exemplo.com'));
    await capped.send(message('a@exemplo.com'));
    await capped.send(message('a@exemplo.com'));
    expect(delivered).toHaveLength(2);
    now += 24 * 3_600_000 + 1;
    await capped.send(message('a@exemplo.com'));
    expect(delivered).toHaveLength(3);
  });
});

describeWithRedis('the cap across instances (TEST_REDIS_URL; skipped without it outside CI)', () => {
  const prefix = uniqueRedisPrefix('mail-cap');
  const logger = pino({ level: 'silent' });
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => closeRedis(c)));
    await deleteRedisKeys(testRedisUrl, prefix);
  });
  const anInstance = async (): Promise<RateCounters> => {
    const redis = await connectRedis(testRedisUrl, 'mail-cap-test', logger);
    clients.push(redis);
    return new RedisRateCounters(redis, prefix, logger);
  };

  it('two instances sending to one address deliver at most the cap between them', async () => {
    const { mailer, delivered } = recordingMailer();
    const [a, b] = [await anInstance(), await anInstance()];
    const instances = [capPerRecipient(mailer, a, warnings().logger), capPerRecipient(mailer, b, warnings().logger)];
    for (let i = 0; i < 2 * MAILS_PER_RECIPIENT_PER_DAY; i++) await instances[i % 2].send(message('alvo@exemplo.com'));
    expect(delivered).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);
  });
});
