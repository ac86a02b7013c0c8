import sharp from 'sharp';
import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

// The creator's media library (/dashboard/media): one picture, uploaded once and shown by two recipes (the second
// gets it through the library picker of its editor); its focal point moved in the library moves both recipes' crops;
// deleting it is refused, naming both recipes.

const adminToken = () => apiToken('/api/user/login', ADMIN);

/** Uploads a 1600 × 1000 picture (red left half, blue right half) under a file name of its own. */
async function uploadPicture(token, name) {
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 800, height: 1000, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`${env.server.url}/api/recipes/upload-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`upload: HTTP ${res.status}`);
  return res.json();
}

/** A draft recipe (kept off the public pages other tests look at), with the picture or without one. */
async function draftRecipe(token, title, imageUrl) {
  const res = await fetch(`${env.server.url}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      description: 'Receita do teste da biblioteca de mídia.',
      servings: '8 porções',
      difficulty: 'EASY',
      ingredients: [{ ingredientName: 'farinha de trigo', quantity: '2', unit: 'xícaras' }],
      instructions: [{ stepNumber: 1, instructionText: 'Misture tudo e asse.' }],
      commentBody: '<p>Teste.</p>',
      draft: true,
      ...(imageUrl ? { imageUrl } : {}),
    }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`create recipe: HTTP ${res.status} ${body.message ?? ''}`);
  return body.recipeId;
}

async function gql(token, query, variables) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

/** A recipe's picture: its medium rendition and its crops' URLs (null until the background work cut them). */
async function pictureOf(token, recipeId) {
  const answer = await gql(
    token,
    'query ($id: Int!) { recipe(id: $id) { imageUrl { medium crops { share { url } square { url } } } } }',
    { id: recipeId },
  );
  const image = answer.data?.recipe?.imageUrl;
  return {
    medium: image?.medium ?? null,
    share: image?.crops?.share.url ?? null,
    square: image?.crops?.square.url ?? null,
  };
}

/** Asks again until `done` holds for every recipe's picture (the crops are cut in the background). */
async function picturesWhen(token, recipeIds, done) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const pictures = await Promise.all(recipeIds.map((id) => pictureOf(token, id)));
    if (pictures.every(done)) return pictures;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the recipes’ crops never reached the expected state');
}

/** A page signed in as the admin. */
async function signedIn(token) {
  const opened = await newPage(1366);
  await opened.context.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  return opened;
}

export default [
  [
    'a picture shown by two recipes: a focal point moved in the library moves both crops; deleting it names both',
    async () => {
      const token = await adminToken();
      const stamp = Date.now();
      const fileName = `biblioteca-${stamp}.png`;
      const image = await uploadPicture(token, fileName);
      const cake = `Bolo da Biblioteca ${stamp}`;
      const pie = `Torta da Biblioteca ${stamp}`;
      const cakeId = await draftRecipe(token, cake, image);
      const pieId = await draftRecipe(token, pie, null);
      const { page, errors, context } = await signedIn(token);

      // The second recipe gets the same picture from the library, in its editor.
      await page.goto(`${env.server.url}/dashboard/recipes?editar=${pieId}`);
      const editor = page.getByRole('dialog', { name: 'Editar receita' });
      await editor.getByRole('button', { name: 'Escolher da biblioteca: Foto da receita' }).click();
      const library = page.getByRole('dialog', { name: 'Biblioteca de mídia' });
      await library.getByRole('searchbox', { name: 'Buscar imagens' }).fill(fileName);
      await library.getByRole('button', { name: `${fileName} (em uso em 1 lugar)` }).click();
      await library.getByRole('button', { name: 'Usar imagem' }).click();
      await library.waitFor({ state: 'detached' });
      await editor.getByRole('button', { name: 'Salvar rascunho' }).click();
      await editor.waitFor({ state: 'detached' });
      const [cut] = await picturesWhen(token, [cakeId, pieId], (p) => p.medium === image.medium && p.share !== null);
      const before = cut.share;

      // The library shows it used twice; its focal point moves to the red left edge.
      await page.goto(`${env.server.url}/dashboard/media`);
      await page.getByRole('heading', { level: 1, name: 'Mídia' }).waitFor();
      await page.getByRole('searchbox', { name: 'Buscar imagens' }).fill(fileName);
      await page.getByRole('button', { name: `${fileName} (em uso em 2 lugares)` }).click();
      const panel = page.getByRole('dialog', { name: 'Detalhes da imagem' });
      const places = panel.getByRole('list', { name: 'Onde é usada' });
      for (const title of [cake, pie]) await places.getByRole('link', { name: `Abrir ${title}` }).waitFor();
      const aim = panel.getByRole('slider', { name: 'Ponto de foco da imagem' });
      const box = await aim.boundingBox();
      await aim.click({ position: { x: 2, y: box.height / 2 } });
      await panel.getByText('Ponto de foco salvo.').waitFor();
      const moved = await picturesWhen(token, [cakeId, pieId], (p) => p.share !== null && p.share !== before);
      if (moved[0].share !== moved[1].share || moved[0].square !== moved[1].square)
        throw new Error('the two recipes show different crops of one picture');
      // the square crop of the landscape picture now keeps its left, red, side in view
      const square = await fetch(`${env.server.url}${moved[0].square}`);
      const [red, , blue] = (await sharp(Buffer.from(await square.arrayBuffer())).stats()).channels.map((c) => c.mean);
      if (!(red > 2 * blue))
        throw new Error(`the square crop does not keep the red left side in view: ${red} / ${blue}`);

      // Deleting it is refused, naming both recipes: in the panel and by the server.
      await panel.getByRole('button', { name: 'Excluir' }).click();
      const refusal = panel.getByRole('alert');
      for (const title of [cake, pie]) await refusal.getByText(`Foto da receita: ${title}`).waitFor();
      const items = await gql(token, 'query ($s: String) { mediaItems(search: $s) { content { id } } }', {
        s: fileName,
      });
      const refused = await gql(token, 'mutation ($id: Int!) { deleteMediaItem(id: $id) }', {
        id: items.data.mediaItems.content[0].id,
      });
      const message = refused.errors?.[0]?.message ?? '';
      if (refused.errors?.[0]?.extensions?.code !== 'CONFLICT' || !message.includes(cake) || !message.includes(pie))
        throw new Error(`the server did not refuse naming both recipes: ${message}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
