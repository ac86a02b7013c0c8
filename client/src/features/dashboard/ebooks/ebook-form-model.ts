import { moneyInput, parseMoney } from '../../../lib/money';
import type { DashboardEbook_EbookFragment, EBookInput } from '../../../gql/graphql';
import { toSiteDateTime } from '../../../lib/format';
import type { UploadedImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';

const v = messages.dashboardEbooks.validation;

export type DashboardEbook = DashboardEbook_EbookFragment;

/** The server's limits (server/src/modules/ebook/ebook.service.ts). */
export const MAX_TITLE = 200;
export const MAX_AUTHOR = 120;
export const MAX_URL = 500;
/** The server's ceiling on an e-book price, in reais (ebook.service.ts). */
export const MAX_PRICE = 100_000;
export const MAX_EBOOK_RECIPES = 200;

/**
 * A cover of the form: a file chosen in this session (sent on save, previewed from a data: URL), or an image the
 * server already has (the e-book's current cover, or a file already sent by an earlier attempt to save).
 */
export type CoverChoice =
  | { kind: 'file'; file: File; preview: string | null }
  | { kind: 'stored'; image: UploadedImage; preview: string | null };

export interface EbookFormState {
  title: string;
  author: string;
  /** what the number field holds ('' when empty or not a number) */
  price: string;
  /** yyyy-mm-dd or '' (today on save) */
  publicationDate: string;
  externalUrl: string;
  vertical: CoverChoice | null;
  horizontal: CoverChoice | null;
  /** the e-book's recipes, in its order */
  recipeIds: number[];
}

export const emptyEbookForm = (): EbookFormState => ({
  title: '',
  author: '',
  price: '',
  publicationDate: '',
  externalUrl: '',
  vertical: null,
  horizontal: null,
  recipeIds: [],
});

type ImageSetLike = { small?: string | null; medium?: string | null; original?: string | null } | null | undefined;

/** The server's image as a stored cover; null when it has no rendition at all. */
function storedCover(image: ImageSetLike): CoverChoice | null {
  const any = image?.medium ?? image?.original ?? image?.small;
  if (!image || !any) return null;
  const full = { small: image.small ?? any, medium: image.medium ?? any, original: image.original ?? any };
  return { kind: 'stored', image: full, preview: full.medium };
}

/**
 * The form of an e-book being edited: its current covers count as chosen (spec §5 wants both images "even when
 * editing"; the ones it has satisfy that until replaced).
 */
export function fromEbook(ebook: DashboardEbook): EbookFormState {
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

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export type EbookField = 'title' | 'author' | 'price' | 'externalUrl' | 'vertical' | 'horizontal';

export interface EbookFormProblem {
  field: EbookField;
  message: string;
}

/**
 * The first problem of the form, or null (spec §5 "E-book save", checked in its order with its messages; then
 * the server's own URL rule, so a typo is caught here with a clear message instead of after the uploads).
 */
export function validateEbook(form: EbookFormState): EbookFormProblem | null {
  if (!form.title.trim()) return { field: 'title', message: v.titleAndAuthor };
  if (!form.author.trim()) return { field: 'author', message: v.titleAndAuthor };
  const price = parseMoney(form.price);
  if (price === 'ambiguous') return { field: 'price', message: v.priceAmbiguous };
  if (price === null || price <= 0) return { field: 'price', message: v.price };
  if (!Number.isFinite(price) || price > MAX_PRICE || Math.abs(Math.round(price * 100) - price * 100) > 1e-6) {
    return { field: 'price', message: v.priceShape };
  }
  const url = form.externalUrl.trim();
  if (!url) return { field: 'externalUrl', message: v.externalUrl };
  if (!form.vertical) return { field: 'vertical', message: v.images };
  if (!form.horizontal) return { field: 'horizontal', message: v.images };
  if (!isHttpUrl(url) || url.length > MAX_URL) return { field: 'externalUrl', message: v.externalUrlShape };
  return null;
}

/** Whether two forms hold the same e-book (a chosen file counts by name, size and date). */
export function sameEbookForm(a: EbookFormState, b: EbookFormState): boolean {
  const key = (form: EbookFormState) =>
    JSON.stringify(form, (_name, value: unknown) =>
      value instanceof File ? [value.name, value.size, value.lastModified] : value,
    );
  return key(a) === key(b);
}

/** Today on the site's clock, yyyy-mm-dd. */
export const siteToday = (now = new Date()) => toSiteDateTime(now).slice(0, 10);

/** What the server receives: trimmed text, today when no date was given, the covers' uploaded images. */
export function toEbookInput(
  form: EbookFormState,
  covers: { vertical: UploadedImage; horizontal: UploadedImage },
  now = new Date(),
): EBookInput {
  return {
    title: form.title.trim(),
    author: form.author.trim(),
    price: Number(parseMoney(form.price)),
    publicationDate: form.publicationDate.trim() || siteToday(now),
    externalUrl: form.externalUrl.trim(),
    verticalCoverImageUrl: covers.vertical,
    horizontalCoverImageUrl: covers.horizontal,
    recipeIds: form.recipeIds,
  };
}

/** Lower case without accents: 'Pão' → 'pao'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The screen's search (spec §2): the query in the title or the author, ignoring case (and accents); blank = all. */
export function matchesEbookSearch(ebook: { title: string; author: string }, query: string): boolean {
  const q = fold(query.trim());
  return !q || fold(ebook.title).includes(q) || fold(ebook.author).includes(q);
}
