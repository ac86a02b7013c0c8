import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { Readable } from 'node:stream';
import { createRequestContext } from '../../graphql/context';
import { spool } from '../../modules/import/archive/archive-upload';
import { recipeJsonLd } from '../../modules/seo/structured-data';
import { recipeBody, startTestApp, uploadTestImage, type TestApp } from '../harness';

// The whole catalogue as a zip and back: one site exports (drafts, scheduled recipes, pictures, empty categories), a
// second, fresh one imports the zip, and every recipe comes back as it was; a second import creates nothing.

let source: TestApp;
let target: TestApp;
let sourceAdmin: string;
let targetAdmin: string;
let zipBytes: Buffer;
let exportHeaders: Headers;
let files: Map<string, Buffer>;
let firstImport: { status: number; body: any };
const ids: Record<string, number> = {};

const PAST = '2024-03-10T12:00:00.000Z';
const inDays = (n: number) => new Date(Math.floor((Date.now() + n * 86400_000) / 1000) * 1000).toISOString();
const SCHEDULED_AT = inDays(10);

/** Every entry of a zip, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function postArchive(app: TestApp, bytes: Buffer, token?: string, name = 'receitas.zip') {
  const form = new FormData();
  form.append('archive', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);
  const res = await fetch(`${app.url}/api/recipes/import/archive`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

async function uploadJpeg(app: TestApp, token: string) {
  const jpeg = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#1e6fd9' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${app.url}/api/recipes/upload-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { small: string; medium: string; original: string };
}

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await source.api('POST', '/api/recipes', { token: sourceAdmin, body });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.recipeId;
}

/** A stored zip (method 0) or deflated one written by hand, with sizes it may lie about: what yazl refuses to make. */
function handMadeZip(entries: { name: string; data: Buffer; declaredSize?: number; deflate?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? zlib.deflateRawSync(entry.data) : entry.data;
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const method = entry.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A recipe as GET /api/recipes/:id answers it, without what another site gives anew (ids, URLs, times of writing). */
function comparable(recipe: any) {
  const { recipeId: _id, imageUrl: _image, updatedAt: _updated, rating: _rating, ...rest } = recipe;
  const strip = (list: any[], key: string) => list.map(({ [key]: _key, ...item }) => item);
  return {
    ...rest,
    ingredients: strip(rest.ingredients, 'ingredientId'),
    instructions: strip(rest.instructions, 'instructionId'),
    notes: strip(rest.notes, 'noteId'),
    tags: strip(rest.tags, 'recipeTagId'),
    utensils: strip(rest.utensils, 'id'),
    category: rest.category.map((c: any) => c.name),
    cravings: rest.cravings.map((c: any) => c.name),
    occasions: rest.occasions.map((o: any) => o.name),
  };
}

async function recipesByTitle(app: TestApp, token: string): Promise<Map<string, any>> {
  const list = await app.api('GET', '/api/recipes?page=0&size=100', { token });
  const out = new Map<string, any>();
  for (const summary of list.body.content) {
    out.set(summary.title, (await app.api('GET', `/api/recipes/${summary.recipeId}`, { token })).body);
  }
  return out;
}

beforeAll(async () => {
  [source, target] = await Promise.all([startTestApp(), startTestApp()]);
  [sourceAdmin, targetAdmin] = await Promise.all([source.adminToken(), target.adminToken()]);

  const png = (
    await uploadTestImage(source, sourceAdmin, { width: 120, height: 80, background: '#c0392b', name: 'a.png' })
  ).image;
  const jpeg = await uploadJpeg(source, sourceAdmin);
  const categoryPicture = (
    await uploadTestImage(source, sourceAdmin, { width: 64, height: 64, background: '#27ae60', name: 'c.png' })
  ).image;
  const lost = (
    await uploadTestImage(source, sourceAdmin, { width: 50, height: 50, background: '#000', name: 'l.png' })
  ).image;
  const category = async (body: Record<string, unknown>) =>
    (await source.api('POST', '/api/categories', { token: sourceAdmin, body })).body.categoryId as number;
  const doces = await category({
    name: 'Doces',
    description: 'Bolos, tortas e docinhos.',
    imageUrl: { small: categoryPicture.small, medium: categoryPicture.medium },
  });
  const salgados = await category({ name: 'Salgados' });
  await category({ name: 'Sem Receitas Ainda', description: 'Uma categoria vazia.' });

  ids.bolo = await create(
    recipeBody({
      title: 'Bolo de Cenoura com Cobertura',
      description: 'Fofinho, com calda de chocolate.',
      author: 'Marina',
      prepTime: 'PT20M',
      cookTime: 'PT40M',
      totalTime: 'PT1H30M',
      servings: '12 fatias',
      difficulty: 'MEDIUM',
      cuisine: 'Brasileira',
      commentBody: '<p>A receita da <strong>minha avó</strong>, de domingo.</p>',
      nutrition: { calories: 320, carbohydrates: 45.5, protein: 4.2, fat: 12, fiber: 1.5, sodium: 210 },
      datePublished: PAST,
      sourceUrl: 'https://exemplo.com.br/bolo-de-cenoura',
      imageUrl: png,
      ingredients: [
        { section: 'Massa', ingredientName: 'cenoura picada', quantity: '3', unit: 'unidades' },
        { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '2', unit: 'xícaras (chá)' },
        { section: 'Cobertura', ingredientName: 'chocolate em pó', quantity: '1/2', unit: 'xícara' },
        { section: 'Cobertura', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      ],
      instructions: [
        { section: 'Massa', stepNumber: 1, instructionText: 'Bata a cenoura com os ovos e o óleo.' },
        { section: 'Massa', stepNumber: 2, instructionText: 'Junte a farinha e asse por 40 minutos.' },
        { section: 'Cobertura', stepNumber: 1, instructionText: 'Ferva tudo até engrossar.' },
      ],
      notes: [{ noteText: 'Congela bem por 1 mês.' }, { noteText: 'Use forma de furo.' }],
      tags: [{ name: 'bolo' }, { name: 'café da tarde' }],
      utensils: [{ name: 'Liquidificador', link: 'https://exemplo.com.br/liquidificador' }, { name: 'Forma' }],
      category: [{ categoryId: doces }],
      cravings: [{ name: 'Chocolate' }],
      occasions: [{ name: 'Aniversário' }],
    }),
  );
  ids.pao = await create(
    recipeBody({
      title: 'Pão de Queijo (rascunho)',
      draft: true,
      imageUrl: jpeg,
      category: [{ categoryId: salgados }],
    }),
  );
  ids.torta = await create(
    recipeBody({
      title: 'Torta de Limão Agendada',
      datePublished: SCHEDULED_AT,
      imageUrl: png,
      category: [{ categoryId: doces }, { categoryId: salgados }],
    }),
  );
  ids.formula = await create(recipeBody({ title: '=Salada "da casa"; simples', datePublished: PAST }));
  ids.remote = await create(
    recipeBody({ title: 'Cuscuz com Foto de Fora', imageUrl: 'https://cdn.exemplo.com/cuscuz.jpg' }),
  );
  ids.lost = await create(recipeBody({ title: 'Moqueca Sem Arquivo', imageUrl: lost }));
  for (const url of Object.values(lost)) fs.rmSync(path.join(source.dataDir, url), { force: true });

  const res = await fetch(`${source.url}/api/recipes/export`, { headers: { authorization: `Bearer ${sourceAdmin}` } });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  exportHeaders = res.headers;
  zipBytes = Buffer.from(await res.arrayBuffer());
  files = await unzip(zipBytes);
  firstImport = await postArchive(target, zipBytes, targetAdmin);
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe('GET /api/recipes/export', () => {
  it('answers a zip download named after the day', () => {
    expect(exportHeaders.get('content-type')).toBe('application/zip');
    expect(exportHeaders.get('content-disposition')).toMatch(
      /^attachment; filename="receitas-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
  });

  it('holds one JSON per recipe (drafts and scheduled too), each picture once, the categories, the CSV and a note', () => {
    const names = [...files.keys()];
    const recipeFiles = names.filter((n) => n.startsWith('receitas/')).sort();
    expect(recipeFiles).toEqual(
      [
        `receitas/${ids.bolo}-bolo-de-cenoura-com-cobertura.json`,
        `receitas/${ids.pao}-pao-de-queijo-rascunho.json`,
        `receitas/${ids.torta}-torta-de-limao-agendada.json`,
        `receitas/${ids.formula}-salada-da-casa-simples.json`,
        `receitas/${ids.remote}-cuscuz-com-foto-de-fora.json`,
        `receitas/${ids.lost}-moqueca-sem-arquivo.json`,
      ].sort(),
    );
    // the PNG shared by two recipes, the JPEG, the category's picture; the deleted one is missing
    expect(names.filter((n) => n.startsWith('imagens/'))).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(['categorias.json', 'receitas.csv', 'LEIA-ME.txt']));
  });

  it("writes the recipe page's schema.org markup plus the site's exact fields", async () => {
    const json = JSON.parse(files.get(`receitas/${ids.bolo}-bolo-de-cenoura-com-cobertura.json`)!.toString('utf8'));
    const { 'receitas:dados': data, ...markup } = json;
    const ctx = createRequestContext(source.server.ds, {});
    const input = await source.server.services.structuredData.recipe(ctx, ids.bolo);
    expect(markup).toEqual(
      JSON.parse(JSON.stringify(recipeJsonLd(input!, { origin: originOf(markup), profiles: [] }))),
    );
    expect(markup['@type']).toBe('Recipe');
    expect(markup.recipeIngredient).toContain('3 unidades de cenoura picada');
    expect(data).toMatchObject({
      formatVersion: 1,
      title: 'Bolo de Cenoura com Cobertura',
      totalTime: 'PT1H30M',
      servings: '12 fatias',
      difficulty: 'MEDIUM',
      datePublished: PAST,
      draft: false,
      categories: ['Doces'],
      cravings: ['Chocolate'],
      occasions: ['Aniversário'],
      notes: ['Congela bem por 1 mês.', 'Use forma de furo.'],
      tags: ['bolo', 'café da tarde'],
      utensils: [
        { name: 'Liquidificador', link: 'https://exemplo.com.br/liquidificador' },
        { name: 'Forma', link: null },
      ],
      instructions: [
        { section: 'Massa', stepNumber: 1, instructionText: 'Bata a cenoura com os ovos e o óleo.' },
        { section: 'Massa', stepNumber: 2, instructionText: 'Junte a farinha e asse por 40 minutos.' },
        { section: 'Cobertura', stepNumber: 1, instructionText: 'Ferva tudo até engrossar.' },
      ],
    });
    expect(files.has(`imagens/${data.image}`)).toBe(true);
    const remote = JSON.parse(files.get(`receitas/${ids.remote}-cuscuz-com-foto-de-fora.json`)!.toString('utf8'));
    expect(remote['receitas:dados'].image).toBe('https://cdn.exemplo.com/cuscuz.jpg');
    const lost = JSON.parse(files.get(`receitas/${ids.lost}-moqueca-sem-arquivo.json`)!.toString('utf8'));
    expect(lost['receitas:dados'].image).toBeNull();
  });

  it('lists every category, the empty one too, with its picture in imagens/', () => {
    const categories = JSON.parse(files.get('categorias.json')!.toString('utf8'));
    expect(categories).toEqual([
      { name: 'Doces', description: 'Bolos, tortas e docinhos.', image: expect.stringMatching(/\.webp$/) },
      { name: 'Salgados', description: null, image: null },
      { name: 'Sem Receitas Ainda', description: 'Uma categoria vazia.', image: null },
    ]);
    expect(files.has(`imagens/${categories[0].image}`)).toBe(true);
  });

  it('writes a spreadsheet for Excel: BOM, ";", one line per recipe, formulas neutralised', () => {
    const text = files.get('receitas.csv')!.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'id;título;status;publicada em;categorias;tempo total (min);porções;ingredientes;passos;origem;arquivo',
    );
    expect(lines).toHaveLength(7);
    const line = (id: number) => lines.find((l) => l.startsWith(`${id};`))!;
    expect(line(ids.bolo)).toMatch(
      /^\d+;Bolo de Cenoura com Cobertura;Publicada;10\/03\/2024 \d\d:00;Doces;90;12 fatias;4;3;/,
    );
    expect(line(ids.pao)).toContain(';Rascunho;');
    expect(line(ids.torta)).toContain(';Agendada;');
    expect(line(ids.torta)).toContain(';Doces, Salgados;');
    expect(line(ids.formula)).toContain(`;"'=Salada ""da casa""; simples";`);
  });

  it('notes the picture whose file is gone in LEIA-ME.txt instead of failing', () => {
    const readme = files.get('LEIA-ME.txt')!.toString('utf8');
    expect(readme).toContain('6 receita(s)');
    expect(readme).toMatch(/Foto não encontrada para a receita "Moqueca Sem Arquivo"/);
  });

  it('is for admins only', async () => {
    expect((await source.api('GET', '/api/recipes/export')).status).toBe(401);
    const reader = await source.userToken();
    const res = await source.api('GET', '/api/recipes/export', { token: reader });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403 });
  });
});

describe('POST /api/recipes/import/archive', () => {
  it('recreates every recipe and category in a fresh site', () => {
    expect(firstImport.status).toBe(200);
    expect(firstImport.body).toMatchObject({ created: 6, duplicates: 0, failed: 0, categoriesCreated: 3 });
    expect(firstImport.body.recipes).toHaveLength(6);
    for (const item of firstImport.body.recipes) {
      expect(item).toEqual({
        file: expect.stringMatching(/^receitas\//),
        status: 'created',
        recipeId: expect.any(Number),
      });
    }
  });

  it('brings every recipe back field by field: sections, times, yield, story, nutrition, categories, state, date', async () => {
    const [before, after] = await Promise.all([
      recipesByTitle(source, sourceAdmin),
      recipesByTitle(target, targetAdmin),
    ]);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [title, recipe] of before)
      expect([title, comparable(after.get(title))]).toEqual([title, comparable(recipe)]);
    const torta = after.get('Torta de Limão Agendada');
    expect(torta).toMatchObject({ status: 'SCHEDULED', draft: false, datePublished: SCHEDULED_AT });
    expect(after.get('Pão de Queijo (rascunho)')).toMatchObject({ status: 'DRAFT', draft: true });
    expect(after.get('Bolo de Cenoura com Cobertura')).toMatchObject({ status: 'PUBLISHED', datePublished: PAST });
  });

  it('stores each picture again, served by the new site (a shared one once), and keeps pictures from elsewhere', async () => {
    const after = await recipesByTitle(target, targetAdmin);
    const bolo = after.get('Bolo de Cenoura com Cobertura');
    expect(bolo.imageUrl.original).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{20}-original\.webp$/);
    expect(after.get('Torta de Limão Agendada').imageUrl).toEqual(bolo.imageUrl);
    for (const title of ['Bolo de Cenoura com Cobertura', 'Pão de Queijo (rascunho)']) {
      for (const url of Object.values(after.get(title).imageUrl as Record<string, string>)) {
        const res = await fetch(`${target.url}${url}`);
        expect(res.status).toBe(200);
        expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
      }
    }
    expect(after.get('Cuscuz com Foto de Fora').imageUrl.original).toBe('https://cdn.exemplo.com/cuscuz.jpg');
    expect(after.get('Moqueca Sem Arquivo').imageUrl?.original ?? null).toBeNull();
  });

  it('creates the categories without recipes too, with their description and picture', async () => {
    const categories = (await target.api('GET', '/api/categories')).body;
    expect(categories.map((c: any) => [c.name, c.description])).toEqual([
      ['Doces', 'Bolos, tortas e docinhos.'],
      ['Salgados', null],
      ['Sem Receitas Ainda', 'Uma categoria vazia.'],
    ]);
    const res = await fetch(`${target.url}${categories[0].imageUrl.medium}`);
    expect(res.status).toBe(200);
  });

  it('creates nothing the second time: every recipe is a duplicate', async () => {
    const again = await postArchive(target, zipBytes, targetAdmin);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, duplicates: 6, failed: 0, categoriesCreated: 0 });
    expect(again.body.recipes.every((r: any) => r.status === 'duplicate' && r.recipeId === undefined)).toBe(true);
    expect((await target.api('GET', '/api/recipes?page=0&size=100', { token: targetAdmin })).body.totalElements).toBe(
      6,
    );
  });

  it('is for admins only, refused before the upload is read', async () => {
    expect((await postArchive(target, zipBytes)).status).toBe(401);
    const reader = await target.userToken();
    const res = await postArchive(target, zipBytes, reader);
    expect(res.status).toBe(403);
  });

  it('refuses a file that is not a zip with a clear message', async () => {
    const res = await postArchive(target, Buffer.from('isto não é um zip, é texto'), targetAdmin, 'receitas.zip');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 415, message: 'O arquivo não é um .zip válido.' });
    const none = await target.api('POST', '/api/recipes/import/archive', { token: targetAdmin, body: {} });
    expect(none.status).toBe(400);
  });

  it('writes an upload to a temporary file up to the limit, and refuses one past it (413)', async () => {
    const kept = await spool(Readable.from([Buffer.alloc(6), Buffer.alloc(4)]), 10);
    expect(fs.statSync(kept.file).size).toBe(10);
    await kept.remove();
    expect(fs.existsSync(kept.file)).toBe(false);
    await expect(spool(Readable.from([Buffer.alloc(6), Buffer.alloc(5)]), 10)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O arquivo .zip deve ter no máximo 2 GB.',
    });
  });

  it('skips names that climb out of a folder and entries declaring bomb sizes; a lying entry fails alone', async () => {
    const foreign = (name: string) =>
      Buffer.from(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name,
          recipeYield: ['4', '4 porções'],
          prepTime: 'PT10M',
          recipeCategory: 'Doces',
          keywords: 'fácil, rápido',
          recipeIngredient: ['Massa:', '2 xícaras de farinha de trigo', 'Para a cobertura:', '100 g de chocolate'],
          recipeInstructions: [
            { '@type': 'HowToSection', name: 'Massa', itemListElement: [{ '@type': 'HowToStep', text: 'Misture.' }] },
            { '@type': 'HowToStep', text: 'Derreta o chocolate.' },
          ],
          image: 'https://cdn.exemplo.com/brownie.jpg',
        }),
      );
    const zip = handMadeZip([
      { name: '../../fora-da-pasta.json', data: foreign('Receita Fora da Pasta') },
      { name: '/etc/absoluta.json', data: foreign('Receita Absoluta') },
      // 30 MB of spaces in 30 KB, declared truthfully; and a small entry declaring 3 GB
      { name: 'receitas/bomba.json', data: Buffer.alloc(30 * 1024 * 1024, 32), deflate: true },
      { name: 'receitas/gigante.json', data: foreign('Receita Gigante'), declaredSize: 3_000_000_000, deflate: true },
      { name: 'receitas/mentira.json', data: Buffer.alloc(1_000_000, 32), declaredSize: 100, deflate: true },
      { name: 'receitas/brownie.json', data: foreign('Brownie de Outro Site') },
    ]);
    const res = await postArchive(target, zip, targetAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, duplicates: 0, failed: 1, categoriesCreated: 0 });
    expect(res.body.recipes).toEqual([
      {
        file: 'receitas/mentira.json',
        status: 'failed',
        error: 'O arquivo "receitas/mentira.json" do .zip está corrompido.',
      },
      { file: 'receitas/brownie.json', status: 'created', recipeId: expect.any(Number) },
    ]);
    expect(res.body.warnings).toEqual(
      expect.arrayContaining([
        'Arquivo ignorado: nome inseguro no .zip ("../../fora-da-pasta.json").',
        'Arquivo ignorado: nome inseguro no .zip ("/etc/absoluta.json").',
        'Arquivo ignorado: "receitas/bomba.json" tem mais de 20 MB descompactado.',
        'Arquivo ignorado: "receitas/gigante.json" tem mais de 20 MB descompactado.',
      ]),
    );
    // a plain schema.org Recipe from elsewhere: a draft, its lines parsed into sections, quantities and units
    const brownie = (await target.api('GET', `/api/recipes/${res.body.recipes[1].recipeId}`, { token: targetAdmin }))
      .body;
    expect(brownie).toMatchObject({
      title: 'Brownie de Outro Site',
      draft: true,
      servings: '4 porções',
      prepTime: 'PT10M',
      category: [{ name: 'Doces' }],
      tags: [{ name: 'fácil' }, { name: 'rápido' }],
      imageUrl: { original: 'https://cdn.exemplo.com/brownie.jpg' },
      instructions: [
        { section: 'Massa', stepNumber: 1, instructionText: 'Misture.' },
        { section: '', stepNumber: 1, instructionText: 'Derreta o chocolate.' },
      ],
    });
    expect(brownie.ingredients).toEqual([
      expect.objectContaining({ section: 'Massa', quantity: '2', ingredientName: expect.stringContaining('farinha') }),
      expect.objectContaining({ section: 'Cobertura', quantity: '100', unit: 'g', ingredientName: 'chocolate' }),
    ]);
    const titles = (await target.api('GET', '/api/recipes?page=0&size=100', { token: targetAdmin })).body.content.map(
      (r: any) => r.title,
    );
    expect(titles.filter((t: string) => /Fora da Pasta|Absoluta|Gigante/.test(t))).toEqual([]);
  });

  it('runs as the importRecipeArchive mutation over GraphQL multipart too', async () => {
    const zip = handMadeZip([{ name: 'receitas/x.json', data: Buffer.from('{"@type": "Recipe", "name": "Quindim"}') }]);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($a: Upload!) { importRecipeArchive(archive: $a) { created recipes { file status error } } }',
        variables: { a: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.a'] }));
    form.append('0', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'r.zip');
    const res = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${targetAdmin}`, 'apollo-require-preflight': 'true' },
    });
    const body = await res.json();
    expect(body.data.importRecipeArchive).toEqual({
      created: 1,
      recipes: [{ file: 'receitas/x.json', status: 'created', error: null }],
    });
  });
});

/** The origin the export wrote its absolute URLs with (PUBLIC_URL). */
function originOf(markup: { url: string }): string {
  return new URL(markup.url).origin;
}
