import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createCache } from '../../../lib/apollo';
import { ImageUploadError, uploadImage } from '../../../lib/upload-image';
import type { DashboardEbook } from './ebooks-operations';
import { EbookFormDialog } from './EbookFormDialog';
import { pickerRecipe, pickerServerMocks } from '../components/recipe-picker-mocks';
import { CreateEbookMutation, DashboardEbookQuery, UpdateEbookMutation } from './ebooks-operations';

jest.mock('../../../lib/upload-image', () => ({
  ...jest.requireActual('../../../lib/upload-image'),
  uploadImage: jest.fn(),
}));
const upload = uploadImage as jest.MockedFunction<typeof uploadImage>;

const image = (name: string) => ({
  small: `/uploads/${name}-s.webp`,
  medium: `/uploads/${name}-m.webp`,
  original: `/uploads/${name}.webp`,
});
const RECIPES = [
  pickerRecipe(1, 'Brigadeiro Tradicional', 'O docinho de festa mais amado do Brasil.'),
  pickerRecipe(2, 'Pão de Queijo Mineiro', 'Crocante por fora, macio por dentro.'),
  pickerRecipe(3, 'Quindim', 'Gema, açúcar e coco.', 'DRAFT'),
  pickerRecipe(4, 'Bolo de Fubá', 'Fofinho, para o café da tarde.'),
];
/** The texts the picker searched the server for. */
let searches: string[] = [];
const saved = (id: number) => ({
  __typename: 'EBook' as const,
  id,
  title: 'Doces de Vó',
  author: 'Marina',
  price: 29.9,
  publicationDate: '2026-12-24',
  externalUrl: 'https://loja.example/doces',
  verticalCoverImageUrl: { __typename: 'ImageSet' as const, ...image('v') },
  horizontalCoverImageUrl: { __typename: 'ImageSet' as const, ...image('h') },
  recipeIds: [2, 1],
  version: 4,
});
const newInput = {
  title: 'Doces de Vó',
  author: 'Marina',
  price: 29.9,
  publicationDate: '2026-12-24',
  externalUrl: 'https://loja.example/doces',
  verticalCoverImageUrl: image('v'),
  horizontalCoverImageUrl: image('h'),
  recipeIds: [2, 1],
};
const createMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CreateEbookMutation, variables: { input: newInput } },
  result,
});

const stored: DashboardEbook = { ...saved(7), recipeIds: [1] };

function renderDialog(mocks: MockLink.MockedResponse[], ebook: DashboardEbook | null = null) {
  const onSaved = jest.fn(() => Promise.resolve());
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[...pickerServerMocks(RECIPES, searches), ...mocks]} cache={createCache()}>
      <EbookFormDialog open ebook={ebook} onClose={onClose} onSaved={onSaved} />
    </MockedProvider>,
  );
  return { onSaved, onClose };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** Fills every field of a new e-book (untrimmed text) and picks two recipes, Pão de Queijo first. */
async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(screen.getByRole('dialog', { name: 'Criar Novo E-book' }));
  // Pasted rather than typed key by key: the same change events, a fraction of the time on a busy machine.
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await paste(dialog.getByRole('textbox', { name: /^Título/ }), '  Doces de Vó ');
  await paste(dialog.getByRole('textbox', { name: /^Autor/ }), 'Marina  ');
  await paste(dialog.getByRole('textbox', { name: /^Preço/ }), '29,90');
  await user.type(dialog.getByLabelText('Data de Publicação'), '2026-12-24');
  await paste(dialog.getByRole('textbox', { name: /^URL Externa/ }), 'https://loja.example/doces');
  await user.upload(dialog.getByTestId(/-vertical-file$/), png('vertical.png'));
  await user.upload(dialog.getByTestId(/-horizontal-file$/), png('horizontal.png'));
  await dialog.findByRole('img', { name: 'Pré-visualização: Imagem Horizontal da Capa' });
  const picker = dialog.getByRole('combobox', { name: 'Receitas neste e-book' });
  await user.type(picker, 'queijo');
  await user.click(await screen.findByRole('option', { name: 'Pão de Queijo Mineiro' }));
  await user.type(picker, 'brig');
  await user.click(await screen.findByRole('option', { name: 'Brigadeiro Tradicional' }));
  return dialog;
}

beforeEach(() => {
  searches = [];
});
afterEach(() => upload.mockReset());

describe('e-book form', () => {
  it('uploads the vertical cover, then the horizontal one, then creates the e-book; reloads, then closes', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    upload.mockImplementation(async (file) => {
      order.push(file.name);
      return file.name === 'vertical.png' ? image('v') : image('h');
    });
    const { onSaved, onClose } = renderDialog([createMock({ data: { createEbook: saved(9) } })]);
    const dialog = await fillNew(user);
    expect(dialog.getByRole('button', { name: '1. Pão de Queijo Mineiro' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '2. Brigadeiro Tradicional' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Criar E-book' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual(['vertical.png', 'horizontal.png']);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.invocationCallOrder[0]).toBeLessThan(onClose.mock.invocationCallOrder[0]);
  });

  it('stops at a failed vertical upload with its message, keeping everything typed', async () => {
    const user = userEvent.setup();
    upload.mockRejectedValueOnce(new ImageUploadError('Arquivo corrompido.', 'server'));
    const { onClose } = renderDialog([]);
    const dialog = await fillNew(user);
    await user.click(dialog.getByRole('button', { name: 'Criar E-book' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao fazer upload da imagem vertical');
    expect(alert).toHaveTextContent('Arquivo corrompido.');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: /^Título/ })).toHaveValue('  Doces de Vó ');
    expect(dialog.getByRole('button', { name: 'Criar E-book' })).toBeEnabled();
  });

  it('after a failed horizontal upload, a retry sends only what is still missing', async () => {
    const user = userEvent.setup();
    upload
      .mockResolvedValueOnce(image('v'))
      .mockRejectedValueOnce(new ImageUploadError('', 'network'))
      .mockResolvedValueOnce(image('h'));
    const { onClose } = renderDialog([createMock({ data: { createEbook: saved(9) } })]);
    const dialog = await fillNew(user);
    await user.click(dialog.getByRole('button', { name: 'Criar E-book' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao fazer upload da imagem horizontal');
    await user.click(dialog.getByRole('button', { name: 'Criar E-book' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['vertical.png', 'horizontal.png', 'horizontal.png']);
  });

  it("shows the spec's create error with the server's reason", async () => {
    const user = userEvent.setup();
    upload.mockImplementation(async (file) => (file.name === 'vertical.png' ? image('v') : image('h')));
    const refused = new GraphQLError('O preço deve ter no máximo duas casas decimais e ser menor que R$ 100.000,00.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'price' },
    });
    const { onClose } = renderDialog([createMock({ errors: [refused] })]);
    const dialog = await fillNew(user);
    await user.click(dialog.getByRole('button', { name: 'Criar E-book' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao criar e-book. Tente novamente.');
    expect(alert).toHaveTextContent('O preço deve ter no máximo duas casas decimais');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an e-book keeping its current covers (no upload) and its recipes', async () => {
    const user = userEvent.setup();
    const input = {
      ...newInput,
      price: 35,
      verticalCoverImageUrl: image('v'),
      horizontalCoverImageUrl: image('h'),
      recipeIds: [1],
    };
    const { onClose } = renderDialog(
      [
        {
          request: { query: UpdateEbookMutation, variables: { id: 7, input, expectedVersion: 4 } },
          result: { data: { updateEbook: { ...saved(7), price: 35 } } },
        },
      ],
      stored,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Editar E-book' }));
    expect(dialog.getByRole('textbox', { name: /^Título/ })).toHaveValue('Doces de Vó');
    expect(await dialog.findByRole('button', { name: '1. Brigadeiro Tradicional' })).toBeInTheDocument();
    const price = dialog.getByRole('textbox', { name: /^Preço/ });
    expect(price).toHaveValue('29,90');
    await user.clear(price);
    await user.type(price, '35');
    // Ctrl+S saves, as the button does
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload).not.toHaveBeenCalled();
  });

  it('puts the fields saved elsewhere since the form opened to her, then saves her choices on the newer version', async () => {
    const user = userEvent.setup();
    const stale = 'Este e-book foi alterado em outra aba ou por outra pessoa depois que você começou a editar.';
    // in another tab: a new title, version 5; here: a new price, on version 4
    const theirs = { ...stored, title: 'Doces de Vó: edição de Natal', version: 5 };
    const merged = { ...newInput, title: theirs.title, price: 35, recipeIds: [1] };
    const { onClose } = renderDialog(
      [
        {
          request: {
            query: UpdateEbookMutation,
            variables: (vars: { expectedVersion: number }) => vars.expectedVersion === 4,
          },
          result: { errors: [new GraphQLError(stale, { extensions: { code: 'CONFLICT', currentVersion: 5 } })] },
        },
        { request: { query: DashboardEbookQuery, variables: { id: 7 } }, result: { data: { adminEbook: theirs } } },
        {
          request: { query: UpdateEbookMutation, variables: { id: 7, input: merged, expectedVersion: 5 } },
          result: { data: { updateEbook: { ...theirs, price: 35, version: 6 } } },
        },
      ],
      stored,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Editar E-book' }));
    const price = dialog.getByRole('textbox', { name: /^Preço/ });
    await user.clear(price);
    await user.type(price, '35');
    await user.click(dialog.getByRole('button', { name: 'Atualizar E-book' }));

    const question = await screen.findByRole('alertdialog', { name: 'O e-book mudou enquanto você editava' });
    // only the title changed on the site; her price is not in question
    const title = await within(question).findByRole('listitem', { name: 'Título' });
    expect(within(question).getAllByRole('listitem')).toHaveLength(1);
    expect(title).toHaveTextContent('Doces de Vó: edição de Natal');
    expect(within(title).getByRole('radio', { name: 'Usar as do servidor' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('searches the recipes on the server as the admin types, and shows the chosen ones by title, drafts too', async () => {
    const user = userEvent.setup();
    renderDialog([], { ...stored, recipeIds: [3, 1] });
    const dialog = within(screen.getByRole('dialog', { name: 'Editar E-book' }));
    // A draft is not among the public recipes: it is read by id, and keeps its place.
    expect(await dialog.findByRole('button', { name: '1. Quindim' })).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: '2. Brigadeiro Tradicional' })).toBeInTheDocument();

    const picker = dialog.getByRole('combobox', { name: 'Receitas neste e-book' });
    await user.type(picker, 'crocante');
    // The description matched on the server; the option is named by its title.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Pão de Queijo Mineiro'),
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Pão de Queijo Mineiro' }));
    expect(dialog.getByRole('button', { name: '3. Pão de Queijo Mineiro' })).toBeInTheDocument();
    expect(searches).toContain('crocante');
    // Typing settles before the server is asked: not a call per key.
    expect(searches).not.toContain('c');
  });

  it('marks a draft among the options and offers no chosen recipe twice', async () => {
    const user = userEvent.setup();
    renderDialog([], stored);
    const dialog = within(screen.getByRole('dialog', { name: 'Editar E-book' }));
    await dialog.findByRole('button', { name: '1. Brigadeiro Tradicional' });
    await user.click(dialog.getByRole('combobox', { name: 'Receitas neste e-book' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(within(listbox).getByRole('option', { name: 'Quindim Rascunho' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Brigadeiro Tradicional' })).not.toBeInTheDocument();
  });

  it('asks before throwing away what was typed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog([]);
    const dialog = within(screen.getByRole('dialog', { name: 'Criar Novo E-book' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();
    await user.type(dialog.getByRole('textbox', { name: /^Título/ }), 'Doces');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Título/ })).toHaveValue('Doces'));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
