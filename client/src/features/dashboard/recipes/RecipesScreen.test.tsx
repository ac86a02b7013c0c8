import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { RecipesScreen } from './RecipesScreen';
import {
  DashboardBulkRecipesMutation,
  DashboardDeleteRecipeMutation,
  DashboardRecipeQuery,
  DashboardRecipesQuery,
} from './recipes-operations';
import { DeletionImpactQuery, RestoreFromTrashMutation } from '../trash/trash-operations';

// The real form is another part of the dashboard: here it only answers "saved".
jest.mock('./RecipeFormDialog', () => ({
  RecipeFormDialog: ({
    open,
    recipeId,
    onSaved,
  }: {
    open: boolean;
    recipeId: number | null;
    onSaved: (recipe: { recipeId: number; title: string }, mode: 'create' | 'update') => void;
  }) =>
    open ? (
      <div role="dialog" aria-label={recipeId === null ? 'Criar receita' : `Editar receita ${recipeId}`}>
        <button
          type="button"
          onClick={() =>
            onSaved(
              recipeId === null ? { recipeId: 4, title: 'Quindim' } : { recipeId, title: 'Pão de Queijo da Vó' },
              recipeId === null ? 'create' : 'update',
            )
          }
        >
          Salvar
        </button>
      </div>
    ) : null,
}));

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const recipe = (fields: {
  recipeId: number;
  title: string;
  description: string;
  author: string;
  datePublished: string;
  cookTime?: string | null;
  cuisine?: string | null;
  difficulty?: string;
  status?: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
}) => ({
  __typename: 'Recipe' as const,
  status: Date.parse(fields.datePublished) > Date.now() ? 'SCHEDULED' : 'PUBLISHED',
  cookTime: null,
  prepTime: null,
  servings: '12 porções',
  cuisine: null,
  difficulty: 'EASY',
  category: [{ __typename: 'Category' as const, categoryId: 1 }],
  imageUrl: {
    __typename: 'ImageSet' as const,
    small: null,
    medium: `/uploads/${fields.recipeId}.webp`,
    original: null,
    crops: null,
  },
  ...fields,
});

const brigadeiro = recipe({
  recipeId: 1,
  title: 'Brigadeiro Tradicional',
  description: 'O docinho de festa mais amado do Brasil.',
  author: 'Marina Duarte',
  datePublished: inDays(-30),
  cookTime: 'PT1H30M',
  cuisine: 'Brasileira',
});
const paoDeQueijo = recipe({
  recipeId: 2,
  title: 'Pão de Queijo Mineiro',
  description: 'Crocante por fora, macio por dentro.',
  author: 'Conceição Alves',
  datePublished: inDays(-10),
  difficulty: 'MEDIUM',
});
const panettone = recipe({
  recipeId: 3,
  title: 'Panetone Caseiro',
  description: 'Para o Natal.',
  author: 'Marina Duarte',
  datePublished: inDays(7),
  difficulty: 'HARD',
});
const quindim = recipe({
  recipeId: 4,
  title: 'Quindim',
  description: 'Gema, açúcar e coco.',
  author: 'Marina Duarte',
  datePublished: inDays(-1),
});

type FakeRecipe = ReturnType<typeof recipe>;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const STATUS_ORDER: Record<string, number> = { DRAFT: 0, SCHEDULED: 1, PUBLISHED: 2 };

/**
 * The server's dashboardRecipes over `catalogue` (newest first as given): text (every word in the title, the
 * description or the author), status, sort, page and the counts of each status; `asked` records each call's variables.
 * bulkRecipes changes the catalogue, so the next answer shows it.
 */
function fakeServer(initial: FakeRecipe[]) {
  let catalogue = [...initial];
  const asked: Array<{ criteria: Record<string, string>; page: { page: number; size: number } }> = [];
  const list: MockLink.MockedResponse = {
    request: { query: DashboardRecipesQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      asked.push(variables as (typeof asked)[number]);
      const { criteria = {}, page = { page: 0, size: 24 } } = variables;
      const words = fold(criteria.text ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const matching = catalogue.filter((r) =>
        words.every((word) => fold(`${r.title} ${r.description} ${r.author}`).includes(word)),
      );
      const shown = matching.filter((r) => !criteria.status || r.status === criteria.status);
      if (criteria.sort === 'TITLE') shown.sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
      if (criteria.sort === 'STATUS') shown.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
      const count = (status: string) => matching.filter((r) => r.status === status).length;
      return {
        data: {
          dashboardRecipes: {
            __typename: 'DashboardRecipePage',
            content: shown.slice(page.page * page.size, (page.page + 1) * page.size),
            page: page.page,
            totalElements: shown.length,
            totalPages: Math.ceil(shown.length / page.size),
            counts: {
              __typename: 'RecipeStatusCounts',
              published: count('PUBLISHED'),
              scheduled: count('SCHEDULED'),
              drafts: count('DRAFT'),
            },
          },
        },
      };
    },
  };
  const bulk: MockLink.MockedResponse = {
    request: { query: DashboardBulkRecipesMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ ids, action }) => {
      const chosen = catalogue.filter((r) => ids.includes(r.recipeId));
      if (action === 'DELETE') catalogue = catalogue.filter((r) => !ids.includes(r.recipeId));
      else {
        const status = action === 'PUBLISH' ? 'PUBLISHED' : 'DRAFT';
        catalogue = catalogue.map((r) => (ids.includes(r.recipeId) ? { ...r, status } : r));
      }
      return { data: { bulkRecipes: chosen.length } };
    },
  };
  return {
    mocks: [list, bulk],
    asked,
    set: (next: FakeRecipe[]) => {
      catalogue = next;
    },
  };
}

const listFailure: MockLink.MockedResponse = {
  request: { query: DashboardRecipesQuery, variables: () => true },
  result: { errors: [new GraphQLError('Serviço indisponível', { extensions: { code: 'SERVICE_UNAVAILABLE' } })] },
};
const deleteMock = (id: number, ok: boolean): MockLink.MockedResponse => ({
  request: { query: DashboardDeleteRecipeMutation, variables: { id } },
  result: ok
    ? { data: { deleteRecipe: true } }
    : { errors: [new GraphQLError('Erro interno', { extensions: { code: 'INTERNAL' } })] },
});

/** Where the site shows the recipes about to be deleted (the featured list, for the first one asked about). */
const impactMock = (labels: string[]): MockLink.MockedResponse => ({
  request: { query: DeletionImpactQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      deletionImpact: labels.map((label) => ({ __typename: 'ContentReference', label })),
    },
  },
});

/** The URL's query, as the screen keeps it. */
let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function renderScreen(mocks: MockLink.MockedResponse[], url = '/dashboard/recipes') {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={[url]}>
        <RecipesScreen />
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Receitas' })).getAllByRole('listitem');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const statusFilter = () => within(screen.getByRole('group', { name: 'Filtrar por status' }));

/** A catalogue of `count` published recipes, Receita 1 the newest. */
const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    recipe({
      recipeId: 100 + i,
      title: `Receita ${i + 1}`,
      description: 'Uma receita da casa.',
      author: 'Marina Duarte',
      datePublished: inDays(-i - 1),
    }),
  );

configure({ asyncUtilTimeout: 3000 });
jest.setTimeout(30000);

describe('recipes screen', () => {
  it('shows a page of recipes, scheduled ones included, as cards with their details and actions', async () => {
    const server = fakeServer([panettone, paoDeQueijo, brigadeiro]);
    renderScreen(server.mocks);
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciamento de Recipes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Receitas' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(titles()).toEqual(['Panetone Caseiro', 'Pão de Queijo Mineiro', 'Brigadeiro Tradicional']),
    );
    expect(screen.getByText('3 receitas')).toBeInTheDocument();
    // One page of 24, newest first, every status: the card's fields only.
    expect(server.asked[0]).toEqual({ criteria: { sort: 'NEWEST' }, page: { page: 0, size: 24 } });

    const [scheduled, , published] = cards();
    const card = within(published);
    expect(card.getByText('O docinho de festa mais amado do Brasil.')).toBeInTheDocument();
    expect(card.getByText('Fácil')).toBeInTheDocument();
    expect(card.getByText('Brasileira')).toBeInTheDocument();
    expect(card.getByText('Por Marina Duarte')).toBeInTheDocument();
    expect(card.getByText('1 hora e 30 minutos')).toBeInTheDocument();
    expect(card.getByText('Publicada')).toBeInTheDocument();
    const view = card.getByRole('link', { name: 'Ver no site: Brigadeiro Tradicional (abre em nova aba)' });
    expect(view).toHaveAttribute('href', '/recipes/1');
    expect(view).toHaveAttribute('target', '_blank');
    expect(card.getByRole('button', { name: 'Editar: Brigadeiro Tradicional' })).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Selecionar: Brigadeiro Tradicional' })).not.toBeChecked();
    // the SEO dot: its description is under the 50 characters a search result wants
    expect(card.getByRole('img', { name: 'SEO: 1 item a revisar' })).toBeInTheDocument();
    // no time at all either
    expect(within(scheduled).getByRole('img', { name: 'SEO: 2 itens a revisar' })).toBeInTheDocument();

    expect(
      within(scheduled).getByText(/^Agendada para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)$/),
    ).toBeInTheDocument();
    expect(within(scheduled).getByText('Difícil')).toBeInTheDocument();
    expect(within(scheduled).getByRole('link', { name: 'Pré-visualizar: Panetone Caseiro' })).toHaveAttribute(
      'href',
      '/preview/recipes/3',
    );
    expect(within(scheduled).queryByRole('link', { name: /Ver no site/ })).not.toBeInTheDocument();
  });

  it('searches on the server by title, description or author once typing pauses, ranked by relevance', async () => {
    const server = fakeServer([panettone, paoDeQueijo, brigadeiro]);
    renderScreen(server.mocks);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Buscar receitas' });
    expect(box).toHaveAttribute('placeholder', 'Buscar por título, descrição ou autor...');

    await user.type(box, 'conceicao');
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo Mineiro']));
    expect(screen.getByText('1 receita')).toBeInTheDocument();
    // One call for the settled text, not one per key; the URL keeps it.
    expect(server.asked.map((v) => v.criteria.text).filter(Boolean)).toEqual(['conceicao']);
    expect(server.asked.at(-1)?.criteria.sort).toBe('RELEVANCE');
    await waitFor(() => expect(search).toBe('?q=conceicao'));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Mais relevantes');

    await user.clear(box);
    await user.type(box, 'marina');
    await waitFor(() => expect(titles()).toEqual(['Panetone Caseiro', 'Brigadeiro Tradicional']));

    await user.clear(box);
    await user.type(box, 'lasanha');
    expect(await screen.findByRole('heading', { name: 'Nenhuma receita corresponde à busca' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtro' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await waitFor(() => expect(search).toBe(''));
  });

  it('filters by status on the server, each choice showing how many match the search', async () => {
    const draft = recipe({
      recipeId: 5,
      title: 'Pavê de Natal',
      description: 'Ainda em teste.',
      author: 'Marina Duarte',
      datePublished: inDays(-2),
      status: 'DRAFT',
    });
    const server = fakeServer([panettone, draft, paoDeQueijo, brigadeiro]);
    renderScreen(server.mocks);
    await waitFor(() => expect(cards()).toHaveLength(4));
    const user = userEvent.setup();
    const filter = statusFilter();
    expect(filter.getByRole('button', { name: 'Todas: 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(filter.getByRole('button', { name: 'Publicadas: 2' })).toBeInTheDocument();
    expect(filter.getByRole('button', { name: 'Agendadas: 1' })).toBeInTheDocument();
    expect(filter.getByRole('button', { name: 'Rascunhos: 1' })).toBeInTheDocument();

    await user.click(filter.getByRole('button', { name: /^Agendadas/ }));
    await waitFor(() => expect(titles()).toEqual(['Panetone Caseiro']));
    expect(server.asked.at(-1)?.criteria).toEqual({ status: 'SCHEDULED', sort: 'NEWEST' });
    await waitFor(() => expect(search).toBe('?status=SCHEDULED'));
    await user.click(filter.getByRole('button', { name: /^Publicadas/ }));
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo Mineiro', 'Brigadeiro Tradicional']));
    // Clicking the chosen filter again keeps it (the filter never goes blank).
    await user.click(filter.getByRole('button', { name: /^Publicadas/ }));
    expect(filter.getByRole('button', { name: /^Publicadas/ })).toHaveAttribute('aria-pressed', 'true');

    // The counts follow the search.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar receitas' }), 'marina');
    await waitFor(() => expect(filter.getByRole('button', { name: 'Todas: 3' })).toBeInTheDocument());
    expect(filter.getByRole('button', { name: 'Publicadas: 1' })).toBeInTheDocument();
    expect(filter.getByRole('button', { name: 'Rascunhos: 1' })).toBeInTheDocument();
    expect(titles()).toEqual(['Brigadeiro Tradicional']);

    await user.click(filter.getByRole('button', { name: /^Rascunhos/ }));
    await waitFor(() => expect(titles()).toEqual(['Pavê de Natal']));
  });

  it('sorts by title, most viewed or status; relevance is offered only while searching', async () => {
    const server = fakeServer([panettone, paoDeQueijo, brigadeiro]);
    renderScreen(server.mocks);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    const choices = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(['Mais recentes', 'Título (A–Z)', 'Mais vistas', 'Status']);
    await user.click(screen.getByRole('option', { name: 'Título (A–Z)' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Brigadeiro Tradicional', 'Panetone Caseiro', 'Pão de Queijo Mineiro']),
    );
    expect(server.asked.at(-1)?.criteria).toEqual({ sort: 'TITLE' });
    await waitFor(() => expect(search).toBe('?sort=TITLE'));
  });

  it('pages through the catalogue 24 at a time, and the URL restores the page, the search and the filter', async () => {
    const server = fakeServer(many(30));
    const { unmount } = renderScreen(server.mocks);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('30 receitas')).toBeInTheDocument();
    const user = userEvent.setup();
    const pages = within(screen.getByRole('navigation', { name: 'Páginas de receitas' }));
    expect(pages.getByRole('button', { name: 'Página 1, página atual' })).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Receita 25', 'Receita 26', 'Receita 27', 'Receita 28', 'Receita 29', 'Receita 30']),
    );
    expect(server.asked.at(-1)?.page).toEqual({ page: 1, size: 24 });
    await waitFor(() => expect(search).toBe('?page=2'));
    unmount();

    // A reload of a page of a search with a filter.
    const reloaded = fakeServer(many(30));
    renderScreen(reloaded.mocks, '/dashboard/recipes?q=receita&status=PUBLISHED&sort=TITLE&page=2');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(reloaded.asked[0]).toEqual({
      criteria: { text: 'receita', status: 'PUBLISHED', sort: 'TITLE' },
      page: { page: 1, size: 24 },
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar receitas' })).toHaveValue('receita');
    expect(statusFilter().getByRole('button', { name: /^Publicadas/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('selects drafts and publishes them in one go, after a confirmation; the counts follow', async () => {
    const drafts = [6, 7, 8].map((id) =>
      recipe({
        recipeId: id,
        title: `Rascunho ${id}`,
        description: 'A terminar.',
        author: 'Marina Duarte',
        datePublished: inDays(-id),
        status: 'DRAFT',
      }),
    );
    const server = fakeServer([...drafts, brigadeiro]);
    renderScreen(server.mocks, '/dashboard/recipes?status=DRAFT');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Ações para as receitas selecionadas' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar: Rascunho 6' }));
    const bar = within(screen.getByRole('region', { name: 'Ações para as receitas selecionadas' }));
    expect(bar.getByText('1 selecionada')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Selecionar todas desta página' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(bar.getByText('3 selecionadas')).toBeInTheDocument();

    // Cancelled: nothing changes.
    await user.click(bar.getByRole('button', { name: 'Publicar selecionadas' }));
    let question = within(await screen.findByRole('alertdialog', { name: 'Publicar 3 receitas?' }));
    await user.click(question.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(3);

    await user.click(bar.getByRole('button', { name: 'Publicar selecionadas' }));
    question = within(await screen.findByRole('alertdialog', { name: 'Publicar 3 receitas?' }));
    await user.click(question.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('3 receitas publicadas.')).toBeInTheDocument();
    // The list is asked again: no drafts are left, and the counts say so.
    expect(await screen.findByRole('heading', { name: 'Nenhuma receita corresponde à busca' })).toBeInTheDocument();
    expect(statusFilter().getByRole('button', { name: 'Publicadas: 4' })).toBeInTheDocument();
    expect(statusFilter().getByRole('button', { name: 'Rascunhos: 0' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ações para as receitas selecionadas' })).not.toBeInTheDocument();
  });

  it('unpublishes and deletes the selected recipes, each after its own question', async () => {
    const server = fakeServer([paoDeQueijo, brigadeiro, quindim]);
    renderScreen([...server.mocks, impactMock([])]);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar: Quindim' }));
    const bar = () => within(screen.getByRole('region', { name: 'Ações para as receitas selecionadas' }));
    await user.click(bar().getByRole('button', { name: 'Despublicar' }));
    let question = within(await screen.findByRole('alertdialog', { name: 'Despublicar 1 receita?' }));
    await user.click(question.getByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText('1 receita despublicada.')).toBeInTheDocument();
    await waitFor(() => expect(within(cards()[2]).getByText('Rascunho')).toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar: Brigadeiro Tradicional' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar: Quindim' }));
    await user.click(bar().getByRole('button', { name: 'Excluir' }));
    question = within(await screen.findByRole('alertdialog', { name: 'Excluir 2 receitas?' }));
    expect(question.getByText('Fica na lixeira por 30 dias e pode ser restaurado de lá.')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('2 receitas movidas para a lixeira.')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo Mineiro']));
    expect(screen.getByText('1 receita')).toBeInTheDocument();
  });

  it('deletes a recipe only once confirmed, naming where the site shows it, and undoes it from the notice', async () => {
    const server = fakeServer([paoDeQueijo, brigadeiro]);
    const restore: MockLink.MockedResponse = {
      request: { query: RestoreFromTrashMutation, variables: { kind: 'RECIPE', id: 1 } },
      result: () => {
        server.set([paoDeQueijo, brigadeiro]);
        return { data: { restoreFromTrash: true } };
      },
    };
    renderScreen([
      ...server.mocks,
      deleteMock(1, true),
      impactMock(['Receitas em destaque na página inicial (posição 1)']),
      restore,
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Excluir: Brigadeiro Tradicional' }));
    let question = within(await screen.findByRole('alertdialog', { name: 'Excluir receita?' }));
    expect(
      question.getByText('Tem certeza que deseja excluir a receita "Brigadeiro Tradicional"?'),
    ).toBeInTheDocument();
    expect(question.getByText('Fica na lixeira por 30 dias e pode ser restaurado de lá.')).toBeInTheDocument();
    const places = within(await screen.findByRole('group', { name: 'Em uso no site:' }));
    expect(places.getByText('Receitas em destaque na página inicial (posição 1)')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Excluir: Brigadeiro Tradicional' }));
    question = within(await screen.findByRole('alertdialog', { name: 'Excluir receita?' }));
    server.set([paoDeQueijo]);
    await user.click(question.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo Mineiro']));
    expect(screen.getByText('Receita "Brigadeiro Tradicional" movida para a lixeira.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 receita')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('"Brigadeiro Tradicional" voltou da lixeira.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('keeps the recipe and says so when the delete fails', async () => {
    const server = fakeServer([paoDeQueijo, brigadeiro]);
    renderScreen([...server.mocks, deleteMock(2, false)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir: Pão de Queijo Mineiro' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao excluir receita. Tente novamente.');
    expect(cards()).toHaveLength(2);
  });

  it('invites to create the first recipe when there is none', async () => {
    renderScreen(fakeServer([]).mocks);
    expect(await screen.findByRole('heading', { name: 'Nenhuma receita encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Comece criando sua primeira receita.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Criar receita' }));
    expect(screen.getByRole('dialog', { name: 'Criar receita' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and loads it again on request', async () => {
    renderScreen([listFailure, ...fakeServer([brigadeiro]).mocks]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipes.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(titles()).toEqual(['Brigadeiro Tradicional']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a create, reloads the list and offers to share the new recipe', async () => {
    const server = fakeServer([brigadeiro]);
    renderScreen(server.mocks);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova receita' }));
    server.set([quindim, brigadeiro]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Criar receita' })).getByRole('button', { name: 'Salvar' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Receita salva! Compartilhe:')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Compartilhar no WhatsApp (abre em nova aba)' }).getAttribute('href'),
    ).toContain(encodeURIComponent('/recipes/4'));
    await waitFor(() => expect(titles()).toEqual(['Quindim', 'Brigadeiro Tradicional']));
    await user.click(screen.getByRole('button', { name: 'Fechar aviso de compartilhamento' }));
    expect(screen.queryByText('Receita salva! Compartilhe:')).not.toBeInTheDocument();
  });

  it('after an edit, replaces the card in place', async () => {
    const edited = { ...paoDeQueijo, title: 'Pão de Queijo da Vó' };
    const server = fakeServer([paoDeQueijo, brigadeiro]);
    renderScreen([
      ...server.mocks,
      { request: { query: DashboardRecipeQuery, variables: { id: 2 } }, result: { data: { recipe: edited } } },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const calls = server.asked.length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar: Pão de Queijo Mineiro' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Editar receita 2' })).getByRole('button', { name: 'Salvar' }),
    );
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo da Vó', 'Brigadeiro Tradicional']));
    expect(screen.getByText('Receita salva! Compartilhe:')).toBeInTheDocument();
    // In place: the list itself is not asked again.
    expect(server.asked).toHaveLength(calls);
  });
});
