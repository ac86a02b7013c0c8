import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

const photo = { small: '/p-small.webp', medium: '/p-medium.webp', original: '/p-original.webp' };

describe('ResponsiveImage', () => {
  it('gives a fluid slot every size, so the browser picks by width and density', () => {
    render(<ResponsiveImage image={photo} alt="Bolo" width={4} height={3} sizes="(min-width: 900px) 33vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Bolo' });
    expect(img).toHaveAttribute('src', '/p-medium.webp');
    expect(img).toHaveAttribute('srcset', '/p-small.webp 400w, /p-medium.webp 800w, /p-original.webp 2000w');
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 33vw, 100vw');
    expect(img).toHaveStyle({ aspectRatio: '4 / 3' });
  });

  it('gives a small fixed slot its smallest picture alone: sharp even at 3x, and the page carries no list', () => {
    render(<ResponsiveImage image={photo} alt="Torta" width={48} height={48} sizes="48px" />);
    const img = screen.getByRole('img', { name: 'Torta' });
    expect(img).toHaveAttribute('src', '/p-small.webp');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveStyle({ aspectRatio: '48 / 48' });
  });

  it('keeps the list for a fixed slot the smallest picture would blur on a dense screen', () => {
    render(<ResponsiveImage image={photo} alt="Pão" width={4} height={3} sizes="140px" />);
    expect(screen.getByRole('img', { name: 'Pão' })).toHaveAttribute('srcset', expect.stringContaining('800w'));
  });

  it('shows the warm placeholder, same ratio, when there is no picture', () => {
    render(<ResponsiveImage image={null} alt="Sem foto" width={1} height={1} />);
    expect(screen.getByRole('img', { name: 'Sem foto' })).toHaveStyle({ aspectRatio: '1 / 1' });
  });

  it("a decorative picture's placeholder (alt '') is hidden from assistive technology, not an image without a name", () => {
    const { container } = render(<ResponsiveImage image={null} alt="" width={4} height={3} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '4 / 3' });
  });
});
