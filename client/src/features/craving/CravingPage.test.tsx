import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CravingPage, CravingPageQuery, cravingPageVariables } from './CravingPage';

const BRIGADEIRO = {
  __typename: 'Recipe',
  recipeId: 12,
  title: 'Brigadeiro Tradicional',
  totalTime: 'PT35M',
  difficulty: 'EASY',
  imageUrl: null,
  category: [{ __typename: 'Category', categoryId: 2, name: 'Doces e Sobremesas' }],
};

/** The page's one request: the craving, its first page of recipes and the featured one. */
const pageMock = (id: string, craving: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CravingPageQuery, variables: cravingPageVariables(id, 1) },
  result: craving,
});

const found = (craving: Record<string, unknown>) => ({
  data: {
    craving: { __typename: 'Craving', imageUrl: null, ...craving },
    recipes: { __typename: 'RecipePage', totalElements: 1, totalPages: 1, content: [BRIGADEIRO] },
    featured: {
      __typename: 'RecipePage',
      content: [{ __typename: 'Recipe', recipeId: 12, title: 'Brigadeiro Tradicional' }],
    },
  },
});

function renderAt(id: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/craving/${id}`]}>
        <Routes>
          <Route path="/craving/:id" element={<CravingPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('CravingPage', () => {
  it('shows the craving and its recipes, asked for in one request', async () => {
    renderAt('1', [
      pageMock(
        '1',
        found({ id: 1, name: 'Chocolate', description: 'Para quando só um docinho de chocolate resolve.' }),
      ),
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

  it("lists a craving's recipes by its id, or by its name when the URL names it", () => {
    expect(cravingPageVariables('3', 2)).toEqual({ id: '3', criteria: { cravingId: 3 }, page: 1, size: 8 });
    expect(cravingPageVariables('Chocolate', 1).criteria).toEqual({ facets: { craving: 'Chocolate' } });
    // not an id the server takes: looked up as a name (and not found)
    expect(cravingPageVariables('0', 1).criteria).toEqual({ facets: { craving: '0' } });
  });

  it('is the not-found page for an unknown craving', async () => {
    renderAt('9999', [
      pageMock('9999', {
        errors: [new GraphQLError('Desejo não encontrado.', { extensions: { code: 'NOT_FOUND' } })],
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('shows a stub craving with no recipes when loading fails otherwise (spec §7)', async () => {
    renderAt('3', [pageMock('3', { errors: [new GraphQLError('Erro interno do servidor.')] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Craving' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load craving details')).toBeInTheDocument();
    expect(screen.getByText('0 receitas')).toBeInTheDocument();
  });
});
