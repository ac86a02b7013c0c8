import { deflateSync } from 'node:zlib';
import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

// The creator's e-books screen (/dashboard/e-books): the form's checks in the spec's order (§5), create with covers
// and recipes, edit, delete, and what readers then see on /e-book.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

/** A plain-colour PNG of the given size: a real image for the upload. */
function png(width, height, [r, g, b]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const adminToken = () => apiToken('/api/user/login', ADMIN);

/** Two published recipes of the demo content. */
async function twoRecipes() {
  const page = await (await fetch(`${env.server.url}/api/recipes?page=0&size=2`)).json();
  if (page.content?.length !== 2) throw new Error('the demo content has fewer than 2 published recipes');
  return page.content;
}

/** A page signed in as the admin, on the e-books screen with its list loaded. */
async function openScreen(token, width = 1366, locale = 'pt-BR') {
  const opened = await newPage(width, { locale });
  const { page } = opened;
  await opened.context.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  await page.goto(`${env.server.url}/dashboard/e-books`);
  await page.getByRole('heading', { level: 1, name: 'Gerenciar E-books' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /e-books?$/ })
    .waitFor();
  return opened;
}

/** The public /e-book card of an e-book, fresh from the server. */
async function publicCard(page, title) {
  await page.goto(`${env.server.url}/e-book`);
  await page.getByRole('heading', { level: 1, name: 'E-Books Disponíveis' }).waitFor();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

const price = (text) => new RegExp(`R\\$\\s${text}`);

export default [
  [
    'the e-book form names everything missing, in the spec order, as each is fixed; then saves both covers and 2 recipes for readers',
    async () => {
      const token = await adminToken();
      const [first, second] = await twoRecipes();
      const { page, errors, context } = await openScreen(token);
      const title = `E-book de Teste ${Date.now()}`;

      await page.getByRole('button', { name: 'Novo E-book' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Novo E-book' });
      const save = dialog.getByRole('button', { name: 'Criar E-book' });
      const problem = dialog.getByRole('alert');
      const TITLE = 'Título: Título e autor são obrigatórios';
      const AUTHOR = 'Autor: Título e autor são obrigatórios';
      const PRICE = 'Preço: Preço deve ser maior que zero';
      const URL = 'URL Externa: URL externa é obrigatória';
      const VERTICAL = 'Imagem Vertical da Capa: Imagens vertical e horizontal são obrigatórias';
      const HORIZONTAL = 'Imagem Horizontal da Capa: Imagens vertical e horizontal são obrigatórias';
      /** Saves, and the summary names every problem left, in the spec's order (each a link to its field). */
      const expectProblems = async (...lines) => {
        await save.click();
        const expected = ['Corrija estes pontos antes de salvar:', ...lines].join('\n');
        await problem.filter({ hasText: lines[0] }).waitFor();
        await page
          .waitForFunction(
            ([el, text]) => el && el.innerText.trim() === text,
            [await problem.elementHandle(), expected],
          )
          .catch(async () => {
            throw new Error(`the form says "${(await problem.innerText()).trim()}", expected "${expected}"`);
          });
      };

      await expectProblems(TITLE, AUTHOR, PRICE, URL, VERTICAL, HORIZONTAL);
      await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
      await expectProblems(AUTHOR, PRICE, URL, VERTICAL, HORIZONTAL);
      await dialog.getByRole('textbox', { name: /^Autor/ }).fill('  Marina Duarte  ');
      await expectProblems(PRICE, URL, VERTICAL, HORIZONTAL);
      const priceField = dialog.getByRole('textbox', { name: /^Preço/ });
      await priceField.fill('0');
      await expectProblems(PRICE, URL, VERTICAL, HORIZONTAL);
      await priceField.fill('1.234');
      await expectProblems(
        'Preço: Não ficou claro o valor: escreva os centavos com vírgula, como 29,90 (ou 1.234,00 para milhares).',
        URL,
        VERTICAL,
        HORIZONTAL,
      );
      await priceField.fill('19,9');
      await expectProblems(URL, VERTICAL, HORIZONTAL);
      // a link of the summary takes her to the field
      await problem.getByRole('link', { name: URL }).click();
      const urlField = dialog.getByRole('textbox', { name: /^URL Externa/ });
      if (!(await urlField.evaluate((el) => el === document.activeElement))) throw new Error('the link did not focus');
      await urlField.fill('https://loja.example/teste');
      await expectProblems(VERTICAL, HORIZONTAL);
      await dialog.getByTestId(/-vertical-file$/).setInputFiles({
        name: 'capa-vertical.png',
        mimeType: 'image/png',
        buffer: png(20, 30, [181, 83, 47]),
      });
      await dialog.getByRole('img', { name: 'Pré-visualização: Imagem Vertical da Capa' }).waitFor();
      await expectProblems(HORIZONTAL);
      await dialog.getByTestId(/-horizontal-file$/).setInputFiles({
        name: 'capa-horizontal.png',
        mimeType: 'image/png',
        buffer: png(30, 20, [90, 120, 60]),
      });
      await dialog.getByRole('img', { name: 'Pré-visualização: Imagem Horizontal da Capa' }).waitFor();
      // Nothing typed was lost along the way.
      if ((await dialog.getByRole('textbox', { name: /^Título/ }).inputValue()) !== title)
        throw new Error('the title was lost');

      const picker = dialog.getByRole('combobox', { name: 'Receitas neste e-book' });
      for (const recipe of [second, first]) {
        await picker.fill(recipe.title);
        await page.getByRole('option', { name: recipe.title, exact: true }).click();
      }
      await dialog.getByRole('button', { name: `1. ${second.title}` }).waitFor();
      await dialog.getByRole('button', { name: `2. ${first.title}` }).waitFor();

      await save.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`E-book "${title}" criado.`).waitFor();
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText('2 receitas').waitFor();
      await row.getByText(price('19,90')).waitFor();
      await row.getByText('Marina Duarte', { exact: true }).waitFor();
      const cover = row.getByRole('img', { name: title });
      if (!/^\/uploads\//.test((await cover.getAttribute('src')) ?? ''))
        throw new Error('the row does not show the uploaded vertical cover');

      // The search finds it by author, case aside, and a blank search shows every e-book again.
      const search = page.getByRole('searchbox', { name: 'Buscar e-books' });
      await search.fill('MARINA duarte');
      await row.waitFor();
      await search.fill('nada-com-isso');
      await page.getByRole('heading', { name: 'Nenhum e-book encontrado' }).waitFor();
      await search.fill('   ');
      await row.waitFor();

      // Readers: the card on /e-book, its price and its recipes in the chosen order.
      const card = await publicCard(page, title);
      await card.getByText(price('19,90')).waitFor();
      const links = await card.getByRole('link', { name: /./ }).allInnerTexts();
      const listed = links.filter((text) => [first.title, second.title].includes(text.trim()));
      if (listed.join('|') !== [second.title, first.title].join('|'))
        throw new Error(`the public card lists ${JSON.stringify(links)}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'editing an e-book price shows on /e-book at once; deleting asks first and then it is gone (800 px)',
    async () => {
      const token = await adminToken();
      const [recipe] = await twoRecipes();
      const title = `E-book Para Editar ${Date.now()}`;
      // The covers of a demo e-book: real uploaded files.
      const [demo] = await (await fetch(`${env.server.url}/api/ebooks`)).json();
      const res = await fetch(`${env.server.url}/api/admin/ebooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title,
          author: 'Marina',
          price: 10,
          externalUrl: 'https://loja.example/editar',
          verticalCoverImageUrl: demo.verticalCoverImageUrl,
          horizontalCoverImageUrl: demo.horizontalCoverImageUrl,
          recipeIds: [recipe.recipeId],
        }),
      });
      if (!res.ok) throw new Error(`creating an e-book: HTTP ${res.status} ${await res.text()}`);

      // the creator's browser is set to English: the price typed the Brazilian way still means reais and centavos
      const { page, errors, context } = await openScreen(token, 800, 'en-US');
      // At 800 px the list is a table when its columns fit, cards otherwise (the e-books of the other tests decide).
      const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });
      await row.getByText(price('10,00')).waitFor();
      await row.getByRole('button', { name: `Editar ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar E-book' });
      // The current covers count as chosen: changing only the price saves.
      const priceField = dialog.getByRole('textbox', { name: /^Preço/ });
      if ((await priceField.inputValue()) !== '10,00')
        throw new Error(`the price shows as ${await priceField.inputValue()}`);
      await priceField.fill('77,70');
      await dialog.getByRole('button', { name: `1. ${recipe.title}` }).waitFor();
      await dialog.getByRole('button', { name: 'Atualizar E-book' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`E-book "${title}" atualizado.`).waitFor();
      await row.getByText(price('77,70')).waitFor();

      // A reader on a phone sees the new price at once.
      const reader = await newPage(390);
      const card = await publicCard(reader.page, title);
      await card.getByText(price('77,70')).waitFor();
      await card.getByRole('link', { name: recipe.title }).waitFor();
      await reader.context.close();
      assertNoConsoleErrors(reader.errors);

      // Delete: the question names the e-book; cancelled, nothing happens; confirmed, it is gone everywhere.
      await row.getByRole('button', { name: `Excluir ${title}` }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText(`Tem certeza que deseja excluir o e-book "${title}"?`).waitFor();
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await question.waitFor({ state: 'detached' });
      await row.waitFor();
      await row.getByRole('button', { name: `Excluir ${title}` }).click();
      await question.getByRole('button', { name: 'Excluir' }).click();
      // While the question is open the page behind it is hidden from role queries: the row "detaches" at once.
      await question.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
      const list = await (await fetch(`${env.server.url}/api/ebooks`)).json();
      if (list.some((ebook) => ebook.title === title)) throw new Error('the deleted e-book is still public');
      const gone = await publicCard(page, title);
      await page.getByRole('article').first().waitFor();
      if (await gone.count()) throw new Error('/e-book still shows the deleted e-book');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
