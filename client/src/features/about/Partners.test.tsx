import { render, screen, within } from '@testing-library/react';
import { Partners } from './Partners';

describe('Partners', () => {
  it('shows each logo, and a partner saved without a logo by its name in the logo’s place, linking to its site', () => {
    render(
      <Partners
        partnerships={[
          {
            name: 'Empório',
            image_url: '/uploads/emporio.webp',
            website_url: 'https://emporio.com.br',
          },
          { name: 'Moinho Velho', image_url: '', website_url: 'https://moinho.com.br' },
        ]}
      />,
    );
    const [withLogo, withoutLogo] = screen.getAllByRole('listitem');
    expect(within(withLogo).getByRole('link')).toHaveAttribute('href', 'https://emporio.com.br');
    expect(withLogo.querySelector('img')).toHaveAttribute('src', '/uploads/emporio.webp');

    const link = within(withoutLogo).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://moinho.com.br');
    expect(link).toHaveAttribute('target', '_blank');
    expect(withoutLogo.querySelector('img')).toBeNull();
    expect(within(withoutLogo).getByText('Moinho Velho')).toBeVisible();
  });
});
