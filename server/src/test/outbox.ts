import fs from 'node:fs';
import path from 'node:path';

/** A message of the outbox (no SMTP configured): unfolded headers, quoted-printable body decoded. */
export interface OutboxMail {
  headers: string;
  body: string;
  raw: string;
}

/** The messages written to DATA_DIR/outbox for one address, oldest first. */
export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => to.test(raw))
    .map((raw) => {
      const split = raw.search(/\r?\n\r?\n/);
      const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const body = raw
        .slice(split)
        .replace(/=\r?\n/g, '')
        .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
      return { headers, body, raw: `${headers}${body}` };
    });
}

/** The value of a header of a message, or undefined. */
export const header = (mail: OutboxMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.headers)?.[1]?.trim();

/** The path (with its token) of the latest newsletter confirmation link mailed to an address, or undefined. */
export function confirmationPath(dataDir: string, email: string): string | undefined {
  const paths = mailsTo(dataDir, email).flatMap(
    (m) => /\/api\/newsletter\/confirm\?token=[0-9a-f]{64}/.exec(m.body) ?? [],
  );
  return paths.at(-1);
}

/** The paths (with their tokens) of the e-mail confirmation links mailed to an address, oldest first, each once. */
export function emailConfirmationPaths(dataDir: string, email: string): string[] {
  const paths = mailsTo(dataDir, email).flatMap((m) =>
    [...m.body.matchAll(/\/api\/user\/confirm-email\?token=[\w-]{43}/g)].map((match) => match[0]),
  );
  return [...new Set(paths)];
}

/** Waits until `count` confirmation links reached an address (they are mailed after the answer) and returns them. */
export async function waitForEmailConfirmationPaths(dataDir: string, email: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 250 && emailConfirmationPaths(dataDir, email).length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return emailConfirmationPaths(dataDir, email);
}
