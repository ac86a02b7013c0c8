import { largeEnough, seoChecks, type SeoInput } from './seo-checklist';

const ready: SeoInput = {
  title: 'Pão de Queijo Mineiro',
  description: 'Casquinha crocante, miolo elástico e muito queijo meia cura: o pão de queijo da minha avó.',
  hasImage: true,
  imageSize: { width: 1200, height: 900 },
  servings: '30 unidades',
  prepTime: '00:30:00',
  cookTime: '',
  steps: ['Escalde o polvilho.', 'Junte os ovos.'],
  categoryCount: 1,
  ratingCount: 3,
};
const ids = (input: Partial<SeoInput>) => seoChecks({ ...ready, ...input }).map((check) => check.id);

describe('seoChecks', () => {
  it('has nothing to say about a recipe with all Google asks for', () => {
    expect(seoChecks(ready)).toEqual([]);
  });

  it('names each open item with the field that fixes it', () => {
    expect(seoChecks({ ...ready, hasImage: false, categoryCount: 0 })).toEqual([
      { id: 'image', level: 'warning', field: 'image' },
      { id: 'category', level: 'warning', field: 'categoryIds' },
    ]);
  });

  it('wants a description of 50 to 160 characters and a title a result shows whole', () => {
    expect(ids({ description: 'Curta demais.' })).toEqual(['descriptionShort']);
    expect(ids({ description: 'x'.repeat(161) })).toEqual(['descriptionLong']);
    expect(ids({ description: `  ${'x'.repeat(50)}  ` })).toEqual([]);
    expect(ids({ title: 'T'.repeat(61) })).toEqual(['titleLong']);
  });

  it('wants a number in the yield (calories are per serving) and at least one time', () => {
    expect(ids({ servings: 'uma forma' })).toEqual(['yieldNumber']);
    expect(ids({ servings: '' })).toEqual(['yieldNumber']);
    expect(ids({ servings: '1 e 1/2 litro' })).toEqual([]);
    expect(ids({ prepTime: '00:00:00', cookTime: '' })).toEqual(['times']);
    expect(ids({ prepTime: '', cookTime: 'PT45M' })).toEqual([]);
  });

  it('finds steps without text, and says nothing of steps it does not know', () => {
    expect(ids({ steps: ['Misture.', '  '] })).toEqual(['steps']);
    expect(ids({ steps: [] })).toEqual(['steps']);
    expect(ids({ steps: null })).toEqual([]);
  });

  it('warns of a picture too small for 50,000-pixel crops; a recipe without ratings is only informative', () => {
    expect(ids({ imageSize: { width: 280, height: 200 } })).toEqual(['imageSize']);
    expect(seoChecks({ ...ready, ratingCount: 0 })).toEqual([{ id: 'rating', level: 'info', field: 'heading.seo' }]);
    expect(largeEnough({ width: 300, height: 169 })).toBe(true);
    expect(largeEnough({ width: 290, height: 290 })).toBe(false);
  });
});
