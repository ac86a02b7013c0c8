import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LatestRecipesStrip } from './LatestRecipesStrip';
import { LayoutLatestRecipesQuery } from './layout-operations';

const TOTAL = 45;
const thumb = (recipeId: number) => ({
  __typename: 'Recipe',
  recipeId,
  title: `Receita ${recipeId}`,
  imageUrl: null,
});

/** Page `page` of `size` of the newest recipes, answered after `delay` ms; ids count down from the newest. */
function pageMock(page: number, size: number, delay = 0): MockLink.MockedResponse {
  const ids = Array.from({ length: size }, (_, i) => TOTAL - page * size - i).filter((id) => id > 0);
  return {
    request: { query: LayoutLatestRecipesQuery, variables: { page, size } },
    result: { data: { recipes: { __typename: 'RecipePage', totalElements: TOTAL, content: ids.map(thumb) } } },
    delay,
  };
}

const items = () => within(screen.getByRole('region', { name: 'Receitas mais recentes' })).queryAllByRole('link');

describe('LatestRecipesStrip', () => {
  it('shows the first 10 (what the page carries), then a desktop page of 30, then the next 30 after 300 ms', async () => {
    const mocks = [pageMock(0, 10), pageMock(0, 30, 150), pageMock(1, 30)];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <LatestRecipesStrip />
        </MemoryRouter>
      </MockedProvider>,
    );
    await waitFor(() => expect(items()).toHaveLength(10));
    await waitFor(() => expect(items()).toHaveLength(30));
    await waitFor(() => expect(items()).toHaveLength(TOTAL));
    // Newest first, each once, in the server's order across the pages.
    expect(items().map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: TOTAL }, (_, i) => `/recipes/${TOTAL - i}`),
    );
  });
});
