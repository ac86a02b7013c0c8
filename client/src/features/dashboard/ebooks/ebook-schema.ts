import { EBOOK_BOUNDS } from '@receitas/shared';
import { z } from 'zod';
import type { EBookInput } from '../../../gql/graphql';
import { toSiteDateTime } from '../../../lib/format';
import { moneyInput } from '../../../lib/money';
import type { UploadedImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import type { StoredImage } from '../form-kit/image-choice';
import { httpUrl, imageChoice, moneyText, requiredText } from '../form-kit/schemas';
import type { DashboardEbook } from './ebooks-operations';

const v = messages.dashboardEbooks.validation;

/**
 * Spec §5 "E-book save", with its messages: title and author, a price above zero, the external URL, both covers
 * (an edited e-book's current ones count); then the server's own rules, said before anything is uploaded.
 */
export const ebookSchema = z.object({
  title: requiredText(EBOOK_BOUNDS.title, v.titleAndAuthor),
  author: requiredText(EBOOK_BOUNDS.author, v.titleAndAuthor),
  price: moneyText({ max: EBOOK_BOUNDS.price, missing: v.price, invalid: v.priceShape }),
  /** yyyy-mm-dd, or '' for today */
  publicationDate: z.string().trim(),
  externalUrl: httpUrl(EBOOK_BOUNDS.externalUrl, { missing: v.externalUrl, invalid: v.externalUrlShape }),
  vertical: imageChoice(v.images),
  horizontal: imageChoice(v.images),
  /** the e-book's recipes, in its order */
  recipeIds: z.array(z.number()).max(EBOOK_BOUNDS.recipes),
});

/** The form as typed. */
export type EbookFormValues = z.input<typeof ebookSchema>;
/** The form as checked: trimmed text, the price in reais. */
export type CheckedEbook = z.output<typeof ebookSchema>;

export const emptyEbookForm = (): EbookFormValues => ({
  title: '',
  author: '',
  price: '',
  publicationDate: '',
  externalUrl: '',
  vertical: null,
  horizontal: null,
  recipeIds: [],
});

/** A cover the server has, or null when it has no rendition at all. */
function storedCover(image: DashboardEbook['verticalCoverImageUrl']): StoredImage | null {
  if (!image?.small && !image?.medium && !image?.original) return null;
  return { small: image.small ?? null, medium: image.medium ?? null, original: image.original ?? null };
}

/** The form of an e-book being edited: its current covers count as chosen until replaced. */
export function ebookFormValues(ebook: DashboardEbook): EbookFormValues {
  return {
    title: ebook.title,
    author: ebook.author,
    price: moneyInput(ebook.price),
    publicationDate: /^\d{4}-\d{2}-\d{2}$/.test(ebook.publicationDate ?? '') ? ebook.publicationDate : '',
    externalUrl: ebook.externalUrl,
    vertical: storedCover(ebook.verticalCoverImageUrl),
    horizontal: storedCover(ebook.horizontalCoverImageUrl),
    recipeIds: [...ebook.recipeIds],
  };
}

/** Today on the site's clock, yyyy-mm-dd. */
export const siteToday = (now = new Date()) => toSiteDateTime(now).slice(0, 10);

/** What the server receives: today when no date was given, and the covers' uploaded images. */
export function toEbookInput(
  ebook: CheckedEbook,
  covers: { vertical: UploadedImage; horizontal: UploadedImage },
  now = new Date(),
): EBookInput {
  return {
    title: ebook.title,
    author: ebook.author,
    price: ebook.price,
    publicationDate: ebook.publicationDate || siteToday(now),
    externalUrl: ebook.externalUrl,
    verticalCoverImageUrl: covers.vertical,
    horizontalCoverImageUrl: covers.horizontal,
    recipeIds: ebook.recipeIds,
  };
}
