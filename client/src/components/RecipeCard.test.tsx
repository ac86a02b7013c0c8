import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RecipeCard_RecipeFragment } from '../gql/graphql';
import { RecipeCard } from './RecipeCard';

const recipe: RecipeCard_RecipeFragment = {
  recipeId: 7,
  title: 'Bolo de fubá',
  totalTime: 'PT1H20M',
  difficulty: 'EASY',
  imageUrl: { small: '/u/bolo-small.webp', medium: '/u/bolo-medium.webp' },
  category: [{ categoryId: 1, name: 'Bolos e Tortas' }],
};

describe('RecipeCard', () => {
  it('is one link to the recipe holding its photo, category, title (a heading) and time', () => {
    render(
      <MemoryRouter>
        <RecipeCard recipe={recipe} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toHaveAttribute('href', '/recipes/7');
    expect(within(link).getByRole('img', { name: 'Bolo de fubá' })).toHaveAttribute('src', '/u/bolo-medium.webp');
    expect(within(link).getByText('Bolos e Tortas')).toBeInTheDocument();
    expect(within(link).getByRole('heading', { level: 3, name: 'Bolo de fubá' })).toBeInTheDocument();
    expect(within(link).getByText('1 h 20 min')).toBeInTheDocument();
    // no focusable parts besides the link itself (the card is one tab stop)
    expect(link.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
  });

  it('leaves out the category and time lines when the recipe has none', () => {
    render(
      <MemoryRouter>
        <RecipeCard recipe={{ ...recipe, category: [], totalTime: null }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^Bolo de fubá$/);
  });

  it('opens the recipe inside the app', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/recipes']}>
        <Routes>
          <Route path="/recipes" element={<RecipeCard recipe={recipe} />} />
          <Route path="/recipes/:id" element={<p>receita aberta</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('heading', { name: 'Bolo de fubá' }));
    expect(await screen.findByText('receita aberta')).toBeInTheDocument();
  });

  it('has a heart beside the link, unpressed for a guest, that sends the guest to sign in and back', async () => {
    const user = userEvent.setup();
    function Login() {
      const location = useLocation();
      return <p>login {location.search}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/recipes?page=2']}>
        <Routes>
          <Route path="/recipes" element={<RecipeCard recipe={recipe} />} />
          <Route path="/auth/login" element={<Login />} />
        </Routes>
      </MemoryRouter>,
    );
    const heart = screen.getByRole('button', { name: 'Salvar receita: Bolo de fubá' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link')).not.toContainElement(heart);
    await user.click(heart);
    expect(await screen.findByText(`login ?next=${encodeURIComponent('/recipes?page=2')}`)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('receitas:save-after-login')).toBe('7');
  });
});
