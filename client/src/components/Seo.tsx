import { publicOrigin } from '../lib/public-url';
import * as messages from '../messages/pt-BR';

export interface SeoProps {
  title?: string;
  description?: string;
  /** path of the page, e.g. /recipes/3 */
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
}

/** Per-page head tags; React 19 hoists them into <head>, also in the server-rendered HTML. */
export function Seo({ title, description, path, image, type = 'website', publishedTime, modifiedTime }: SeoProps) {
  const origin = publicOrigin();
  const fullTitle = title ? `${title} | ${messages.site.name}` : `${messages.site.name} — ${messages.site.tagline}`;
  const text = description ?? messages.site.description;
  const url = `${origin}${path}`;
  const imageUrl = image ? (image.startsWith('http') ? image : `${origin}${image}`) : undefined;
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
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {modifiedTime && <meta property="article:modified_time" content={modifiedTime} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
