import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { preload } from 'react-dom';

export interface ImageSet {
  small?: string | null;
  medium?: string | null;
  original?: string | null;
  /** the AVIF renditions (400, 800 and 1200 px wide), once the server made them: a <picture> offers them first */
  avif?: { small: string; medium: string; large: string } | null;
  /** the sharing crop (1200 × 630 JPEG), for the page's og:image */
  crops?: { share: { url: string; width: number; height: number } } | null;
}

// Static styles; only the aspect ratio varies (an inline style, so no new class per ratio).
const Img = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: '#f3e5d6',
});
const Placeholder = styled('div')({ width: '100%', background: 'linear-gradient(135deg, #f3e5d6, #e9d3bd)' });

const WIDTHS = { small: 400, medium: 800, original: 2000 } as const;
const AVIF_WIDTHS = { small: 400, medium: 800, large: 1200 } as const;
/** Device pixel ratios a srcset serves: a fixed slot this many times narrower than a candidate needs nothing larger. */
const MAX_DENSITY = 3;

/** The candidate a fixed-width slot (`sizes="48px"`) always picks, when the smallest one is sharp at every density. */
function fixedSlotSource(candidates: (keyof typeof WIDTHS)[], image: ImageSet, sizes: string): string | null {
  const slot = /^(\d+)px$/.exec(sizes);
  const smallest = candidates[0];
  if (!slot || !smallest || WIDTHS[smallest] < Number(slot[1]) * MAX_DENSITY) return null;
  return image[smallest] ?? null;
}

export interface ResponsiveImageProps {
  image: ImageSet | null | undefined;
  alt: string;
  /** intrinsic aspect, used for width/height so the layout never shifts */
  width: number;
  height: number;
  /** CSS sizes hint, e.g. '(min-width: 900px) 33vw, 100vw' */
  sizes?: string;
  /** above the fold: load eagerly with high priority */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * srcset from {small, medium, original} (in a <picture> after the AVIF ones when given); always sized; lazy below the
 * fold. Falls back to a warm placeholder.
 */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  sx,
}: ResponsiveImageProps) {
  // The ratio is set, not left to the width and height attributes: those yield to the photo's own once it loads.
  const aspectRatio = `${width} / ${height}`;
  const candidates = (['small', 'medium', 'original'] as const).filter((k) => image?.[k]);
  const src = image?.medium ?? image?.original ?? image?.small ?? null;
  if (!src) {
    // a decorative picture (alt '') has a decorative placeholder: hidden from assistive technology, not an unnamed image
    return alt ? (
      <Placeholder role="img" aria-label={alt} data-image-placeholder="" style={{ aspectRatio }} sx={sx} />
    ) : (
      <Placeholder aria-hidden="true" data-image-placeholder="" style={{ aspectRatio }} sx={sx} />
    );
  }
  // A thumbnail's slot is fixed and small: one source is the same choice at every density, and a shorter page.
  const fixed = fixedSlotSource(candidates, image!, sizes);
  const srcSet = fixed ? '' : candidates.map((k) => `${image![k]} ${WIDTHS[k]}w`).join(', ');
  const img = (
    <Img
      src={fixed ?? src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{ aspectRatio }}
      sx={sx}
    />
  );
  const avif = image!.avif;
  if (!avif) return img;
  // AVIF first (about a third fewer bytes than WebP), for browsers that read it; the <img> is every other's
  const avifSet = fixed
    ? avif.small
    : (['small', 'medium', 'large'] as const).map((k) => `${avif[k]} ${AVIF_WIDTHS[k]}w`).join(', ');
  // The lead picture starts loading from the head, as React does for an <img> alone (it cannot for a <picture>); a
  // browser without AVIF skips a preload of a type it cannot read, and takes the <img>'s WebP.
  if (priority) {
    preload(fixed ? avif.small : avif.large, {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      ...(fixed ? {} : { imageSrcSet: avifSet, imageSizes: sizes }),
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avifSet} sizes={fixed ? undefined : sizes} />
      {img}
    </picture>
  );
}
