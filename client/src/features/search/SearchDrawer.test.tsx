import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { Observable, of } from 'rxjs';
import { cacheOptions } from '../../lib/apollo';
import { SearchDrawer } from './SearchDrawer';

const recipe = (recipeId: number, title: string) => ({
  __typename: 'Recipe',
  recipeId,
  title,
  imageUrl: null,
  category: [{ __typename: 'Category', categoryId: 1, name: 'Pratos Principais' }],
});

const ALL = [recipe(1, 'Feijoada Completa'), recipe(2, 'Bobó de Camarão'), recipe(3, 'Escondidinho de Carne-Seca')];
/** What the server finds for 'mandioca': 30 recipes, more than one page of 24. */
const MANDIOCA = Array.from({ length: 30 }, (_, i) => recipe(100 + i, `Mandioca ${i + 1}`));
const byId = new Map([...ALL, ...MANDIOCA].map((r) => [r.recipeId, r]));

interface Criteria {
  text?: string;
  categoryId?: number;
  difficulty?: string;
}

/** The server's answer to findRecipes for these criteria (only what the tests use). */
function find(criteria: Criteria, page: number, size: number) {
  let found = criteria.text === 'mandioca' ? MANDIOCA : criteria.text ? [] : ALL;
  if (criteria.difficulty === 'HARD') found = found.filter((r) => r.recipeId % 2 === 0);
  if (criteria.categoryId === 7) found = [ALL[2]];
  return {
    __typename: 'RecipePage',
    content: found.slice(page * size, page * size + size),
    page,
    totalElements: found.length,
    totalPages: Math.ceil(found.length / size),
  };
}

/** A network that answers the drawer's queries and records what it is asked. */
function network({ failSearch = false, lastViewedGone = false } = {}) {
  const searches: { criteria: Criteria; page: number }[] = [];
  const suggestions: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    const v = operation.variables;
    if (operation.operationName === 'SearchSuggestions') {
      suggestions.push(v);
      if (lastViewedGone && v.withRelated)
        return of({ errors: [new GraphQLError('Receita não encontrada.', { extensions: { code: 'NOT_FOUND' } })] });
      return of({
        data: {
          viewed: (v.viewedIds as number[]).flatMap((id) => byId.get(id) ?? []),
          ...(v.withRelated ? { similarRecipes: { __typename: 'RecipePage', content: [ALL[1], ALL[2]] } } : {}),
          topRecipes: [ALL[0]],
          newest: { __typename: 'RecipePage', content: ALL },
          categories: [{ __typename: 'Category', categoryId: 7, name: 'Carnes' }],
          recipeCuisines: ['Baiana', 'Mineira'],
        },
      });
    }
    if (operation.operationName === 'SearchResults') {
      searches.push({ criteria: v.criteria as Criteria, page: v.page as number });
      if (failSearch) return of({ errors: [new GraphQLError('boom')] });
      return of({ data: { findRecipes: find(v.criteria as Criteria, v.page as number, v.size as number) } });
    }
    return new Observable((observer) => observer.error(new Error(`unexpected ${operation.operationName}`)));
  });
  return { searches, suggestions, client: new ApolloClient({ link, cache: new InMemoryCache(cacheOptions) }) };
}

function renderDrawer(client: ApolloClient, prefill?: Parameters<typeof SearchDrawer>[0]['prefill']) {
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <SearchDrawer open opening={1} onClose={() => {}} prefill={prefill} />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('SearchDrawer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const field = () => screen.getByPlaceholderText('Buscar receitas, ingredientes, culinária...');
  const group = (name: string) => screen.getByRole('region', { name });
  const titles = (name: string) =>
    within(group(name))
      .getAllByRole('link')
      .map((link) => link.textContent);
  const typing = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('focuses the field 100 ms after opening and suggests recipes before 2 characters, sending no search', async () => {
    const { client, searches, suggestions } = network();
    renderDrawer(client);
    expect(await screen.findByRole('heading', { name: 'Populares' })).toBeInTheDocument();
    expect(field()).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(100));
    expect(field()).toHaveFocus();
    await typing().type(field(), 'm');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Populares' })).toBeInTheDocument();
    expect(searches).toEqual([]);
    // One request for everything the drawer shows before a search; no neighbours to ask for without a history.
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ viewedIds: [], withRelated: false });
  });

  it("suggests this device's recently viewed recipes and the ones like the last, in one request", async () => {
    localStorage.setItem('recentlyViewedRecipes', JSON.stringify([3, 1]));
    const { client, suggestions } = network();
    renderDrawer(client);
    await screen.findByRole('heading', { name: 'Visualizadas Recentemente' });
    expect(titles('Visualizadas Recentemente')).toEqual([
      'Pratos PrincipaisEscondidinho de Carne-Seca',
      'Pratos PrincipaisFeijoada Completa',
    ]);
    // Like the last viewed (3): Bobó; 3 itself is already among the recent ones.
    expect(titles('Relacionadas')).toEqual(['Pratos PrincipaisBobó de Camarão']);
    expect(suggestions).toEqual([expect.objectContaining({ viewedIds: [3, 1], lastViewedId: 3, withRelated: true })]);
  });

  it('asks again without neighbours when the recipe viewed last is gone, and forgets it on this device', async () => {
    localStorage.setItem('recentlyViewedRecipes', JSON.stringify([404, 1]));
    const { client, suggestions } = network({ lastViewedGone: true });
    renderDrawer(client);
    await screen.findByRole('heading', { name: 'Visualizadas Recentemente' });
    expect(titles('Visualizadas Recentemente')).toEqual(['Pratos PrincipaisFeijoada Completa']);
    expect(screen.getByRole('heading', { name: 'Relacionadas' })).toBeInTheDocument();
    expect(suggestions.map((v) => v.withRelated)).toEqual([true, false]);
    expect(JSON.parse(localStorage.getItem('recentlyViewedRecipes')!)).toEqual([1]);
  });

  it('searches once typing has stopped for 300 ms, and never twice for the same query', async () => {
    const { client, searches } = network();
    renderDrawer(client);
    const user = typing();
    await user.type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(299));
    expect(searches).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('link', { name: /Mandioca 1$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultados da Busca' })).toBeInTheDocument();
    expect(searches).toEqual([{ criteria: { text: 'mandioca' }, page: 0 }]);

    // The same query again (a trailing space, or typed anew after another one) is not sent again.
    await user.type(field(), ' ');
    act(() => jest.advanceTimersByTime(300));
    await user.clear(field());
    await user.type(field(), 'xyzzyqwerty');
    act(() => jest.advanceTimersByTime(300));
    expect(await screen.findByText('Nenhuma receita encontrada para sua busca.', { selector: 'p' })).toBeVisible();
    await user.clear(field());
    await user.type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(300));
    expect(await screen.findByRole('link', { name: /Mandioca 1$/ })).toBeInTheDocument();
    expect(searches.map((s) => s.criteria.text)).toEqual(['mandioca', 'xyzzyqwerty']);
  });

  it('shows the first page with how many were found, and the next page on asking', async () => {
    const { client, searches } = network();
    renderDrawer(client);
    const user = typing();
    await user.type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(300));
    await screen.findByRole('link', { name: /Mandioca 1$/ });
    expect(within(group('Resultados da Busca')).getAllByRole('link')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('30 receitas encontradas');
    expect(screen.getByText('Mostrando 24 de 30 receitas')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver mais receitas' }));
    expect(await screen.findByRole('link', { name: /Mandioca 30$/ })).toBeInTheDocument();
    expect(within(group('Resultados da Busca')).getAllByRole('link')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Ver mais receitas' })).not.toBeInTheDocument();
    expect(searches).toEqual([
      { criteria: { text: 'mandioca' }, page: 0 },
      { criteria: { text: 'mandioca' }, page: 1 },
    ]);
  });

  it('asks the server for the filtered results, and lists what filters alone let through', async () => {
    const { client, searches } = network();
    renderDrawer(client);
    const user = typing();
    await screen.findByRole('heading', { name: 'Populares' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    // The choices come with the suggestions: the categories and the cuisines of published recipes.
    expect(
      within(screen.getByLabelText('Culinária'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as culinárias', 'Baiana', 'Mineira']);
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Carnes');
    expect(await screen.findByRole('link', { name: /Escondidinho de Carne-Seca/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
    expect(searches).toEqual([{ criteria: { categoryId: 7 }, page: 0 }]);

    await user.selectOptions(screen.getByLabelText('Categoria'), 'Todas as categorias');
    await user.type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(300));
    await screen.findByRole('link', { name: /Mandioca 1$/ });
    await user.selectOptions(screen.getByLabelText('Dificuldade'), 'HARD');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('15 receitas encontradas'));
    // All on one page: nothing more to ask for.
    expect(within(group('Resultados da Busca')).getAllByRole('link')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Ver mais receitas' })).not.toBeInTheDocument();
    expect(searches.at(-1)).toEqual({ criteria: { text: 'mandioca', difficulty: 'HARD' }, page: 0 });

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('Mostrando 24 de 30 receitas')).toBeVisible();
  });

  it('shows no results when the search fails', async () => {
    const { client } = network({ failSearch: true });
    renderDrawer(client);
    await typing().type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(300));
    expect(await screen.findByText('Nenhuma receita encontrada para sua busca.', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the results another screen hands over, without searching or filters', async () => {
    const { client, searches } = network();
    renderDrawer(client, { query: 'similar recipes', recipes: [ALL[0]] });
    expect(field()).toHaveValue('similar recipes');
    expect(await screen.findByRole('link', { name: /Feijoada Completa/ })).toHaveAttribute('href', '/recipes/1');
    expect(screen.queryByRole('button', { name: 'Filtros' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(searches).toEqual([]);
  });
});
