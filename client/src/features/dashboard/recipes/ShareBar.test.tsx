import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareBar, shareBarLinks } from './ShareBar';

const recipe = {
  recipeId: 42,
  title: 'Bolo de Cenoura',
  description: 'Com cobertura de chocolate.',
  imageUrl: { medium: '/uploads/bolo-medium.webp' },
};

describe('ShareBar', () => {
  it("builds Facebook, Pinterest and WhatsApp links to the recipe's public page", () => {
    const links = shareBarLinks(recipe, 'https://receitas.example');
    const page = encodeURIComponent('https://receitas.example/recipes/42');
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(links.pinterest).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${page}` +
        `&media=${encodeURIComponent('https://receitas.example/uploads/bolo-medium.webp')}` +
        `&description=${encodeURIComponent('Bolo de Cenoura — Com cobertura de chocolate.')}`,
    );
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent('Bolo de Cenoura https://receitas.example/recipes/42')}`,
    );
  });

  it('leaves out the Pinterest image when the recipe has none', () => {
    const links = shareBarLinks({ recipeId: 7, title: 'Chá', description: null, imageUrl: null }, 'https://r.example');
    expect(links.pinterest).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent('https://r.example/recipes/7')}&description=Ch%C3%A1`,
    );
  });

  it('shows the links in new tabs and closes', async () => {
    const onClose = jest.fn();
    render(<ShareBar recipe={recipe} isPublic onClose={onClose} />);
    expect(screen.getByText('Receita salva! Compartilhe:')).toBeInTheDocument();
    for (const name of ['Facebook', 'Pinterest', 'WhatsApp']) {
      const link = screen.getByRole('link', { name: `Compartilhar no ${name} (abre em nova aba)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toContain(encodeURIComponent(`${window.location.origin}/recipes/42`));
    }
    expect(screen.queryByText(/quando a receita for publicada/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fechar aviso de compartilhamento' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says the links work once a draft or scheduled recipe is published', () => {
    render(<ShareBar recipe={recipe} isPublic={false} onClose={() => {}} />);
    expect(screen.getByText('Os links passam a funcionar quando a receita for publicada.')).toBeInTheDocument();
  });
});
