import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../lib/apollo';
import { PreviewModeProvider, PreviewStatusProvider, type PreviewStatus } from '../../lib/preview-mode';
import { RecipeHero } from './RecipeHero';

type Recipe = ComponentProps<typeof RecipeHero>['recipe'];

const recipe = {
  __typename: 'Recipe',
  recipeId: 7,
  title: 'Bolo de fubá cremoso',
  description: 'Com queijo.',
  author: 'Marina Albuquerque',
  datePublished: '2026-12-01T13:00:00.000Z',
  difficulty: 'EASY',
  prepTime: null,
  cookTime: null,
  totalTime: null,
  imageUrl: null,
  category: [],
  rating: { __typename: 'RatingSummary', average: 0, count: 0 },
} as unknown as Recipe;

function renderHero(status?: PreviewStatus) {
  const hero = <RecipeHero recipe={recipe} />;
  render(
    <MockedProvider mocks={[]} cache={createCache()} showWarnings={false}>
      <MemoryRouter>
        {status ? (
          <PreviewModeProvider value>
            <PreviewStatusProvider value={status}>{hero}</PreviewStatusProvider>
          </PreviewModeProvider>
        ) : (
          hero
        )}
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('RecipeHero date line', () => {
  // The date line is a static part: mounted in the browser (not hydrated), it renders once its module is there.
  it('tells readers when the recipe was published', async () => {
    renderHero();
    expect(await screen.findByText(/Publicada em/)).toHaveTextContent('Publicada em 1 de dezembro de 2026');
  });

  it('in an admin preview, a scheduled recipe says when it will be published, not that it was', async () => {
    renderHero('SCHEDULED');
    expect(await screen.findByText(/Agendada para/)).toHaveTextContent('Agendada para 1 de dezembro de 2026');
    expect(screen.queryByText(/Publicada em/)).not.toBeInTheDocument();
  });

  it('in an admin preview, a draft says it is not published yet and shows no date', async () => {
    renderHero('DRAFT');
    expect(await screen.findByText('Rascunho, ainda não publicada')).toBeInTheDocument();
    expect(screen.queryByText(/Publicada em/)).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });
});
