import fs from 'node:fs';
import path from 'node:path';
import { extractRecipe } from './extract-recipe';

// Most small Brazilian food blogs are a stock WordPress theme with no recipe plugin: no structured data at all, the
// recipe in headings, lists and paragraphs, the facts on one line, the terms as tag links.
const html = fs.readFileSync(path.join(__dirname, 'fixtures', 'wordpress-plain.html'), 'utf8');
const url = 'https://sabordeminas.example/2025/06/14/pao-de-queijo-mineiro/';

describe('a stock WordPress post without a recipe plugin', () => {
  const recipe = extractRecipe(html, url);

  it('reads the post: title, its introduction, the facts line, the byline, categories and tags, the site', () => {
    expect(recipe).toMatchObject({
      title: 'Pão de queijo mineiro',
      description:
        'Poucas coisas são tão mineiras quanto uma fornada de pão de queijo saindo do forno no meio da tarde: casquinha ' +
        'fina e dourada, miolo macio e elástico e aquele cheiro de queijo que toma conta da casa inteira.',
      author: 'nena',
      prepTime: 'PT40M',
      cookTime: 'PT30M',
      totalTime: 'PT1H10M',
      servings: 'cerca de 40 unidades médias',
      categories: ['Salgados'],
      keywords: ['café da tarde', 'lanche', 'Minas Gerais', 'sem glúten'],
      images: ['https://sabordeminas.example/wp-content/uploads/2025/06/pao-de-queijo-mineiro.jpg'],
      canonicalUrl: url,
      siteName: 'Sabor de Minas',
      sources: ['html'],
    });
  });

  it('reads the lists under their headings and the tips, and stops where the post ends', () => {
    expect(recipe?.ingredients.map((line) => line.text)).toEqual([
      '250 g de polvilho azedo',
      '250 g de polvilho doce',
      '240 ml (1 xícara) de leite integral',
      '120 ml (½ xícara) de água',
      '120 ml (½ xícara) de óleo de girassol ou de milho',
      '1 colher (chá) rasa de sal',
      '3 ovos grandes, em temperatura ambiente',
      '250 g de queijo minas meia-cura ralado no ralo grosso',
      '50 g de queijo parmesão ralado fino',
      'Óleo para untar as mãos',
    ]);
    expect(recipe?.instructions).toHaveLength(6);
    expect(recipe?.instructions[0]).toEqual({
      section: '',
      text: 'Numa tigela grande, misture os dois polvilhos e o sal. Reserve.',
    });
    expect(recipe?.notes).toHaveLength(4);
    expect(recipe?.notes[3]).toMatch(/^Não abra o forno nos primeiros 15 minutos/);
    expect(recipe?.warnings).toEqual([
      'Os ingredientes e o modo de preparo foram lidos do texto da página, sem dados estruturados: confira antes de publicar.',
    ]);
  });
});
