import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { recipeBody, startTestApp, type TestApp } from '../harness';

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; messages: { to: string[]; raw: string }[] }> {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, messages }),
    ),
  );
}

/** Decodes the quoted-printable and base64 bodies of a raw message into one searchable text. */
function readable(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
let recipeId: number;
beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://receitas.exemplo.com.br' },
  });
  const admin = await app.adminToken();
  recipeId = (
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Pão de Queijo da Vó', imageUrl: '/uploads/2026/11/pao-medium.webp' }),
    })
  ).body.recipeId;
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe('save a recipe by e-mail', () => {
  it('sends a formatted HTML and text e-mail with photo, ingredients, steps and a link back', async () => {
    const res = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, {
      body: { email: 'Leitora@Exemplo.com', subscribe: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const mail = smtp.messages.find((m) => m.to.includes('leitora@exemplo.com'))!;
    expect(mail).toBeDefined();
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const text = readable(mail.raw);
    expect(text).toContain('Pão de Queijo da Vó');
    expect(text).toContain('polvilho azedo');
    expect(text).toContain('Escalde o polvilho com o leite fervente.');
    expect(text).toContain(`https://receitas.exemplo.com.br/recipes/${recipeId}`);
    expect(text).toContain('https://receitas.exemplo.com.br/uploads/2026/11/pao-medium.webp');
    expect(mail.raw).not.toMatch(/^List-Unsubscribe:/m);
  });

  it('carries the servings the reader chose: the amounts scaled as on the page, the yield with the original beside it', async () => {
    const email = 'dobro@exemplo.com';
    const res = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email, factor: 2 } });
    expect(res.status).toBe(200);
    const text = readable(smtp.messages.find((m) => m.to.includes(email))!.raw);
    expect(text).toContain('1 kg de polvilho azedo');
    expect(text).toContain('sal a gosto');
    expect(text).toContain('60 unidades (receita original: 30 unidades)');
    for (const factor of [0, -1, 101, 'dois']) {
      const refused = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email, factor } });
      expect({ factor, status: refused.status, field: refused.body.field, message: refused.body.message }).toEqual({
        factor,
        status: 400,
        field: 'factor',
        message: 'Quantidade de porções inválida: escolha até 100 vezes a receita.',
      });
    }
  });

  it('with subscribe: true mails a confirmation link; once followed, recipes carry the one-click unsubscribe link', async () => {
    const email = 'assina@exemplo.com';
    const res = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email, subscribe: true } });
    expect(res.status).toBe(200);
    const [row] = await app.server.ds.query('SELECT source, confirmedAt FROM newsletter_subscribers WHERE email = ?', [
      email,
    ]);
    expect(row).toMatchObject({ source: 'recipe', confirmedAt: null }); // pending until the address confirms
    const sent = () => smtp.messages.filter((m) => m.to.includes(email)).map((m) => readable(m.raw));
    const recipeMail = () =>
      smtp.messages
        .filter((m) => m.to.includes(email))
        .filter((m) => readable(m.raw).includes('polvilho azedo'))
        .at(-1)!;
    expect(recipeMail().raw).not.toMatch(/^List-Unsubscribe:/m);
    const confirm = sent()
      .map((text) => /https:\/\/receitas\.exemplo\.com\.br(\/api\/newsletter\/confirm\?token=[0-9a-f]{64})/.exec(text))
      .find(Boolean)![1];
    expect((await fetch(`${app.url}${confirm}`, { method: 'POST' })).status).toBe(200);

    await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email, subscribe: true } });
    expect(recipeMail().raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <https:\/\/receitas\.exemplo\.com\.br\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{48}>/m,
    );
  });

  it('refuses an invalid address (400), an unknown recipe (404), and more than 5 a minute (429)', async () => {
    expect((await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email: 'nada' } })).status).toBe(
      400,
    );
    expect((await app.api('POST', '/api/recipes/999999/save-by-email', { body: { email: 'a@b.com' } })).status).toBe(
      404,
    );
    const limited = await startTestApp();
    try {
      const id = (await limited.api('POST', '/api/recipes', { token: await limited.adminToken(), body: recipeBody() }))
        .body.recipeId;
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await limited.api('POST', `/api/recipes/${id}/save-by-email`, { body: { email: `l${i}@b.com` } })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
