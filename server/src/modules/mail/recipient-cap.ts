import crypto from 'node:crypto';
import type { RateCounters } from '../../shared/rate-counters';
import type { Mailer } from './mailer';

/** At most this many e-mails to one address in 24 hours, whatever sends them. */
export const MAILS_PER_RECIPIENT_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

interface CapLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Every e-mail the site sends goes through here: each recipient gets at most `limit` messages in a sliding 24 hours,
 * counted in the shared rate counters (Redis when several instances run), so nobody can use the site's forms to
 * flood an inbox. Over the cap a message is dropped quietly and logged; the caller's answer does not change.
 */
export function capPerRecipient(
  mailer: Mailer,
  counters: RateCounters,
  logger: CapLogger,
  limit = MAILS_PER_RECIPIENT_PER_DAY,
): Mailer {
  return {
    async send(message) {
      // The address is hashed: the counters (Redis) never hold readers' e-mails.
      const key = `mail-recipient:${crypto.createHash('sha256').update(message.to.trim().toLowerCase()).digest('hex')}`;
      if (!(await counters.take(key, limit, DAY_MS))) {
        logger.warn(
          { to: message.to, subject: message.subject, limit },
          'e-mail dropped: recipient over its daily cap',
        );
        return;
      }
      try {
        await mailer.send(message);
      } catch (err) {
        // Undelivered, so it does not count against the reader.
        await counters.release(key);
        throw err;
      }
    },
    close: () => mailer.close(),
  };
}
