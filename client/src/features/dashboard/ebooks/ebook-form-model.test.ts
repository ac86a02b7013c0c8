import {
  emptyEbookForm,
  fromEbook,
  matchesEbookSearch,
  sameEbookForm,
  siteToday,
  toEbookInput,
  validateEbook,
  type DashboardEbook,
  type EbookFormState,
} from './ebook-form-model';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const image = { small: '/uploads/s.webp', medium: '/uploads/m.webp', original: '/uploads/o.webp' };

const filled = (): EbookFormState => ({
  title: ' Doces de Vó ',
  author: ' Marina ',
  price: '29.9',
  publicationDate: '',
  externalUrl: ' https://loja.example/doces ',
  vertical: { kind: 'file', file: file('v.png'), preview: null },
  horizontal: { kind: 'file', file: file('h.png'), preview: null },
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
};

describe('validateEbook (spec §5 "E-book save", in order)', () => {
  it('reports the first problem only, in the spec order, as each is fixed', () => {
    const form = emptyEbookForm();
    const steps: [Partial<EbookFormState>, string][] = [
      [{ title: 'Doces' }, 'Título e autor são obrigatórios'],
      [{ author: 'Marina' }, 'Preço deve ser maior que zero'],
      [{ price: '0' }, 'Preço deve ser maior que zero'],
      [{ price: '12.5' }, 'URL externa é obrigatória'],
      [{ externalUrl: 'https://loja.example' }, 'Imagens vertical e horizontal são obrigatórias'],
      [{ vertical: filled().vertical }, 'Imagens vertical e horizontal são obrigatórias'],
    ];
    expect(validateEbook(form)?.message).toBe('Título e autor são obrigatórios');
    for (const [change, message] of steps) {
      Object.assign(form, change);
      expect(validateEbook(form)?.message).toBe(message);
    }
    form.horizontal = filled().horizontal;
    expect(validateEbook(form)).toBeNull();
  });

  it('treats blank text as missing and names the field to fix', () => {
    expect(validateEbook({ ...filled(), title: '   ' })).toEqual({
      field: 'title',
      message: 'Título e autor são obrigatórios',
    });
    expect(validateEbook({ ...filled(), author: ' ' })?.field).toBe('author');
    expect(validateEbook({ ...filled(), price: '-3' })?.field).toBe('price');
    expect(validateEbook({ ...filled(), externalUrl: '  ' })?.message).toBe('URL externa é obrigatória');
    expect(validateEbook({ ...filled(), horizontal: null })?.field).toBe('horizontal');
  });

  it('reads a price typed the Brazilian or the American way, as reais and centavos', () => {
    const cover = { small: '/uploads/s.webp', medium: '/uploads/m.webp', original: '/uploads/o.webp' };
    const covers = { vertical: cover, horizontal: cover };
    const input = (price: string) => toEbookInput({ ...filled(), price }, covers).price;
    expect(input('29,90')).toBe(29.9);
    expect(input('29.90')).toBe(29.9);
    expect(input('R$ 1.234,50')).toBe(1234.5);
    expect(validateEbook({ ...filled(), price: '29,90' })).toBeNull();
  });

  it('refuses a price the server would refuse: past R$ 100.000,00 or with fractions of a centavo', () => {
    const priceShape = 'O preço deve ter no máximo duas casas decimais e ser de até R$ 100.000,00.';
    // three digits after one separator: thousands in Brazil, decimals in the US; asked again, never guessed
    const ambiguous =
      'Não ficou claro o valor: escreva os centavos com vírgula, como 29,90 (ou 1.234,00 para milhares).';
    expect(validateEbook({ ...filled(), price: '100000.01' })).toEqual({ field: 'price', message: priceShape });
    expect(validateEbook({ ...filled(), price: '1e308' })).toEqual({ field: 'price', message: priceShape });
    expect(validateEbook({ ...filled(), price: '19,999' })).toEqual({ field: 'price', message: ambiguous });
    expect(validateEbook({ ...filled(), price: '19,9999' })).toEqual({ field: 'price', message: priceShape });
    expect(validateEbook({ ...filled(), price: '100000' })).toBeNull();
    expect(validateEbook({ ...filled(), price: '0.1' })).toBeNull();
  });

  it('after the spec checks, refuses an address the server would refuse', () => {
    expect(validateEbook({ ...filled(), externalUrl: 'loja.example/doces' })).toEqual({
      field: 'externalUrl',
      message: 'A URL externa deve ser um endereço completo, começando com http:// ou https://.',
    });
    expect(validateEbook({ ...filled(), externalUrl: 'javascript:alert(1)' })?.field).toBe('externalUrl');
  });

  it("accepts an edited e-book's current covers as the chosen images", () => {
    expect(validateEbook(fromEbook(stored))).toBeNull();
  });
});

describe('toEbookInput', () => {
  it("trims the text, uses today's date when none is given and keeps the recipes' order", () => {
    const now = new Date('2026-03-05T15:00:00Z');
    expect(toEbookInput(filled(), { vertical: image, horizontal: image }, now)).toEqual({
      title: 'Doces de Vó',
      author: 'Marina',
      price: 29.9,
      publicationDate: '2026-03-05',
      externalUrl: 'https://loja.example/doces',
      verticalCoverImageUrl: image,
      horizontalCoverImageUrl: image,
      recipeIds: [3, 1],
    });
    const dated = toEbookInput({ ...filled(), publicationDate: '2026-12-24' }, { vertical: image, horizontal: image });
    expect(dated.publicationDate).toBe('2026-12-24');
  });

  it("reads today on the site's clock (São Paulo), not UTC", () => {
    // 01:30 UTC on 6 March is still 5 March in São Paulo.
    expect(siteToday(new Date('2026-03-06T01:30:00Z'))).toBe('2026-03-05');
  });
});

describe('fromEbook', () => {
  it('fills the form from a stored e-book, covers as stored images', () => {
    const form = fromEbook(stored);
    expect(form).toMatchObject({
      title: 'Cozinha Mineira',
      price: '39,90',
      publicationDate: '2026-10-10',
      recipeIds: [5, 2, 9],
      vertical: { kind: 'stored', image },
      horizontal: { kind: 'stored', image: { ...image, medium: '/uploads/o.webp' } },
    });
    expect(sameEbookForm(form, fromEbook(stored))).toBe(true);
    expect(sameEbookForm(form, { ...form, price: '40' })).toBe(false);
  });

  it('leaves a missing publication date empty', () => {
    expect(fromEbook({ ...stored, publicationDate: '' }).publicationDate).toBe('');
  });
});

describe('matchesEbookSearch (spec §2)', () => {
  const ebook = { title: 'Pão de Queijo Mineiro', author: 'Conceição Alves' };
  it('matches the title or the author, ignoring case', () => {
    expect(matchesEbookSearch(ebook, 'QUEIJO')).toBe(true);
    expect(matchesEbookSearch(ebook, 'conceição')).toBe(true);
    expect(matchesEbookSearch(ebook, 'pao')).toBe(true);
    expect(matchesEbookSearch(ebook, 'brigadeiro')).toBe(false);
  });
  it('shows everything for an empty or blank query', () => {
    expect(matchesEbookSearch(ebook, '')).toBe(true);
    expect(matchesEbookSearch(ebook, '   ')).toBe(true);
  });
});
