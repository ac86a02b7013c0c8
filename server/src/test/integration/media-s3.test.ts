import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../../config/config';
import { S3Storage } from '../../modules/media/s3-storage';
import { recipeBody, startTestApp, type TestApp } from '../harness';
import { startTestBucket, type TestBucket } from '../s3';

// Media in an S3-compatible bucket (s3rver, a real S3 server speaking the same HTTP API, on loopback).
const clientRoot = path.resolve(__dirname, '../../../../client');

let bucket: TestBucket;
let app: TestApp;
let admin: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  app = await startTestApp({ env: bucket.env, clientRoot });
  admin = await app.adminToken();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await bucket?.close();
});

const upload = async (bytes: Buffer) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${app.url}/api/recipes/upload-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin}` },
  });
  return { status: res.status, body: await res.json() };
};

const png = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e67e22' } })
    .png()
    .toBuffer();

describe('media on S3', () => {
  it('stores the renditions in the bucket and answers their public bucket URLs', async () => {
    const res = await upload(await png());
    expect(res.status).toBe(200);
    const escaped = bucket.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(res.body).toEqual({
      small: expect.stringMatching(new RegExp(`^${escaped}/\\d{4}/\\d{2}/[0-9a-f]{20}-small\\.webp$`)),
      medium: expect.stringMatching(/-medium\.webp$/),
      original: expect.stringMatching(/-original\.webp$/),
    });
    const widths: Record<string, number> = { small: 400, medium: 800, original: 1200 };
    for (const [name, url] of Object.entries(res.body as Record<string, string>)) {
      const object = await fetch(url);
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe('image/webp');
      expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(widths[name]);
      // nothing lands on this instance's disk: the other instances could not serve it
      expect((await fetch(`${app.url}/uploads${new URL(url).pathname.replace(/^\/[^/]+/, '')}`)).status).toBe(404);
    }
  });

  it('a recipe with a bucket image shows it on its page, which lets browsers load images from the bucket', async () => {
    const { body: image } = await upload(await png());
    const created = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Bolo de Laranja', imageUrl: image }),
    });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toEqual(image);
    const res = await fetch(`${app.url}/recipes/${created.body.recipeId}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(image.medium);
    const policy = res.headers.get('content-security-policy') ?? '';
    const imgSrc = policy.split(';').find((d) => d.trim().startsWith('img-src')) ?? '';
    expect(imgSrc.split(/\s+/)).toContain(new URL(bucket.publicUrl).origin);
  });

  it('deletes an object from the bucket', async () => {
    const config = loadConfig({ ...bucket.env, NODE_ENV: 'test' }).s3!;
    const storage = new S3Storage(config);
    try {
      const url = await storage.put('2024/01/apagar-small.webp', Buffer.from('RIFF'), 'image/webp');
      expect(url).toBe(`${bucket.publicUrl}/2024/01/apagar-small.webp`);
      expect((await fetch(url)).status).toBe(200);
      await storage.delete('2024/01/apagar-small.webp');
      expect((await fetch(url)).status).toBe(404);
      await expect(storage.put('../fora.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
    } finally {
      storage.close();
    }
  });
});
