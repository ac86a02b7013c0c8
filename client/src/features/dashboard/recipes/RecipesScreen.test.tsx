import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { RecipesScreen } from './RecipesScreen';
import { DashboardDeleteRecipeMutation, DashboardRecipeQuery, DashboardRecipesQuery } from './recipes-operations';

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
  cuisine: null,
  difficulty: 'EASY',
  imageUrl: {
    __typename: 'ImageSet' as const,
    small: null,
    medium: `/uploads/${fields.recipeId}.webp`,
    original: null,
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

const listMock = (recipes: object[]): MockLink.MockedResponse => ({
  request: { query: DashboardRecipesQuery },
  result: { data: { allRecipes: recipes } },
});
const listFailure: MockLink.MockedResponse = {
  request: { query: DashboardRecipesQuery },
  result: { errors: [new GraphQLError('Serviço indisponível', { extensions: { code: 'SERVICE_UNAVAILABLE' } })] },
};
const deleteMock = (id: number, ok: boolean): MockLink.MockedResponse => ({
  request: { query: DashboardDeleteRecipeMutation, variables: { id } },
  result: ok
    ? { data: { deleteRecipe: true } }
    : { errors: [new GraphQLError('Erro interno', { extensions: { code: 'INTERNAL' } })] },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard/recipes']}>
        <RecipesScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Receitas' })).getAllByRole('listitem');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

describe('recipes screen', () => {
  it('shows every recipe, scheduled ones included, as a card with its details and actions', async () => {
    renderScreen([listMock([panettone, paoDeQueijo, brigadeiro])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciamento de Recipes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Receitas' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(titles()).toEqual(['Panetone Caseiro', 'Pão de Queijo Mineiro', 'Brigadeiro Tradicional']),
    );
    expect(screen.getByText('3 receitas')).toBeInTheDocument();

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

    expect(within(scheduled).getByText(/^Agendada para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(scheduled).getByText('Difícil')).toBeInTheDocument();
    expect(within(scheduled).getByRole('link', { name: 'Pré-visualizar: Panetone Caseiro' })).toHaveAttribute(
      'href',
      '/preview/recipes/3',
    );
    expect(within(scheduled).queryByRole('link', { name: /Ver no site/ })).not.toBeInTheDocument();
  });

  it('searches by title, description or author, ignoring accents', async () => {
    renderScreen([listMock([panettone, paoDeQueijo, brigadeiro])]);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar receitas' });

    await user.type(search, 'conceicao');
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo Mineiro']));
    expect(screen.getByText('1 de 3 receitas')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'festa');
    await waitFor(() => expect(titles()).toEqual(['Brigadeiro Tradicional']));

    await user.clear(search);
    await user.type(search, 'marina');
    await waitFor(() => expect(titles()).toEqual(['Panetone Caseiro', 'Brigadeiro Tradicional']));

    await user.clear(search);
    await user.type(search, 'lasanha');
    expect(await screen.findByRole('heading', { name: 'Nenhuma receita corresponde à busca' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtro' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('filters by status', async () => {
    renderScreen([listMock([panettone, paoDeQueijo, brigadeiro])]);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    const filter = within(screen.getByRole('group', { name: 'Filtrar por status' }));
    expect(filter.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Agendadas' }));
    expect(titles()).toEqual(['Panetone Caseiro']);
    await user.click(filter.getByRole('button', { name: 'Publicadas' }));
    expect(titles()).toEqual(['Pão de Queijo Mineiro', 'Brigadeiro Tradicional']);
    // Clicking the chosen filter again keeps it (the filter never goes blank).
    await user.click(filter.getByRole('button', { name: 'Publicadas' }));
    expect(filter.getByRole('button', { name: 'Publicadas' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filter.getByRole('button', { name: 'Rascunhos' }));
    expect(screen.getByRole('heading', { name: 'Nenhuma receita corresponde à busca' })).toBeInTheDocument();
  });

  it('deletes a recipe only once confirmed', async () => {
    renderScreen([listMock([paoDeQueijo, brigadeiro]), deleteMock(1, true)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Excluir: Brigadeiro Tradicional' }));
    expect(confirm).toHaveBeenCalledWith(
      'Tem certeza que deseja excluir a receita "Brigadeiro Tradicional"? Esta ação não pode ser desfeita.',
    );
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Excluir: Brigadeiro Tradicional' }));
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo Mineiro']));
    expect(screen.getByText('Receita "Brigadeiro Tradicional" excluída.')).toBeInTheDocument();
    expect(screen.getByText('1 receita')).toBeInTheDocument();
  });

  it('keeps the recipe and says so when the delete fails', async () => {
    renderScreen([listMock([paoDeQueijo, brigadeiro]), deleteMock(2, false)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir: Pão de Queijo Mineiro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao excluir receita. Tente novamente.');
    expect(cards()).toHaveLength(2);
  });

  it('invites to create the first recipe when there is none', async () => {
    renderScreen([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'Nenhuma receita encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Comece criando sua primeira receita.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Criar receita' }));
    expect(screen.getByRole('dialog', { name: 'Criar receita' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and loads it again on request', async () => {
    renderScreen([listFailure, listMock([brigadeiro])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipes.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(titles()).toEqual(['Brigadeiro Tradicional']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a create, reloads the list and offers to share the new recipe', async () => {
    renderScreen([listMock([brigadeiro]), listMock([quindim, brigadeiro])]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova receita' }));
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
    renderScreen([
      listMock([paoDeQueijo, brigadeiro]),
      { request: { query: DashboardRecipeQuery, variables: { id: 2 } }, result: { data: { recipe: edited } } },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar: Pão de Queijo Mineiro' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Editar receita 2' })).getByRole('button', { name: 'Salvar' }),
    );
    await waitFor(() => expect(titles()).toEqual(['Pão de Queijo da Vó', 'Brigadeiro Tradicional']));
    expect(screen.getByText('Receita salva! Compartilhe:')).toBeInTheDocument();
  });
});
