import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, slidesPerStep } from './Carousel';

/** jsdom has no layout: give the scroller a size and record scrollBy calls. */
function fakeLayout({
  clientWidth,
  scrollWidth,
  slideWidth,
}: {
  clientWidth: number;
  scrollWidth: number;
  slideWidth: number;
}) {
  const scrollBy = jest.fn();
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: slideWidth,
    height: 100,
    top: 0,
    left: 0,
    right: slideWidth,
    bottom: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  return scrollBy;
}

function renderCarousel(count: number) {
  render(
    <Carousel label="Categorias" heading={<h2>Categorias</h2>}>
      {Array.from({ length: count }, (_, i) => (
        <a key={i} href={`/category/${i + 1}`}>
          Categoria {i + 1}
        </a>
      ))}
    </Carousel>,
  );
  return screen.getByLabelText('Categorias: use as setas do teclado para rolar');
}

afterEach(() => jest.restoreAllMocks());

describe('slidesPerStep', () => {
  it.each([
    [1366, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 2],
    [480, 2],
    [479, 1],
    [320, 1],
  ])('at %ipx moves %i slides', (width, slides) => {
    expect(slidesPerStep(width)).toBe(slides);
  });
});

describe('Carousel', () => {
  it('is a named carousel whose slides say where they are', () => {
    fakeLayout({ clientWidth: 1000, scrollWidth: 2000, slideWidth: 232 });
    renderCarousel(6);
    expect(screen.getByRole('region', { name: 'Categorias' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.getByRole('group', { name: '2 de 6' })).toHaveTextContent('Categoria 2');
  });

  it('starts with previous disabled and next enabled when the slides overflow', () => {
    fakeLayout({ clientWidth: 1000, scrollWidth: 2000, slideWidth: 232 });
    renderCarousel(8);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('disables both arrows when everything fits', () => {
    fakeLayout({ clientWidth: 1000, scrollWidth: 1000, slideWidth: 232 });
    renderCarousel(3);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('scrolls one step of slides per arrow press (4 slides at 1024px and wider)', async () => {
    const user = userEvent.setup();
    const scrollBy = fakeLayout({ clientWidth: 1000, scrollWidth: 3000, slideWidth: 232 });
    window.innerWidth = 1280;
    renderCarousel(12);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 4 * (232 + 24) }));
  });

  it('uses the narrower steps on small screens', async () => {
    const user = userEvent.setup();
    const scrollBy = fakeLayout({ clientWidth: 400, scrollWidth: 3000, slideWidth: 400 });
    window.innerWidth = 400;
    renderCarousel(12);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 424 }));
  });

  it('enables previous and disables next once scrolled to the end', () => {
    fakeLayout({ clientWidth: 1000, scrollWidth: 2000, slideWidth: 232 });
    const scroller = renderCarousel(8);
    scroller.scrollLeft = 1000;
    fireEvent.scroll(scroller);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('keeps next enabled while more slides are coming, and a press at the end moves once they are in', async () => {
    const user = userEvent.setup();
    window.innerWidth = 1280;
    const scrollBy = fakeLayout({ clientWidth: 1000, scrollWidth: 1000, slideWidth: 232 });
    let scrollWidth = 1000;
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => scrollWidth);
    const slides = (count: number) =>
      Array.from({ length: count }, (_, i) => (
        <a key={i} href={`/recipes/${i + 1}`}>
          Receita {i + 1}
        </a>
      ));
    const { rerender } = render(
      <Carousel label="Semelhantes" more>
        {slides(4)}
      </Carousel>,
    );
    // the first screen fits, yet the rest is on its way: the press is kept, nothing scrolls yet
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(scrollBy).not.toHaveBeenCalled();
    scrollWidth = 7000;
    rerender(<Carousel label="Semelhantes">{slides(30)}</Carousel>);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 4 * (232 + 24) }));
  });

  it('disables next at the end once nothing more is coming', () => {
    fakeLayout({ clientWidth: 1000, scrollWidth: 1000, slideWidth: 232 });
    render(
      <Carousel label="Semelhantes">
        {[
          <a key="1" href="/recipes/1">
            Receita 1
          </a>,
          <a key="2" href="/recipes/2">
            Receita 2
          </a>,
        ]}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('scrolls with the arrow keys when the scroller has focus', async () => {
    const user = userEvent.setup();
    const scrollBy = fakeLayout({ clientWidth: 1000, scrollWidth: 3000, slideWidth: 232 });
    window.innerWidth = 900;
    const scroller = renderCarousel(12);
    scroller.focus();
    await user.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 3 * 256 }));
    await user.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -3 * 256 }));
  });
});
