import net from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const upload = async (bytes: Buffer, filename: string, type: string, field = 'image') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${app.url}/api/recipes/upload-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin}` },
  });
  return { status: res.status, body: await res.json() };
};

/** A 3000×2000 JPEG photo whose EXIF says "rotate 90°" and carries a GPS-like comment. */
const photo = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'segredo', Artist: 'Marina' } } })
    .toBuffer();

describe('image upload', () => {
  it('answers {small, medium, original} WebP files of 400, 800 and ≤ 2000 px, upright, without metadata', async () => {
    const res = await upload(await photo(), 'foto.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      small: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{20}-small\.webp$/),
      medium: expect.stringMatching(/-medium\.webp$/),
      original: expect.stringMatching(/-original\.webp$/),
    });
    const widths: Record<string, number> = { small: 400, medium: 800, original: 2000 };
    for (const [name, url] of Object.entries(res.body as Record<string, string>)) {
      const file = await fetch(`${app.url}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(widths[name]);
      // EXIF orientation 6 was applied: the 3:2 landscape became a 2:3 portrait.
      expect(meta.height).toBe(Math.round(widths[name] * 1.5));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const res = await upload(small, 'logo.png', 'image/png');
    const meta = await sharp(
      Buffer.from(await (await fetch(`${app.url}${res.body.original}`)).arrayBuffer()),
    ).metadata();
    expect(meta.width).toBe(300);
  });

  it('recognises images by content: a renamed text file is 415, a real PNG named .txt is accepted', async () => {
    const fake = await upload(Buffer.from('<?php echo "oi"; ?>'), 'foto.png', 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ status: 415, error: 'Unsupported Media Type' });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'notas.txt', 'text/plain')).status).toBe(200);
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(100)]);
    expect((await upload(corrupt, 'x.png', 'image/png')).status).toBe(415);
  });

  it('accepts WebP, GIF and AVIF', async () => {
    const base = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86de' } });
    for (const bytes of [
      await base().webp().toBuffer(),
      await base().gif().toBuffer(),
      await base().avif().toBuffer(),
    ]) {
      expect((await upload(bytes, 'x', 'application/octet-stream')).status).toBe(200);
    }
  });

  it('answers 413 for a file over 10 MB and 400 when the image field is missing', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    big[0] = 0xff;
    big[1] = 0xd8;
    expect((await upload(big, 'grande.jpg', 'image/jpeg')).status).toBe(413);
    const wrongField = await upload(Buffer.from('x'), 'a.png', 'image/png', 'arquivo');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/image/);
    const json = await app.api('POST', '/api/recipes/upload-image', { token: admin, body: { image: 'x' } });
    expect(json.status).toBe(400);
  });

  it('uploads through the GraphQL multipart request too (same service)', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#16a085' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($f: Upload!) { uploadImage(image: $f) { small medium original } }',
        variables: { f: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadImage.small).toMatch(/-small\.webp$/);
    const anonymous = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect((await anonymous.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a small file declaring 20 000 × 20 000 pixels with 413 from its header, before decoding', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, 'bomba.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'A imagem tem 20.000 × 20.000 pixels; o máximo é 40 megapixels e 12.000 pixels de lado.',
    );
    // a thin strip of few pixels but one side past the cap is refused too
    expect((await upload(pngDeclaring(12_001, 10), 'faixa.png', 'image/png')).status).toBe(413);
    // a header that sharp cannot read is a 415, as before
    expect((await upload(pngDeclaring(0, 10), 'zero.png', 'image/png')).status).toBe(415);
  });

  it('still takes a real image right at a side of 12 000 px', async () => {
    const wide = await sharp({ create: { width: 12_000, height: 40, channels: 3, background: '#8e44ad' } })
      .png()
      .toBuffer();
    const res = await upload(wide, 'faixa.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.original).toMatch(/-original\.webp$/);
  });

  it('answers 404 for unknown upload files and refuses path traversal', async () => {
    expect((await fetch(`${app.url}/uploads/2026/01/nope.webp`)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/..%2f..%2fjwt-secret`)).status).toBe(404);
  });
});

/** A PNG whose header declares width × height RGB pixels, with a tiny (truncated) image stream: a few bytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads from anyone but an admin', () => {
  it.each([
    ['/graphql', 'without a token', 401, undefined],
    ['/graphql', 'with an expired or forged token', 401, 'Bearer abc.def.ghi'],
    ['/graphql', 'from a reader', 403, 'reader'],
    ['/api/recipes/upload-image', 'without a token', 401, undefined],
    ['/api/recipes/upload-image', 'from a reader', 403, 'reader'],
  ])('on %s %s: answered %i from the headers, before the 10 MB body is sent', async (path, _who, status, auth) => {
    const authorization = auth === 'reader' ? `Bearer ${await app.userToken()}` : auth;
    const answer = await partialMultipart(path, authorization);
    // the server answered and closed the connection although 99.99 % of the declared body was never sent
    expect(answer.closed).toBe(true);
    expect(answer.text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const body = JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4));
    const message = path === '/graphql' ? body.errors[0].message : body.message;
    expect(message).toMatch(status === 401 ? /Autenticação necessária|Sessão inválida/ : /permissão/);
  });

  it('still lets GraphQL requests without a file through for anyone', async () => {
    const res = await app.gql('{ categories { categoryId } }');
    expect(res.errors).toBeUndefined();
  });
});

/**
 * Opens a raw connection, sends the headers of a 10 MB multipart upload and its first kilobyte, and waits for the
 * server to answer and close the connection, never sending the rest.
 */
function partialMultipart(path: string, authorization?: string): Promise<{ text: string; closed: boolean }> {
  const { port } = new URL(app.url);
  const boundary = 'limite-de-teste';
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${10 * 1024 * 1024}`,
    'Apollo-Require-Preflight: true',
    ...(authorization ? [`Authorization: ${authorization}`] : []),
    '',
    '',
  ].join('\r\n');
  const firstPart = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), closed: true }));
    socket.write(head + firstPart + 'x'.repeat(1024));
  });
}
