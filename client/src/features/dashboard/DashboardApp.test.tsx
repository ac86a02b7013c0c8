import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TOKEN_KEY } from '../../lib/session';
import DashboardApp from './DashboardApp';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const signIn = (role: 'ADMIN' | 'USER', expiresIn = 3600) =>
  window.localStorage.setItem(
    TOKEN_KEY,
    `${encode({ alg: 'HS256' })}.${encode({ sub: '1', role, email: 'marina@receitas.com.br', exp: Math.floor(Date.now() / 1000) + expiresIn })}.signature`,
  );

function renderAt(path: string) {
  return render(
    <MockedProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<DashboardApp />} />
          <Route path="/login" element={<p>login</p>} />
          <Route path="/" element={<p>início</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => window.localStorage.clear());

describe('dashboard route guard', () => {
  it('lets an admin in', async () => {
    signIn('ADMIN');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo ao seu painel')).toBeInTheDocument();
  });

  it('sends a signed-in reader home', () => {
    signIn('USER');
    renderAt('/dashboard/recipes');
    expect(screen.getByText('início')).toBeInTheDocument();
  });

  it('sends a visitor to the login', () => {
    renderAt('/dashboard');
    expect(screen.getByText('login')).toBeInTheDocument();
  });

  it('treats an expired admin token as a visitor', () => {
    signIn('ADMIN', -60);
    renderAt('/dashboard/users');
    expect(screen.getByText('login')).toBeInTheDocument();
  });
});

describe('dashboard shell', () => {
  it('shows the section title and marks only its sidebar item as current', async () => {
    signIn('ADMIN');
    renderAt('/dashboard/e-books');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar E-books' })).toBeInTheDocument();
    expect(screen.getByText('Gerencie os e-books disponíveis na plataforma')).toBeInTheDocument();
    // jsdom has no media queries, so the sidebar is the narrow-screen slide-in menu.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir menu do painel' }));
    const nav = within(await screen.findByRole('navigation', { name: 'Navegação do painel' }));
    expect(nav.getAllByRole('link')).toHaveLength(10);
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['E-books']);
  });

  it('routes every sidebar item and the screens under them from the one route table', async () => {
    signIn('ADMIN');
    renderAt('/dashboard/recipes/import/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar de um site' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir menu do painel' }));
    const nav = within(await screen.findByRole('navigation', { name: 'Navegação do painel' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Receitas', '/dashboard/recipes'],
      ['Categorias', '/dashboard/categories'],
      ['Usuários', '/dashboard/users'],
      ['E-books', '/dashboard/e-books'],
      ['Mídia', '/dashboard/media'],
      ['Contatos', '/dashboard/contacts'],
      ['Comentários', '/dashboard/comments'],
      ['Configurações', '/dashboard/configurations'],
      ['Lixeira', '/dashboard/trash'],
    ]);
    // The import screen lies under 'Receitas'.
    expect(nav.getByRole('link', { name: 'Receitas' })).toHaveAttribute('aria-current', 'page');
  });

  it("signs out with 'Sair'", async () => {
    signIn('ADMIN');
    renderAt('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir menu do painel' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
