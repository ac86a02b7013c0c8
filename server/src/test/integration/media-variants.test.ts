import path from 'node:path';
import sharp from 'sharp';
import { cropRegion, MediaVariants } from '../../modules/media/media-variants';
import { LocalDiskStorage } from '../../modules/media/storage';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// What an upload becomes for search engines and sharing, made in the background after the upload: AVIF renditions,
// the 1:1, 4:3 and 16:9 crops at 1200 px and the 1200 × 630 JPEG sharing picture, around the picture's focal point.
const clientRoot = path.resolve(__dirname, '../../../../client');
const PUBLIC_URL = 'https://receitas.example.com.br';

let app: TestApp;
let admin: string;

/** A 1600 × 1000 picture: red on its left half, blue on its right. */
const halves = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 800, height: 1000, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const upload = async (png: Buffer) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${app.url}/api/recipes/upload-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { small: string; medium: string; original: string };
};

const IMAGE_FIELDS = `small medium original avif { small medium large } focalPoint { x y }
  crops { square { url width height } standard { url width height } wide { url width height } share { url width height } }`;
const variantsOf = async (recipeId: number) =>
  (await app.gql(`{ recipe(id: ${recipeId}) { imageUrl { ${IMAGE_FIELDS} } } }`, undefined, admin)).data.recipe
    .imageUrl;
const fileOf = async (url: string) => {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const recipeWith = async (image: { original: string }) =>
  (
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Bolo Bicolor', imageUrl: image }),
    })
  ).body.recipeId as number;

beforeAll(async () => {
  app = await startTestApp({ clientRoot, env: { PUBLIC_URL } });
  admin = await app.adminToken();
}, 120_000);
afterAll(() => app?.close());

describe('image variants', () => {
  it('an upload gets AVIF renditions and the three crops and the sharing JPEG, at their announced sizes', async () => {
    const image = await upload(await halves());
    const recipeId = await recipeWith(image);
    // not made yet: the upload answered with the WebP renditions alone
    expect((await variantsOf(recipeId)).avif).toBeNull();
    expect(await app.server.services.mediaVariants.runPending()).toBe(1);
    const set = await variantsOf(recipeId);
    for (const [url, width] of [
      [set.avif.small, 400],
      [set.avif.medium, 800],
      [set.avif.large, 1200],
    ] as const) {
      const meta = await sharp(await fileOf(url)).metadata();
      expect({ url, format: meta.format, width: meta.width }).toEqual({ url, format: 'heif', width });
    }
    expect(set.crops.square).toMatchObject({ width: 1000, height: 1000 });
    expect(set.crops.standard).toMatchObject({ width: 1200, height: 900 });
    expect(set.crops.wide).toMatchObject({ width: 1200, height: 675 });
    expect(set.crops.share).toMatchObject({ width: 1200, height: 630 });
    for (const crop of Object.values(set.crops) as { url: string; width: number; height: number }[]) {
      const meta = await sharp(await fileOf(crop.url)).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: crop.width, height: crop.height });
      expect(crop.width * crop.height).toBeGreaterThanOrEqual(50_000);
    }
    expect((await sharp(await fileOf(set.crops.share.url)).metadata()).format).toBe('jpeg');
    expect(set.focalPoint).toEqual({ x: 500, y: 500 });
  });

  it('a focal point moves the crops (new URLs), and a point outside the picture is refused', async () => {
    const image = await upload(await halves());
    const recipeId = await recipeWith(image);
    await app.server.services.mediaVariants.runPending();
    const centred = (await variantsOf(recipeId)).crops.square.url;
    const mean = async (url: string) =>
      (await sharp(await fileOf(url)).stats()).channels.map((c) => Math.round(c.mean));
    // the centre square (300–1300 px across) holds as much red as blue
    const [r, , b] = await mean(centred);
    expect(Math.abs(r - 128)).toBeLessThan(12);
    expect(Math.abs(b - 128)).toBeLessThan(12);
    const moved = await app.gql(
      `mutation { setImageFocalPoint(image: "${image.medium}", x: 0, y: 500) { x y } }`,
      undefined,
      admin,
    );
    expect(moved.data.setImageFocalPoint).toEqual({ x: 0, y: 500 });
    await app.server.services.mediaVariants.runPending();
    const left = (await variantsOf(recipeId)).crops.square.url;
    expect(left).not.toBe(centred);
    // kept at the left edge (0–1000 px): four fifths red
    const [red, , blue] = await mean(left);
    expect(Math.abs(red - 204)).toBeLessThan(12);
    expect(Math.abs(blue - 51)).toBeLessThan(12);
    const outside = await app.gql(
      `mutation { setImageFocalPoint(image: "${image.medium}", x: 1001, y: 500) { x y } }`,
      undefined,
      admin,
    );
    expect(outside.errors?.[0].message).toBe('O ponto de foco deve estar dentro da imagem (de 0 a 1000).');
    const reader = await app.userToken();
    const refused = await app.gql(
      `mutation { setImageFocalPoint(image: "${image.medium}", x: 10, y: 10) { x y } }`,
      undefined,
      reader,
    );
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the recipe page offers AVIF first, shares the 1200 × 630 JPEG and gives search engines the three crops', async () => {
    const image = await upload(await halves());
    const recipeId = await recipeWith(image);
    await app.server.services.mediaVariants.runPending();
    const page = async () => {
      await (await fetch(`${app.url}/recipes/${recipeId}`, { headers: { accept: 'text/html' } })).text();
      await app.server.pages.settled();
      return (await fetch(`${app.url}/recipes/${recipeId}`, { headers: { accept: 'text/html' } })).text();
    };
    const html = await page();
    const set = await variantsOf(recipeId);
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="[^"]*-small\.avif 400w, [^"]*-medium\.avif 800w, [^"]*-large\.avif 1200w"/,
    );
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${set.crops.share.url}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Bolo Bicolor"/>');
    const recipe = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]))
      .find((item) => item['@type'] === 'Recipe');
    expect(recipe.image).toEqual(
      [set.crops.square.url, set.crops.standard.url, set.crops.wide.url].map((u) => `${PUBLIC_URL}${u}`),
    );
  });

  it('two processes never make the same picture: each is claimed once', async () => {
    await upload(await halves());
    await upload(await halves());
    await upload(await halves());
    const storage = new LocalDiskStorage(path.join(app.dataDir, 'uploads'));
    const { ds } = app.server;
    const [a, b] = [new MediaVariants(ds, storage), new MediaVariants(ds, storage)];
    const made = await Promise.all([a.runPending(), b.runPending()]);
    expect(made[0] + made[1]).toBe(3);
    expect(await a.runPending()).toBe(0);
  });

  it('a site that makes them on its own: an upload’s variants appear without anyone asking', async () => {
    const auto = await startTestApp({ automaticImageVariants: true });
    try {
      const token = await auto.adminToken();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await halves())], { type: 'image/png' }), 'foto.png');
      const res = await fetch(`${auto.url}/api/recipes/upload-image`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      const image = await res.json();
      await auto.server.services.mediaVariants.settled();
      const set = (
        await auto.gql(
          `{ recipe(id: ${(await auto.api('POST', '/api/recipes', { token, body: recipeBody({ imageUrl: image }) })).body.recipeId}) { imageUrl { avif { large } crops { share { width } } } } }`,
        )
      ).data.recipe.imageUrl;
      expect(set.avif.large).toMatch(/-large\.avif$/);
      expect(set.crops.share.width).toBe(1200);
    } finally {
      await auto.close();
    }
  });
});

describe('cropRegion', () => {
  it('is the largest region of the ratio, centred on the focal point and kept inside the picture', () => {
    expect(cropRegion(1600, 1000, 1)).toEqual({ left: 300, top: 0, width: 1000, height: 1000 });
    expect(cropRegion(1600, 1000, 1, 0, 500)).toEqual({ left: 0, top: 0, width: 1000, height: 1000 });
    expect(cropRegion(1600, 1000, 1, 1000, 500)).toEqual({ left: 600, top: 0, width: 1000, height: 1000 });
    // a point near the bottom: as low as the picture allows
    expect(cropRegion(1000, 1600, 16 / 9, 500, 900)).toEqual({ left: 0, top: 1037, width: 1000, height: 563 });
    expect(cropRegion(1000, 1600, 16 / 9, 500, 300)).toEqual({ left: 0, top: 199, width: 1000, height: 563 });
  });
});
