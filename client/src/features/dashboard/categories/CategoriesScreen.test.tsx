import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { ImageUploadError, uploadImage } from '../../../lib/upload-image';
import { CategoriesScreen } from './CategoriesScreen';
import { DeletionImpactQuery } from '../trash/trash-operations';
import {
  CreateCategoryMutation,
  DashboardCategoriesQuery,
  DashboardCravingsQuery,
  DashboardOccasionsQuery,
  DeleteCategoryMutation,
  UpdateCategoryMutation,
  UpdateCravingMutation,
} from './taxonomy-operations';

jest.mock('../../../lib/upload-image', () => ({
  ...jest.requireActual('../../../lib/upload-image'),
  uploadImage: jest.fn(),
}));
const upload = uploadImage as jest.MockedFunction<typeof uploadImage>;

/** Wide enough for the real table (DataTable switches at 800 px). */
function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
beforeEach(() => setWidth(1280));
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
  upload.mockReset();
});

const image = (small: string | null) =>
  small ? { __typename: 'ImageSet' as const, small, medium: small.replace('small', 'medium') } : null;
const category = (categoryId: number, name: string, description: string | null, small: string | null = null) => ({
  __typename: 'Category' as const,
  categoryId,
  name,
  description,
  createdAt: '2026-03-05T12:00:00.000Z',
  imageUrl: image(small),
  version: 3,
});
const doces = category(1, 'Doces', 'Bolos, pudins e sobremesas', '/uploads/doces-small.webp');
const paes = category(2, 'Pães', null);
const chocolate = {
  __typename: 'Craving' as const,
  id: 7,
  name: 'Chocolate',
  description: 'Para os chocólatras',
  createdAt: '2026-04-01T12:00:00.000Z',
  imageUrl: null,
};

const categoriesMock = (list: object[]): MockLink.MockedResponse => ({
  request: { query: DashboardCategoriesQuery },
  result: { data: { categories: list } },
});
const cravingsMock = (list: object[]): MockLink.MockedResponse => ({
  request: { query: DashboardCravingsQuery },
  result: { data: { cravings: list } },
});
const occasionsMock: MockLink.MockedResponse = {
  request: { query: DashboardOccasionsQuery },
  result: {
    data: { occasions: [{ __typename: 'Occasion', id: 3, name: 'Natal', createdAt: '2026-05-01T12:00:00.000Z' }] },
  },
};
const failure = (code: string, message: string, field?: string) => ({
  errors: [new GraphQLError(message, { extensions: field ? { code, field } : { code } })],
});

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderScreen(mocks: MockLink.MockedResponse[], entry = '/dashboard/categories') {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={[entry]}>
        <CategoriesScreen />
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

/** Where the site shows what is about to be deleted. */
const impactMock = (labels: string[]): MockLink.MockedResponse => ({
  request: { query: DeletionImpactQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { deletionImpact: labels.map((label) => ({ __typename: 'ContentReference', label })) } },
});

describe('categories screen', () => {
  it('lists the categories with image, name, description and date, and searches name or description', async () => {
    renderScreen([categoriesMock([doces, paes])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciamento de Categorias' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Categorias' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rowNames()).toEqual(['Doces', 'Pães']));
    const table = within(screen.getByRole('table', { name: 'Categorias' }));
    expect(table.getByRole('img', { name: 'Doces' })).toHaveAttribute('src', '/uploads/doces-small.webp');
    expect(table.getByText('Bolos, pudins e sobremesas')).toBeInTheDocument();
    expect(table.getAllByText('05/03/2026')).toHaveLength(2);
    expect(screen.getByText('2 categorias')).toBeInTheDocument();

    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar categorias' });
    await user.type(search, 'PUDINS');
    expect(rowNames()).toEqual(['Doces']);
    expect(screen.getByText('1 de 2 categorias')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'pães');
    expect(rowNames()).toEqual(['Pães']);
    await user.clear(search);
    await user.type(search, 'lasanha');
    expect(screen.getByRole('heading', { name: 'Nenhuma categoria encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(rowNames()).toEqual(['Doces', 'Pães']);
  });

  it('invites to create the first category, and says when the list cannot be loaded', async () => {
    const { unmount } = renderScreen([categoriesMock([])]);
    expect(await screen.findByRole('heading', { name: 'Nenhuma categoria encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Comece criando sua primeira categoria.')).toBeInTheDocument();
    unmount();
    renderScreen([
      { request: { query: DashboardCategoriesQuery }, result: failure('SERVICE_UNAVAILABLE', 'Fora do ar') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar categorias. Tente novamente.');
  });

  it('creates a category: the name is required in the form, a taken name keeps what was typed, success reloads', async () => {
    let reloaded = false;
    const created = category(5, 'Bolos', 'Fofinhos', '/uploads/bolo-small.webp');
    renderScreen([
      categoriesMock([doces]),
      {
        request: {
          query: CreateCategoryMutation,
          variables: { input: { name: 'Doces', description: 'Fofinhos', imageUrl: null } },
        },
        result: failure('CONFLICT', 'Já existe uma categoria chamada "Doces".'),
      },
      {
        request: {
          query: CreateCategoryMutation,
          variables: {
            input: {
              name: 'Bolos',
              description: 'Fofinhos',
              imageUrl: { small: '/uploads/bolo-small.webp', medium: '/uploads/bolo-medium.webp' },
            },
          },
        },
        result: { data: { createCategory: { __typename: 'Category', categoryId: 5, name: 'Bolos' } } },
      },
      {
        request: { query: DashboardCategoriesQuery },
        result: () => {
          reloaded = true;
          return { data: { categories: [doces, created] } };
        },
      },
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Doces']));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova Categoria' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Criar Nova Categoria' }));

    await user.type(dialog.getByRole('textbox', { name: 'Descrição' }), 'Fofinhos');
    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Criar Categoria' }));
    expect(dialog.getByText('Nome da categoria é obrigatório')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveFocus();

    await user.clear(dialog.getByRole('textbox', { name: /^Nome/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Doces');
    await user.click(dialog.getByRole('button', { name: 'Criar Categoria' }));
    expect(await dialog.findByText('Erro ao criar categoria. Tente novamente.')).toBeInTheDocument();
    expect(dialog.getByText('Já existe uma categoria chamada "Doces".')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Fofinhos');

    upload.mockResolvedValue({
      small: '/uploads/bolo-small.webp',
      medium: '/uploads/bolo-medium.webp',
      original: '/uploads/bolo-original.webp',
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'bolo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('term-image-file'), file);
    expect(await dialog.findByRole('img', { name: 'Pré-visualização: Imagem da categoria' })).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled(); // sent on save only
    await user.clear(dialog.getByRole('textbox', { name: /^Nome/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), ' Bolos ');
    await user.click(dialog.getByRole('button', { name: 'Criar Categoria' }));
    expect(await screen.findByText('Categoria "Bolos" criada.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file);
    expect(reloaded).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Doces', 'Bolos']);
  });

  it('refuses a file that is not an image, and keeps the form when the upload fails', async () => {
    renderScreen([categoriesMock([doces])]);
    await waitFor(() => expect(rowNames()).toEqual(['Doces']));
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Editar Doces' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Categoria' }));
    expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Doces');
    expect(dialog.getByRole('img', { name: 'Pré-visualização: Imagem da categoria' })).toHaveAttribute(
      'src',
      '/uploads/doces-medium.webp',
    );

    await user.upload(
      screen.getByTestId('term-image-file'),
      new File(['%PDF'], 'receita.pdf', { type: 'application/pdf' }),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent('Escolha um arquivo de imagem');

    upload.mockRejectedValue(new ImageUploadError('', 'network'));
    await user.upload(
      screen.getByTestId('term-image-file'),
      new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Atualizar Categoria' }));
    expect(await dialog.findByText('Erro ao fazer upload da imagem')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Doces');
    expect(dialog.getByRole('button', { name: 'Atualizar Categoria' })).toBeEnabled();
  });

  it('puts a category saved elsewhere since the list loaded to her, field by field, and saves her choice', async () => {
    const stale = 'Esta categoria foi alterada em outra aba ou por outra pessoa depois que você começou a editar.';
    // in another tab: a description, version 4; here: a new name, on version 3
    const theirs = { ...paes, description: 'Fermentação natural.', version: 4 };
    renderScreen([
      categoriesMock([doces, paes]),
      {
        request: {
          query: UpdateCategoryMutation,
          variables: (vars: { id: number; expectedVersion: number }) => vars.id === 2 && vars.expectedVersion === 3,
        },
        result: { errors: [new GraphQLError(stale, { extensions: { code: 'CONFLICT', currentVersion: 4 } })] },
      },
      categoriesMock([doces, theirs]),
      {
        request: {
          query: UpdateCategoryMutation,
          variables: (vars: {
            id: number;
            expectedVersion: number;
            input: { name: string; description: string | null };
          }) =>
            vars.id === 2 &&
            vars.expectedVersion === 4 &&
            vars.input.name === 'Pães caseiros' &&
            vars.input.description === null,
        },
        result: { data: { updateCategory: { ...theirs, name: 'Pães caseiros', description: null, version: 5 } } },
      },
      categoriesMock([doces, { ...theirs, name: 'Pães caseiros', description: null, version: 5 }]),
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Doces', 'Pães']));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Pães' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Categoria' }));
    const name = dialog.getByRole('textbox', { name: /^Nome/ });
    await user.clear(name);
    await user.type(name, 'Pães caseiros');
    await user.click(dialog.getByRole('button', { name: 'Atualizar Categoria' }));

    const question = await screen.findByRole('alertdialog', { name: 'A categoria mudou enquanto você editava' });
    const description = await within(question).findByRole('listitem', { name: 'Descrição' });
    expect(within(question).getAllByRole('listitem')).toHaveLength(1);
    expect(description).toHaveTextContent('Fermentação natural.');
    // she keeps the description as she had it (empty)
    await user.click(within(description).getByRole('radio', { name: 'Manter as minhas' }));
    await user.click(within(question).getByRole('button', { name: 'Salvar com estas escolhas' }));
    expect(await screen.findByText(/Pães caseiros/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Categoria' })).not.toBeInTheDocument());
  });

  it('asks before deleting, in the page, then reloads the list', async () => {
    renderScreen([
      categoriesMock([doces, paes]),
      {
        request: { query: DeleteCategoryMutation, variables: { id: 2 } },
        result: { data: { deleteCategory: true } },
      },
      categoriesMock([doces]),
      impactMock([]),
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Doces', 'Pães']));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir Pães' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Excluir categoria' }));
    expect(confirm.getByText('Tem certeza que deseja excluir a categoria "Pães"?')).toBeInTheDocument();
    expect(confirm.getByText('Fica na lixeira por 30 dias e pode ser restaurado de lá.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(rowNames()).toEqual(['Doces']));
    expect(screen.getByText('Categoria "Pães" movida para a lixeira.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
  });

  it('keeps the tab in the URL: cravings are renamed on theirs, occasions open from the link', async () => {
    renderScreen([
      categoriesMock([doces]),
      cravingsMock([chocolate]),
      {
        request: {
          query: UpdateCravingMutation,
          variables: { id: 7, input: { name: 'Cacau', description: 'Para os chocólatras', imageUrl: null } },
        },
        result: { data: { updateCraving: { __typename: 'Craving', id: 7, name: 'Cacau' } } },
      },
      cravingsMock([{ ...chocolate, name: 'Cacau' }]),
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Doces']));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Vontades' }));
    expect(location).toBe('/dashboard/categories?aba=vontades');
    await waitFor(() => expect(rowNames()).toEqual(['Chocolate']));
    expect(screen.getByRole('button', { name: 'Nova Vontade' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Chocolate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Vontade' }));
    await user.clear(dialog.getByRole('textbox', { name: /^Nome/ }));
    await user.click(dialog.getByRole('button', { name: 'Atualizar Vontade' }));
    expect(dialog.getByText('Nome da vontade é obrigatório')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Cacau');
    await user.click(dialog.getByRole('button', { name: 'Atualizar Vontade' }));
    await waitFor(() => expect(rowNames()).toEqual(['Cacau']));
  });

  it('opens the occasions tab from ?aba=ocasioes, with only the name', async () => {
    renderScreen([occasionsMock], '/dashboard/categories?aba=ocasioes');
    expect(screen.getByRole('tab', { name: 'Ocasiões' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Natal')).toBeInTheDocument());
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'Data de criação', 'Ações']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova Ocasião' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Criar Nova Ocasião' }));
    expect(dialog.queryByRole('textbox', { name: 'Descrição' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Criar Ocasião' })).toBeInTheDocument();
  });
});
