import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for the messages being sent, then closes the SMTP pool. Call it on shutdown. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** e.g. smtp://user:pass@host:587 or smtps://...; when absent, messages are written as .eml files. */
  smtpUrl?: string;
  /** DATA_DIR/outbox: where .eml files go without SMTP. */
  outboxDir: string;
  /** e.g. '"Receitas da Marina" <contato@receitas.local>' */
  from: string;
  /** pino-compatible */
  logger: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/** Hands a composed message to its destination and returns the fields worth logging. */
type Deliver = (mail: SendMailOptions) => Promise<Record<string, unknown>>;

// Messages never reference files or URLs, so nodemailer must not be able to read either.
const NO_EXTERNAL_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const;

export function createMailer(opts: MailerOptions): Mailer {
  return opts.smtpUrl ? smtpMailer(opts, opts.smtpUrl) : outboxMailer(opts);
}

function smtpMailer(opts: MailerOptions, smtpUrl: string): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    // Fail in seconds rather than nodemailer's minutes-long defaults, so a dead relay does not pile up requests.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
    ...NO_EXTERNAL_CONTENT,
  });
  return mailerCore(
    opts,
    async (mail) => {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId };
    },
    () => transport.close(),
    'e-mail sent',
  );
}

function outboxMailer(opts: MailerOptions): Mailer {
  const transport = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...NO_EXTERNAL_CONTENT,
  });
  return mailerCore(
    opts,
    async (mail) => {
      const info = await transport.sendMail(mail);
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not return a buffer');
      return { file: await writeAtomically(opts.outboxDir, info.message) };
    },
    () => undefined,
    'e-mail written to outbox',
  );
}

function mailerCore(opts: MailerOptions, deliver: Deliver, shutdown: () => void, doneMessage: string): Mailer {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    async send(message) {
      const { to, subject } = message;
      const task = closed ? Promise.reject(new Error('mailer is closed')) : deliver(toMail(opts.from, message));
      inFlight.add(task);
      try {
        const fields = await task;
        opts.logger.info({ to, subject, ...fields }, doneMessage);
      } catch (err) {
        opts.logger.error({ err, to, subject }, 'e-mail delivery failed');
        throw err;
      } finally {
        inFlight.delete(task);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...inFlight]);
      shutdown();
    },
  };
}

function toMail(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  };
}

/** Writes `<ISO timestamp>-<random>.eml` via a hidden temp file and a rename, so readers never see half a message. */
async function writeAtomically(dir: string, raw: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  // Colons are not allowed in Windows/macOS-mounted volumes; '2026-11-16T12-30-00.000Z' still sorts by time.
  const stamp = new Date().toISOString().replace(/:/g, '-');
  const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.tmp`);
  try {
    // 0600: the outbox holds readers' addresses and contact messages.
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(raw);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
  return file;
}
