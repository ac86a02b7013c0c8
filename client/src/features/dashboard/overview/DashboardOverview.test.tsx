import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { DashboardHome } from '../DashboardHome';
import { DashboardOverviewQuery } from './overview-operations';

// The first render of a screen can take seconds on a busy machine: wait for the answer, not for a second.
const LOADED = { timeout: 15_000 };

// jsdom draws no SVG layout: the chart stands in as its bar count.
jest.mock('./ViewsChart', () => ({
  __esModule: true,
  default: ({ days }: { days: unknown[] }) => <p>{`gráfico de ${days.length} dias`}</p>,
}));

const days = Array.from({ length: 30 }, (_, index) => ({
  __typename: 'DailyViews' as const,
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  views: index === 29 ? 7 : 1,
}));
const recipe = (recipeId: number, title: string) => ({
  __typename: 'Recipe' as const,
  recipeId,
  title,
  imageUrl: { __typename: 'ImageSet' as const, small: null },
});
const overview = {
  __typename: 'DashboardOverview' as const,
  recipes: { __typename: 'RecipeStatusCounts' as const, published: 1234, scheduled: 2, drafts: 3 },
  newsletterSubscribers: 41,
  unreadContacts: 5,
  viewsByDay: days,
  topRecipes: [{ __typename: 'RecipeViewsTotal' as const, views: 12, recipe: recipe(5, 'Cuscuz Paulista') }],
  latestComments: [
    {
      __typename: 'RecentComment' as const,
      commentId: 9,
      authorName: 'Carla Reis',
      content: 'Ficou ótimo!',
      score: 4,
      isReply: false,
      datePosted: '2026-11-25T15:00:00.000Z',
      recipe: recipe(5, 'Cuscuz Paulista'),
    },
  ],
};

function renderHome(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardHome />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('dashboard overview', () => {
  it('shows the figures, the views of the period and of today, the top recipes and comments to moderate', async () => {
    renderHome([{ request: { query: DashboardOverviewQuery }, result: { data: { dashboardOverview: overview } } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo ao seu painel')).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: 'Números do site' }));
    expect(await figures.findByRole('link', { name: /1\.234\s*Receitas publicadas/ }, LOADED)).toHaveAttribute(
      'href',
      '/dashboard/recipes',
    );
    expect(figures.getByRole('link', { name: /5\s*Contatos não lidos/ })).toHaveAttribute(
      'href',
      '/dashboard/contacts',
    );
    expect(screen.getByText('36 no período')).toBeInTheDocument();
    expect(screen.getByText('7 hoje')).toBeInTheDocument();
    expect(await screen.findByText('gráfico de 30 dias', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cuscuz Paulista' })).toHaveAttribute('href', '/recipes/5');
    expect(screen.getByText('12 visualizações')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moderar comentários de Cuscuz Paulista' })).toHaveAttribute(
      'href',
      '/recipes/5#comentarios',
    );
  });

  it('says when no reader has visited in the period (the demo content brings no invented history)', async () => {
    const quiet = { ...overview, viewsByDay: days.map((day) => ({ ...day, views: 0 })), topRecipes: [] };
    renderHome([{ request: { query: DashboardOverviewQuery }, result: { data: { dashboardOverview: quiet } } }]);
    expect(await screen.findByText('0 no período', {}, LOADED)).toBeInTheDocument();
    expect(
      screen.getByText('Ainda não há visitas de leitores neste período: o gráfico conta só visitas reais.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma visualização nos últimos 30 dias.')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderHome([
      { request: { query: DashboardOverviewQuery }, result: { errors: [new GraphQLError('Indisponível')] } },
    ]);
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Não foi possível carregar os números do painel.',
    );
  });
});
