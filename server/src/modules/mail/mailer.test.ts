import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer, type MailerOptions } from './mailer';
import {
  contactNotificationEmail,
  contactReplyTo,
  listUnsubscribeHeaders,
  savedRecipeEmail,
  type MailRecipe,
} from './templates';

// --- A minimal RFC 822 / MIME reader: enough to check headers and decode the two alternative parts. ---

interface ParsedPart {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): ParsedPart {
  const cut = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, cut).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(cut + 4) };
}

function decodeQuotedPrintable(input: string): string {
  const s = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(s.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: ParsedPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (adjacent words join without the whitespace between them). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMessage(raw: string) {
  const top = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(top.headers.get('content-type') ?? '')![1];
  const parts = top.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => splitEntity(chunk.replace(/^\r\n/, '')));
  const partOf = (type: string) => {
    const part = parts.find((p) => p.headers.get('content-type')!.startsWith(type));
    if (!part) throw new Error(`no ${type} part`);
    expect(part.headers.get('content-type')).toMatch(/charset=utf-8/i);
    return decodeBody(part).replace(/\r\n/g, '\n');
  };
  return {
    header: (name: string) => top.headers.get(name.toLowerCase()),
    subject: decodeWords(top.headers.get('subject') ?? ''),
    contentType: top.headers.get('content-type') ?? '',
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

// --- Fixtures ---

const FROM = '"Receitas da Marina" <contato@receitas.local>';
const publicUrl = 'https://receitas.com.br';

const recipe: MailRecipe = {
  recipeId: 7,
  title: 'Pão de Queijo Mineiro',
  description: 'Casquinha crocante e miolo macio.',
  imageUrl: { small: null, medium: '/uploads/2026/11/pao-medium.webp', original: null },
  prepTime: 'PT30M',
  cookTime: 'PT30M',
  totalTime: 'PT1H',
  servings: '30 unidades',
  ingredients: [
    { section: 'Massa', ingredientName: 'polvilho azedo', quantity: '500', unit: 'g' },
    { section: 'Massa', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
  ],
  instructions: [{ section: 'Massa', stepNumber: 1, instructionText: 'Escalde o polvilho com o leite fervente.' }],
};

function fakeLogger() {
  return { info: jest.fn(), error: jest.fn() } satisfies MailerOptions['logger'];
}

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

describe('createMailer with SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let mailer: Mailer;
  let logger: ReturnType<typeof fakeLogger>;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      closeTimeout: 1000,
      onAuth(auth, _session, callback) {
        if (auth.username === 'marina' && auth.password === 's3gr3d0') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@bounce.test')) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  beforeEach(() => {
    received.length = 0;
    logger = fakeLogger();
    mailer = createMailer({
      smtpUrl: `smtp://marina:s3gr3d0@127.0.0.1:${port}`,
      outboxDir: '/nonexistent/never-used',
      from: FROM,
      logger,
    });
  });

  afterEach(() => mailer.close());

  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  it('delivers the saved-recipe e-mail with both parts, accents and unsubscribe headers', async () => {
    const unsubscribeUrl = 'https://receitas.com.br/newsletter/cancelar?token=abc123';
    const content = savedRecipeEmail(recipe, { publicUrl, unsubscribeUrl });
    await mailer.send({ to: 'leitora@example.com', ...content, headers: listUnsubscribeHeaders(unsubscribeUrl) });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'contato@receitas.local', to: ['leitora@example.com'], user: 'marina' });
    const parsed = parseMessage(mail.raw);
    expect(parsed.header('to')).toBe('leitora@example.com');
    expect(parsed.header('from')).toBe('Receitas da Marina <contato@receitas.local>');
    expect(parsed.header('subject')).toMatch(/^=\?UTF-8\?[QB]\?/);
    expect(parsed.subject).toBe('Sua receita salva: Pão de Queijo Mineiro');
    expect(parsed.contentType).toMatch(/^multipart\/alternative/);
    expect(parsed.header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(parsed.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    for (const part of [parsed.text, parsed.html]) {
      expect(part).toContain('Pão de Queijo Mineiro');
      expect(part).toContain('500 g de polvilho azedo');
      expect(part).toContain('sal a gosto');
      expect(part).toContain('Escalde o polvilho com o leite fervente.');
      expect(part).toContain('https://receitas.com.br/recipes/7');
    }
    expect(parsed.html).toContain('src="https://receitas.com.br/uploads/2026/11/pao-medium.webp"');
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'leitora@example.com', subject: content.subject, messageId: expect.any(String) }),
      'e-mail sent',
    );
  });

  it('sends the contact notification with the Reply-To header', async () => {
    const submission = {
      nome: 'João',
      sobrenome: 'Araújo',
      empresa: null,
      email: 'joao@example.com',
      telefone: '(11) 98888-7777',
      assunto: 'Dúvida sobre a receita de feijoada',
      mensagem: 'Posso usar feijão-carioca?\nObrigado!',
      createdAt: new Date('2026-11-16T15:30:00Z'),
    };
    const content = contactNotificationEmail(submission, { publicUrl });
    await mailer.send({ to: 'marina@receitas.local', ...content, headers: { 'Reply-To': contactReplyTo(submission) } });

    const parsed = parseMessage(received[0].raw);
    expect(parsed.subject).toBe('Novo contato: Dúvida sobre a receita de feijoada');
    expect(decodeWords(parsed.header('reply-to')!)).toBe('João Araújo <joao@example.com>');
    expect(parsed.header('list-unsubscribe')).toBeUndefined();
    expect(parsed.text).toContain('Posso usar feijão-carioca?\nObrigado!');
    expect(parsed.html).toContain('Posso usar feijão-carioca?<br>Obrigado!');
  });

  it('logs and re-throws a refused delivery', async () => {
    const content = savedRecipeEmail(recipe, { publicUrl });
    await expect(mailer.send({ to: 'ninguem@bounce.test', ...content })).rejects.toThrow(/Mailbox unavailable/);
    expect(received).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error), to: 'ninguem@bounce.test', subject: content.subject }),
      'e-mail delivery failed',
    );
  });

  it('waits for a message in flight on close, then refuses new ones', async () => {
    const content = savedRecipeEmail(recipe, { publicUrl });
    const sending = mailer.send({ to: 'leitora@example.com', ...content });
    await mailer.close();
    await sending;
    expect(received).toHaveLength(1);
    await expect(mailer.send({ to: 'leitora@example.com', ...content })).rejects.toThrow('mailer is closed');
  });
});

describe('createMailer without SMTP (outbox)', () => {
  let tmp: string;

  beforeEach(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'receitas-mail-'));
  });

  afterEach(() => fs.rm(tmp, { recursive: true, force: true }));

  it('writes exactly one complete .eml file, creating the directory', async () => {
    const outboxDir = path.join(tmp, 'data', 'outbox');
    const logger = fakeLogger();
    const mailer = createMailer({ outboxDir, from: FROM, logger });
    const content = savedRecipeEmail(recipe, { publicUrl });
    await mailer.send({ to: 'leitora@example.com', ...content });
    await mailer.close();

    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(outboxDir, files[0]);
    const parsed = parseMessage(await fs.readFile(file, 'utf8'));
    expect(parsed.header('from')).toBe('Receitas da Marina <contato@receitas.local>');
    expect(parsed.header('to')).toBe('leitora@example.com');
    expect(parsed.subject).toBe('Sua receita salva: Pão de Queijo Mineiro');
    expect(parsed.text).toContain('500 g de polvilho azedo');
    expect(parsed.html).toContain('500 g de polvilho azedo');
    expect(logger.info).toHaveBeenCalledWith(
      { to: 'leitora@example.com', subject: content.subject, file },
      'e-mail written to outbox',
    );
  });

  it('logs and re-throws when the outbox cannot be written', async () => {
    const blocker = path.join(tmp, 'not-a-dir');
    await fs.writeFile(blocker, '');
    const logger = fakeLogger();
    const mailer = createMailer({ outboxDir: path.join(blocker, 'outbox'), from: FROM, logger });
    const content = savedRecipeEmail(recipe, { publicUrl });
    await expect(mailer.send({ to: 'leitora@example.com', ...content })).rejects.toThrow();
    expect(logger.error).toHaveBeenCalledWith(
      // fs errors come from another realm than jest's Error, so match on the code.
      expect.objectContaining({ to: 'leitora@example.com', err: expect.objectContaining({ code: 'ENOTDIR' }) }),
      'e-mail delivery failed',
    );
    await mailer.close();
  });
});
