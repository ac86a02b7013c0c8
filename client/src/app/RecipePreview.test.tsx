import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DashboardRecipeQuery } from '../features/dashboard/recipes/recipes-operations';
import { createCache } from '../lib/apollo';
import { TOKEN_KEY } from '../lib/session';
import { App } from './App';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const signIn = (role: 'ADMIN' | 'USER') =>
  window.localStorage.setItem(
    TOKEN_KEY,
    `${encode({ alg: 'HS256' })}.${encode({ sub: '1', role, exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`,
  );

const scheduled: MockLink.MockedResponse = {
  request: { query: DashboardRecipeQuery, variables: { id: 3 } },
  result: {
    data: {
      recipe: {
        __typename: 'Recipe',
        recipeId: 3,
        title: 'Panetone Caseiro',
        description: 'Para o Natal.',
        author: 'Marina Duarte',
        difficulty: 'HARD',
        cuisine: null,
        cookTime: 'PT40M',
        datePublished: '2099-12-01T13:05:00.000Z',
        status: 'SCHEDULED',
        imageUrl: null,
      },
    },
  },
};

function renderAt(path: string) {
  render(
    <MockedProvider mocks={[scheduled]} cache={createCache()} showWarnings={false}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>login</p>} />
          <Route path="/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => window.localStorage.clear());

describe('/preview/recipes/:id', () => {
  it('shows an admin the recipe page under the preview banner, with the status and the way back', async () => {
    signIn('ADMIN');
    renderAt('/preview/recipes/3');
    // The preview and the public frame are lazy chunks: a busy machine takes a while to load them.
    const banner = within(await screen.findByRole('complementary', { name: 'Pré-visualização' }, { timeout: 10_000 }));
    expect(await banner.findByText('Agendada para 01/12/2099 10:05 (horário de Brasília)')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/dashboard/recipes');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('is for admins only', async () => {
    renderAt('/preview/recipes/3');
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Pré-visualização' })).not.toBeInTheDocument();
  });
});
