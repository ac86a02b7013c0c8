import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import type { RecipeCard_RecipeFragment } from '../gql/graphql';
import { RecipeGrid, usePageParam, type RecipeGridProps } from './RecipeGrid';

const recipe = (id: number, title: string): RecipeCard_RecipeFragment => ({
  recipeId: id,
  title,
  totalTime: 'PT45M',
  difficulty: 'EASY',
  imageUrl: null,
  category: [{ categoryId: 1, name: 'Bolos e Tortas' }],
});

function renderGrid(props: RecipeGridProps, url = '/recipes') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <RecipeGrid {...props} />
    </MemoryRouter>,
  );
}

describe('RecipeGrid', () => {
  it('shows one card per recipe, each linking to its recipe', () => {
    renderGrid({ recipes: [recipe(1, 'Bolo de fubá'), recipe(2, 'Pudim de leite')] });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Pudim de leite/ })).toHaveAttribute('href', '/recipes/2');
  });

  it('says it is loading while there is nothing to show yet', () => {
    renderGrid({ recipes: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando receitas...');
  });

  it('keeps the previous cards, marked busy, while the next ones load', () => {
    renderGrid({ recipes: [recipe(1, 'Bolo de fubá')], loading: true });
    expect(screen.getByRole('link', { name: /Bolo de fubá/ })).toBeInTheDocument();
    expect(screen.queryByText('Carregando receitas...')).not.toBeInTheDocument();
  });

  it('has a default empty text', () => {
    renderGrid({ recipes: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma receita encontrada.');
  });

  it('takes another empty text', () => {
    renderGrid({ recipes: [], emptyText: 'Nenhuma receita encontrada com os filtros selecionados.' });
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma receita encontrada com os filtros selecionados.');
  });

  it('has no page links for a single page', () => {
    renderGrid({ recipes: [recipe(1, 'Bolo de fubá')], page: 1, pageCount: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links every page through the URL query, keeping the other parameters', () => {
    renderGrid({ recipes: [recipe(1, 'Bolo de fubá')], page: 2, pageCount: 3 }, '/recipe-filter?skill=EASY&page=2');
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página 1' })).toHaveAttribute(
      'href',
      '/recipe-filter?skill=EASY',
    );
    expect(screen.getByRole('link', { name: 'Ir para a página 3' })).toHaveAttribute(
      'href',
      '/recipe-filter?skill=EASY&page=3',
    );
    expect(screen.getByRole('link', { name: 'Página 2, página atual' })).toHaveAttribute('aria-current', 'page');
  });
  it('goes to another page through the router, scrolling back to the top of the grid', async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    function Where() {
      const { pathname, search } = useLocation();
      return <output>{pathname + search}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/category/1']}>
        <RecipeGrid recipes={[recipe(1, 'Bolo de fubá')]} page={1} pageCount={2} />
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Ir para a página 2' }));
    expect(await screen.findByText('/category/1?page=2')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalled();
  });
});

describe('usePageParam', () => {
  function Probe() {
    const page = usePageParam();
    const [params] = useSearchParams();
    return <output>{`${params.get('page')} → ${page}`}</output>;
  }

  it.each([
    ['/recipes', 1],
    ['/recipes?page=3', 3],
    ['/recipes?page=0', 1],
    ['/recipes?page=-2', 1],
    ['/recipes?page=abc', 1],
    ['/recipes?page=2.5', 1],
  ])('reads %s as page %i', (url, page) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/recipes" element={<Probe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`→ ${page}$`));
  });
});
