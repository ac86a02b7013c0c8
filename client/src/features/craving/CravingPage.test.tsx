import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CravingFeaturedQuery, CravingPage, CravingQuery, CravingRecipesQuery } from './CravingPage';

const recipesMock = (craving: string): MockLink.MockedResponse => ({
  request: { query: CravingRecipesQuery, variables: { craving, page: 0, size: 8 } },
  result: {
    data: {
      recipes: {
        __typename: 'RecipePage',
        totalElements: 1,
        totalPages: 1,
        content: [
          {
            __typename: 'Recipe',
            recipeId: 12,
            title: 'Brigadeiro Tradicional',
            totalTime: 'PT35M',
            difficulty: 'EASY',
            imageUrl: null,
            category: [{ __typename: 'Category', categoryId: 2, name: 'Doces e Sobremesas' }],
          },
        ],
      },
    },
  },
});

const featuredMock = (craving: string): MockLink.MockedResponse => ({
  request: { query: CravingFeaturedQuery, variables: { craving } },
  result: {
    data: {
      recipes: {
        __typename: 'RecipePage',
        content: [{ __typename: 'Recipe', recipeId: 12, title: 'Brigadeiro Tradicional' }],
      },
    },
  },
});

const cravingMock = (id: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CravingQuery, variables: { id } },
  result,
});

function renderAt(id: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[...mocks, featuredMock(id)]}>
      <MemoryRouter initialEntries={[`/craving/${id}`]}>
        <Routes>
          <Route path="/craving/:id" element={<CravingPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('CravingPage', () => {
  it('shows the craving and its recipes', async () => {
    renderAt('1', [
      cravingMock('1', {
        data: {
          craving: {
            __typename: 'Craving',
            id: 1,
            name: 'Chocolate',
            description: 'Para quando só um docinho de chocolate resolve.',
            imageUrl: null,
          },
        },
      }),
      recipesMock('1'),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chocolate' })).toBeInTheDocument();
    expect(screen.getByText('Para quando só um docinho de chocolate resolve.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Receita em destaque: Brigadeiro Tradicional' })).toHaveAttribute(
      'href',
      '/recipes/12',
    );
    // the grid's card as well as the featured link
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: /Brigadeiro Tradicional/ }).map((link) => link.getAttribute('href')),
      ).toEqual(['/recipes/12', '/recipes/12']),
    );
  });

  it('is the not-found page for an unknown craving', async () => {
    renderAt('9999', [
      cravingMock('9999', {
        errors: [new GraphQLError('Desejo não encontrado.', { extensions: { code: 'NOT_FOUND' } })],
      }),
      recipesMock('9999'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('shows a stub craving when loading fails otherwise (spec §7)', async () => {
    renderAt('3', [cravingMock('3', { errors: [new GraphQLError('Erro interno do servidor.')] }), recipesMock('3')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Craving' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load craving details')).toBeInTheDocument();
  });
});
