import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import { PillButton } from './PillButton';

describe('PillButton', () => {
  it('is a real button by default', () => {
    render(<PillButton aria-label="Buscar receitas">x</PillButton>);
    const button = screen.getByRole('button', { name: 'Buscar receitas' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('with component="a" is a link that opens its address (no button, no styling props in the DOM)', () => {
    render(
      <PillButton tone="icon" size="small" component="a" href="https://www.instagram.com/x" sx={{ mr: 1 }}>
        Instagram
      </PillButton>,
    );
    const link = screen.getByRole('link', { name: 'Instagram' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/x');
    for (const attribute of ['as', 'sx', 'tone', 'size', 'type']) expect(link).not.toHaveAttribute(attribute);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with a router link navigates inside the app', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <PillButton tone="primary" component={RouterLink} to="/login">
                Entrar
              </PillButton>
            }
          />
          <Route path="/login" element={<p>Página de login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Entrar' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    expect(screen.getByText('Página de login')).toBeInTheDocument();
  });
});
