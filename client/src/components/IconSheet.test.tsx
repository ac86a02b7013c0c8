import { render, screen } from '@testing-library/react';
import { IconSheet } from './IconSheet';
import { SocialIconLinks } from './SocialIconLinks';
import { SHEET_ICON_NAMES, sheetIconId } from './icon-sheet-names';

describe('IconSheet and SheetIcon', () => {
  it('draws each repeated glyph once, and every icon that shows one points at it', () => {
    const { container } = render(
      <>
        <IconSheet />
        <SocialIconLinks
          profiles={[
            { key: 'instagram', name: 'Instagram', url: 'https://instagram.com/marina' },
            { key: 'pinterest', name: 'Pinterest', url: 'https://pinterest.com/marina' },
          ]}
        />
      </>,
    );
    for (const name of SHEET_ICON_NAMES) {
      const symbols = container.querySelectorAll(`symbol#${sheetIconId(name)}`);
      expect(symbols).toHaveLength(1);
      expect(symbols[0].getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbols[0].querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
    const instagram = screen.getByRole('link', { name: /Instagram/ });
    expect(instagram.querySelector('svg use')?.getAttribute('href')).toBe(`#${sheetIconId('instagram')}`);
    expect(instagram.querySelector('path')).toBeNull();
    const pinterest = screen.getByRole('link', { name: /Pinterest/ });
    expect(pinterest.querySelector('svg use')?.getAttribute('href')).toBe(`#${sheetIconId('pinterest')}`);
    // The sheet takes no room and is not read out.
    const sheet = container.querySelector('svg:has(> symbol)');
    expect(sheet).toHaveAttribute('aria-hidden', 'true');
    expect(sheet).toHaveStyle({ position: 'absolute', width: '0px', height: '0px' });
  });
});
