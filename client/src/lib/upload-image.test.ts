import { FakeXhr, uploaded } from '../test/fake-xhr';
import { TOKEN_KEY } from './session';
import { ImageUploadError, imageFileProblem, uploadImage } from './upload-image';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const adminToken = `${encode({ alg: 'HS256' })}.${encode({ sub: '1', role: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const photo = (size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], 'bolo.jpg', { type });

let restore: () => void;
beforeEach(() => {
  restore = FakeXhr.install();
  window.localStorage.setItem(TOKEN_KEY, adminToken);
});
afterEach(() => {
  restore();
  window.localStorage.clear();
});

describe('uploadImage', () => {
  it('posts a GraphQL multipart request with the admin token and the CSRF preflight header', async () => {
    const done = uploadImage(photo());
    const [request] = FakeXhr.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql');
    expect(request.headers['apollo-require-preflight']).toBe('true');
    expect(request.headers.authorization).toBe(`Bearer ${adminToken}`);
    const operations = JSON.parse(String(request.body?.get('operations')));
    expect(operations.query).toMatch(/uploadImage\(image: \$image\)/);
    expect(operations.variables).toEqual({ image: null });
    expect(JSON.parse(String(request.body?.get('map')))).toEqual({ 0: ['variables.image'] });
    expect((request.body?.get('0') as File).name).toBe('bolo.jpg');
    request.respond(200, uploaded('bolo'));
    await expect(done).resolves.toEqual({
      small: '/uploads/bolo-small.webp',
      medium: '/uploads/bolo-medium.webp',
      original: '/uploads/bolo-original.webp',
    });
  });

  it('reports the upload progress', async () => {
    const progress: number[] = [];
    const done = uploadImage(photo(), { onProgress: (p) => progress.push(p) });
    const [request] = FakeXhr.requests;
    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.respond(200, uploaded('x'));
    await done;
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message when it refuses the file", async () => {
    const done = uploadImage(photo());
    FakeXhr.requests[0].respond(200, {
      data: null,
      errors: [
        { message: 'Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
      ],
    });
    await expect(done).rejects.toMatchObject({
      message: 'Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.',
      reason: 'server',
    });
  });

  it('rejects a 413 as too large, and a network failure or an abort with their reasons', async () => {
    const tooLarge = uploadImage(photo());
    FakeXhr.requests[0].respond(413, { status: 413, message: 'A imagem deve ter no máximo 10 MB.' });
    await expect(tooLarge).rejects.toMatchObject({
      reason: 'too-large',
      message: 'A imagem deve ter no máximo 10 MB.',
    });

    const offline = uploadImage(photo());
    FakeXhr.requests[1].fail();
    await expect(offline).rejects.toBeInstanceOf(ImageUploadError);
    await expect(offline).rejects.toMatchObject({ reason: 'network' });

    const controller = new AbortController();
    const aborted = uploadImage(photo(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ reason: 'aborted' });
    expect(FakeXhr.requests[2].aborted).toBe(true);
  });

  it('tells before sending which files the server would refuse', () => {
    expect(imageFileProblem(photo())).toBeNull();
    expect(imageFileProblem(photo(10, 'image/webp'))).toBeNull();
    expect(imageFileProblem(photo(10, 'application/pdf'))).toBe('not-an-image');
    expect(imageFileProblem(photo(10 * 1024 * 1024 + 1))).toBe('too-large');
  });
});
