import {
  ebookFormValues,
  ebookSchema,
  emptyEbookForm,
  siteToday,
  toEbookInput,
  type EbookFormValues,
} from './ebook-schema';
import type { DashboardEbook } from './ebooks-operations';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const image = { small: '/uploads/s.webp', medium: '/uploads/m.webp', original: '/uploads/o.webp' };

const filled = (): EbookFormValues => ({
  title: ' Doces de Vó ',
  author: ' Marina ',
  price: '29.9',
  publicationDate: '',
  externalUrl: ' https://loja.example/doces ',
  vertical: { file: file('v.png'), preview: null },
  horizontal: { file: file('h.png'), preview: null },
  recipeIds: [3, 1],
});

const stored: DashboardEbook = {
  id: 7,
  title: 'Cozinha Mineira',
  author: 'Marina',
  price: 39.9,
  publicationDate: '2026-10-10',
  externalUrl: 'https://loja.example/mineira',
  verticalCoverImageUrl: { ...image },
  horizontalCoverImageUrl: { ...image, medium: null },
  recipeIds: [5, 2, 9],
  version: 2,
};

/** Each wrong field with its (first) message, in the form's order; {} when the form is fine. */
function problems(form: EbookFormValues): Record<string, string> {
  const result = ebookSchema.safeParse(form);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const checked = (form: EbookFormValues) => ebookSchema.parse(form);

describe('the e-book schema (spec §5 "E-book save")', () => {
  it("names every problem at once, each on its field, with the spec's messages", () => {
    expect(problems(emptyEbookForm())).toEqual({
      title: 'Título e autor são obrigatórios',
      author: 'Título e autor são obrigatórios',
      price: 'Preço deve ser maior que zero',
      externalUrl: 'URL externa é obrigatória',
      vertical: 'Imagens vertical e horizontal são obrigatórias',
      horizontal: 'Imagens vertical e horizontal são obrigatórias',
    });
    expect(problems({ ...filled(), price: '0', horizontal: null })).toEqual({
      price: 'Preço deve ser maior que zero',
      horizontal: 'Imagens vertical e horizontal são obrigatórias',
    });
    expect(problems(filled())).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(problems({ ...filled(), title: '   ' })).toEqual({ title: 'Título e autor são obrigatórios' });
    expect(problems({ ...filled(), author: ' ' })).toEqual({ author: 'Título e autor são obrigatórios' });
    expect(Object.keys(problems({ ...filled(), price: '-3' }))).toEqual(['price']);
    expect(problems({ ...filled(), externalUrl: '  ' })).toEqual({ externalUrl: 'URL externa é obrigatória' });
  });

  it('reads a price typed the Brazilian or the American way, as reais and centavos', () => {
    expect(checked({ ...filled(), price: '29,90' }).price).toBe(29.9);
    expect(checked({ ...filled(), price: '29.90' }).price).toBe(29.9);
    expect(checked({ ...filled(), price: 'R$ 1.234,50' }).price).toBe(1234.5);
  });

  it('refuses a price the server would refuse: past R$ 100.000,00 or with fractions of a centavo', () => {
    const priceShape = 'O preço deve ter no máximo duas casas decimais e ser de até R$ 100.000,00.';
    // three digits after one separator: thousands in Brazil, decimals in the US; asked again, never guessed
    const ambiguous =
      'Não ficou claro o valor: escreva os centavos com vírgula, como 29,90 (ou 1.234,00 para milhares).';
    expect(problems({ ...filled(), price: '100000.01' })).toEqual({ price: priceShape });
    expect(problems({ ...filled(), price: '1e308' })).toEqual({ price: priceShape });
    expect(problems({ ...filled(), price: '19,999' })).toEqual({ price: ambiguous });
    expect(problems({ ...filled(), price: '19,9999' })).toEqual({ price: priceShape });
    expect(problems({ ...filled(), price: '100000' })).toEqual({});
    expect(problems({ ...filled(), price: '0.1' })).toEqual({});
  });

  it('refuses an address the server would refuse', () => {
    expect(problems({ ...filled(), externalUrl: 'loja.example/doces' })).toEqual({
      externalUrl: 'A URL externa deve ser um endereço completo, começando com http:// ou https://.',
    });
    expect(Object.keys(problems({ ...filled(), externalUrl: 'javascript:alert(1)' }))).toEqual(['externalUrl']);
  });

  it("accepts an edited e-book's current covers as the chosen images", () => {
    expect(problems(ebookFormValues(stored))).toEqual({});
  });
});

describe('toEbookInput', () => {
  it("trims the text, uses today's date when none is given and keeps the recipes' order", () => {
    const now = new Date('2026-03-05T15:00:00Z');
    expect(toEbookInput(checked(filled()), { vertical: image, horizontal: image }, now)).toEqual({
      title: 'Doces de Vó',
      author: 'Marina',
      price: 29.9,
      publicationDate: '2026-03-05',
      externalUrl: 'https://loja.example/doces',
      verticalCoverImageUrl: image,
      horizontalCoverImageUrl: image,
      recipeIds: [3, 1],
    });
    const dated = checked({ ...filled(), publicationDate: '2026-12-24' });
    expect(toEbookInput(dated, { vertical: image, horizontal: image }).publicationDate).toBe('2026-12-24');
  });

  it("reads today on the site's clock (São Paulo), not UTC", () => {
    // 01:30 UTC on 6 March is still 5 March in São Paulo.
    expect(siteToday(new Date('2026-03-06T01:30:00Z'))).toBe('2026-03-05');
  });
});

describe('ebookFormValues', () => {
  it('fills the form from a stored e-book, covers as stored images', () => {
    expect(ebookFormValues(stored)).toEqual({
      title: 'Cozinha Mineira',
      author: 'Marina',
      price: '39,90',
      publicationDate: '2026-10-10',
      externalUrl: 'https://loja.example/mineira',
      vertical: image,
      horizontal: { ...image, medium: null },
      recipeIds: [5, 2, 9],
    });
  });

  it('leaves a missing publication date empty, and a cover without any rendition unchosen', () => {
    expect(ebookFormValues({ ...stored, publicationDate: '' }).publicationDate).toBe('');
    const bare = { small: null, medium: null, original: null };
    expect(ebookFormValues({ ...stored, verticalCoverImageUrl: bare }).vertical).toBeNull();
  });
});
