import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CategoryPage, CategoryPageQuery } from './CategoryPage';

const card = (recipeId: number, title: string) => ({
  __typename: 'Recipe',
  recipeId,
  title,
  totalTime: 'PT35M',
  difficulty: 'EASY',
  imageUrl: null,
  category: [{ __typename: 'Category', categoryId: 2, name: 'Doces e Sobremesas' }],
});

/** The page's one request: the category, one page of its recipes and the featured (newest) one. */
const pageMock = (id: number, page: number, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CategoryPageQuery, variables: { id, page: page - 1, size: 8 } },
  result,
});

const found = (page: number) => ({
  data: {
    category: {
      __typename: 'Category',
      categoryId: 2,
      name: 'Doces e Sobremesas',
      description: 'Para adoçar o dia.',
      imageUrl: null,
    },
    recipes: {
      __typename: 'RecipePage',
      totalElements: 9,
      totalPages: 2,
      content: page === 1 ? [card(12, 'Brigadeiro Tradicional')] : [card(30, 'Pudim de Leite')],
    },
    featured: {
      __typename: 'RecipePage',
      content: [{ __typename: 'Recipe', recipeId: 12, title: 'Brigadeiro Tradicional' }],
    },
  },
});

function renderAt(url: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/category/:id" element={<CategoryPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('CategoryPage', () => {
  it('shows the category, its featured recipe and its recipes, asked for in one request', async () => {
    renderAt('/category/2', [pageMock(2, 1, found(1))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Doces e Sobremesas' })).toBeInTheDocument();
    expect(screen.getByText('Para adoçar o dia.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receita em destaque: Brigadeiro Tradicional' })).toHaveAttribute(
      'href',
      '/recipes/12',
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: /Brigadeiro Tradicional/ }).map((link) => link.getAttribute('href')),
      ).toEqual(['/recipes/12', '/recipes/12']),
    );
    expect(screen.getByText('9 receitas')).toBeInTheDocument();
  });

  it('shows the page of recipes the URL asks for, with the newest still featured', async () => {
    renderAt('/category/2?page=2', [pageMock(2, 2, found(2))]);
    expect(await screen.findByRole('link', { name: /Pudim de Leite/ })).toHaveAttribute('href', '/recipes/30');
    expect(screen.getByRole('link', { name: 'Receita em destaque: Brigadeiro Tradicional' })).toBeInTheDocument();
  });

  it('is the not-found page for an unknown category', async () => {
    renderAt('/category/9999', [
      pageMock(9999, 1, {
        errors: [new GraphQLError('Categoria não encontrada.', { extensions: { code: 'NOT_FOUND' } })],
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('is the not-found page, without asking, for an id that is not a number', () => {
    renderAt('/category/doces', []);
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
