import { publicOrigin } from '../lib/public-url';
import * as messages from '../messages/pt-BR';

/** A picture for sharing, with its size when known. */
export interface SharedImage {
  url: string;
  width?: number;
  height?: number;
}

/** The site's own sharing picture (server/src/http/site-icons.ts), for pages without one of their own. */
export const SITE_SHARE_IMAGE: SharedImage = { url: '/icons/share.jpg', width: 1200, height: 630 };

export interface SeoProps {
  title?: string;
  description?: string;
  /** path of the page, e.g. /recipes/3 */
  path: string;
  /**
   * what a shared link shows: a picture's sharing crop (1200 × 630 JPEG, with its size), else a picture's URL; none:
   * the site's own sharing picture
   */
  image?: SharedImage | string | null;
  /** what the picture shows, for readers who cannot see it (og:image:alt); the page's title when not given */
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
}

/** Per-page head tags; React 19 hoists them into <head>, also in the server-rendered HTML. */
export function Seo({
  title,
  description,
  path,
  image,
  imageAlt,
  type = 'website',
  publishedTime,
  modifiedTime,
}: SeoProps) {
  const origin = publicOrigin();
  const fullTitle = title ? `${title} | ${messages.site.name}` : `${messages.site.name} — ${messages.site.tagline}`;
  const text = description ?? messages.site.description;
  const url = `${origin}${path}`;
  const shared: SharedImage = !image ? SITE_SHARE_IMAGE : typeof image === 'string' ? { url: image } : image;
  const imageUrl = /^https?:/.test(shared.url) ? shared.url : `${origin}${shared.url}`;
  const alt = image ? (imageAlt ?? title ?? messages.site.name) : messages.site.shareImageAlt;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={messages.site.name} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {shared.width && <meta property="og:image:width" content={String(shared.width)} />}
      {shared.height && <meta property="og:image:height" content={String(shared.height)} />}
      <meta property="og:image:alt" content={alt} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {modifiedTime && <meta property="article:modified_time" content={modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}
