import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import sharp from 'sharp';
import { SITE_NAME } from '../modules/mail/layout';

/** The site's colours (the header's terracotta, the page's cream), as the pages' theme-color and background. */
export const THEME_COLOR = '#b5532f';
export const BACKGROUND_COLOR = '#fbf7f2';

/** Sizes a favicon.ico carries: tabs and bookmarks (16, 32), Windows' shortcuts (48). */
const ICO_SIZES = [16, 32, 48];

interface Icon {
  type: string;
  body: Buffer;
}

/**
 * An ICO file holding PNG images (every browser and Windows since Vista reads them): a 6-byte header, a 16-byte
 * entry per image (its size, 32 bits per pixel, its length and where it starts), then the PNGs.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The web app manifest: the name, the colours and the icons a phone shows for a saved shortcut. */
export function manifestOf(): string {
  return JSON.stringify({
    name: SITE_NAME,
    short_name: SITE_NAME,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  });
}

/** A band of the theme colour. */
const bandOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: THEME_COLOR } })
    .png()
    .toBuffer();

async function renderIcons(svg: Buffer): Promise<Map<string, Icon>> {
  const png = (size: number) =>
    sharp(svg, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  // A maskable icon keeps its drawing inside the middle 80% (the launcher's mask may cut the rest): the logo at 70%,
  // on the theme colour.
  const maskable = async () =>
    sharp({ create: { width: 512, height: 512, channels: 4, background: THEME_COLOR } })
      .composite([{ input: await png(358), gravity: 'centre' }])
      .png()
      .toBuffer();
  // The site's sharing picture (og:image of the pages without one of their own): 1200 × 630, the logo large on the
  // page's cream between two terracotta bands. No lettering: the link's card shows the title beside it, and a
  // server without fonts would draw none.
  const share = async () =>
    sharp({ create: { width: 1200, height: 630, channels: 3, background: BACKGROUND_COLOR } })
      .composite([
        { input: await bandOf(1200, 36), top: 0, left: 0 },
        { input: await bandOf(1200, 36), top: 594, left: 0 },
        { input: await png(360), gravity: 'centre' },
      ])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  const [ico, apple, icon192, icon512, mask, shareJpeg] = await Promise.all([
    Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(size) }))).then(icoOf),
    // iOS draws its own rounded corners over an opaque square: the logo on the page's background
    sharp({ create: { width: 180, height: 180, channels: 4, background: BACKGROUND_COLOR } })
      .composite([{ input: await png(150), gravity: 'centre' }])
      .png()
      .toBuffer(),
    png(192),
    png(512),
    maskable(),
    share(),
  ]);
  return new Map<string, Icon>([
    ['/favicon.ico', { type: 'image/x-icon', body: ico }],
    ['/apple-touch-icon.png', { type: 'image/png', body: apple }],
    ['/icons/icon-192.png', { type: 'image/png', body: icon192 }],
    ['/icons/icon-512.png', { type: 'image/png', body: icon512 }],
    ['/icons/maskable-512.png', { type: 'image/png', body: mask }],
    ['/icons/share.jpg', { type: 'image/jpeg', body: shareJpeg }],
    ['/manifest.webmanifest', { type: 'application/manifest+json; charset=utf-8', body: Buffer.from(manifestOf()) }],
  ]);
}

/** Where the logo is: the build's copy, or the sources' (development). */
export function logoPath(clientRoot: string): string {
  const built = path.join(clientRoot, 'dist/client/favicon.svg');
  return fs.existsSync(built) ? built : path.join(clientRoot, 'public/favicon.svg');
}

/**
 * `/favicon.ico`, the touch and app icons and `/manifest.webmanifest`, drawn from the site's SVG logo on first
 * request (a few tens of milliseconds, once per process) and kept in memory.
 */
export function siteIconRoutes(svgPath: string): Router {
  let icons: Promise<Map<string, Icon>> | null = null;
  const router = express.Router();
  router.get(
    ['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest', '/icons/:file'],
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        icons ??= fs.promises.readFile(svgPath).then(renderIcons);
        const icon = (await icons).get(req.path);
        if (!icon) return next();
        res.type(icon.type).set('Cache-Control', 'public, max-age=86400').send(icon.body);
      } catch (err) {
        icons = null;
        next(err);
      }
    },
  );
  return router;
}
