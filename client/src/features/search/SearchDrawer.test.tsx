import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { Observable, of } from 'rxjs';
import { SearchDrawer } from './SearchDrawer';

const recipe = (recipeId: number, title: string) => ({
  __typename: 'Recipe',
  recipeId,
  title,
  imageUrl: null,
  category: [{ __typename: 'Category', categoryId: 1, name: 'Pratos Principais' }],
  cuisine: 'Baiana',
  difficulty: 'HARD',
  prepTime: 'PT30M',
});

const ALL = [recipe(1, 'Feijoada Completa'), recipe(2, 'Bobó de Camarão'), recipe(3, 'Escondidinho de Carne-Seca')];

/** A network that answers the drawer's queries and records the searches it is asked for. */
function network({ failSearch = false } = {}) {
  const searches: string[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'SearchCatalog')
      return of({ data: { allRecipes: ALL, topRecipes: [ALL[0]], categories: [] } });
    if (operation.operationName === 'SearchRecipes') {
      const query = operation.variables.query as string;
      searches.push(query);
      if (failSearch) return of({ errors: [new GraphQLError('boom')] });
      return of({ data: { searchRecipes: query === 'mandioca' ? ALL.slice(1) : [] } });
    }
    return new Observable((observer) => observer.error(new Error(`unexpected ${operation.operationName}`)));
  });
  return { searches, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
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
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const field = () => screen.getByPlaceholderText('Buscar receitas, ingredientes, culinária...');

  it('focuses the field 100 ms after opening and suggests recipes before 2 characters, sending no search', async () => {
    const { client, searches } = network();
    renderDrawer(client);
    expect(await screen.findByRole('heading', { name: 'Populares' })).toBeInTheDocument();
    expect(field()).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(100));
    expect(field()).toHaveFocus();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(field(), 'm');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Populares' })).toBeInTheDocument();
    expect(searches).toEqual([]);
  });

  it('searches once typing has stopped for 300 ms, and never twice for the same query', async () => {
    const { client, searches } = network();
    renderDrawer(client);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(299));
    expect(searches).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('link', { name: /Bobó de Camarão/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultados da Busca' })).toBeInTheDocument();
    expect(searches).toEqual(['mandioca']);

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
    expect(await screen.findByRole('link', { name: /Bobó de Camarão/ })).toBeInTheDocument();
    expect(searches).toEqual(['mandioca', 'xyzzyqwerty']);
  });

  it('shows no results when the search fails', async () => {
    const { client } = network({ failSearch: true });
    renderDrawer(client);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(field(), 'mandioca');
    act(() => jest.advanceTimersByTime(300));
    expect(await screen.findByText('Nenhuma receita encontrada para sua busca.', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the results another screen hands over, without searching', async () => {
    const { client, searches } = network();
    renderDrawer(client, { query: 'similar recipes', recipes: [ALL[0]] });
    expect(field()).toHaveValue('similar recipes');
    expect(await screen.findByRole('link', { name: /Feijoada Completa/ })).toHaveAttribute('href', '/recipes/1');
    act(() => jest.advanceTimersByTime(1000));
    expect(searches).toEqual([]);
  });
});
