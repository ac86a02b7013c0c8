import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetImageFocalPointMutation } from './focal-point-operations';
import { cropObjectPosition, FocalPointPicker } from './FocalPointPicker';
import type { StoredImage } from './image-choice';
import { ImagePickerField } from './ImagePickerField';

const ORIGINAL = '/uploads/2026/11/0123456789abcdef0123-original.webp';
const MEDIUM = '/uploads/2026/11/0123456789abcdef0123-medium.webp';

type Point = { x: number; y: number };

/** The mutation, answered as often as asked; `sent` collects its variables in order. */
function focalPointMock(sent: Array<Point & { image: string }>, failFirst = false): MockLink.MockedResponse[] {
  const request = {
    query: SetImageFocalPointMutation,
    variables: (vars: Point & { image: string }) => Boolean(sent.push(vars)),
  };
  const answered: MockLink.MockedResponse = {
    request,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (vars: Point) => ({ data: { setImageFocalPoint: { __typename: 'FocalPoint', x: vars.x, y: vars.y } } }),
  };
  return failFirst ? [{ request, error: new Error('Failed to fetch') }, answered] : [answered];
}

function renderPicker(mocks: MockLink.MockedResponse[], initial: Point = { x: 500, y: 500 }) {
  const view = render(
    <MockedProvider mocks={mocks}>
      <FocalPointPicker src={MEDIUM} image={ORIGINAL} initial={initial} alt="Pré-visualização da imagem da receita" />
    </MockedProvider>,
  );
  const slider = screen.getByRole('slider', { name: 'Ponto de foco da imagem' });
  // jsdom lays nothing out: the picture is 400 × 300 px, 10 px from the left and 20 px from the top.
  slider.getBoundingClientRect = () => ({ left: 10, top: 20, width: 400, height: 300 }) as DOMRect;
  return { user: userEvent.setup(), slider, ...view };
}

/** The picture as loaded in the browser, `width` × `height` pixels. */
function loadPicture(width: number, height: number) {
  const picture = screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' });
  Object.defineProperty(picture, 'naturalWidth', { value: width });
  Object.defineProperty(picture, 'naturalHeight', { value: height });
  fireEvent.load(picture);
}

const marker = () => screen.getByTestId('focal-point-marker');
const cropPosition = (label: string) => screen.getByRole('img', { name: `Corte ${label}` }).style.objectPosition;

describe('FocalPointPicker', () => {
  it('places the marker where she clicks and saves that spot in thousandths once it rests', async () => {
    const sent: Array<Point & { image: string }> = [];
    const { slider } = renderPicker(focalPointMock(sent));
    expect(marker()).toHaveStyle({ left: '50%', top: '50%' });
    expect(screen.getByText(/Clique na foto para escolher o que os cortes/)).toBeInTheDocument();

    fireEvent.click(slider, { clientX: 110, clientY: 245 });

    expect(marker()).toHaveStyle({ left: '25%', top: '75%' });
    expect(slider).toHaveAttribute('aria-valuetext', '25% da esquerda, 75% do topo');
    expect(screen.getByRole('status')).toHaveTextContent('Salvando ponto de foco…');
    expect(await screen.findByText('Ponto de foco salvo.')).toBeInTheDocument();
    expect(sent).toEqual([{ image: ORIGINAL, x: 250, y: 750 }]);
  });

  it('moves the point 50 thousandths per arrow key (10 with Shift), stops at the edges and saves a run of presses once', async () => {
    const sent: Array<Point & { image: string }> = [];
    const { user, slider } = renderPicker(focalPointMock(sent), { x: 500, y: 950 });
    act(() => slider.focus());

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');

    // 500 + 50 + 50 - 10 across; 950 + 50 (the bottom edge, 1000) - 10 down
    expect(slider).toHaveAttribute('aria-valuetext', '59% da esquerda, 99% do topo');
    expect(marker()).toHaveStyle({ left: '59%', top: '99%' });
    expect(await screen.findByText('Ponto de foco salvo.')).toBeInTheDocument();
    expect(sent).toEqual([{ image: ORIGINAL, x: 590, y: 990 }]);
  });

  it('shows the three crops as the server cuts them around the point, following it as it moves', async () => {
    const { user, slider } = renderPicker(focalPointMock([]));
    // not loaded yet: the point itself
    expect(cropPosition('1:1')).toBe('50% 50%');
    expect(screen.getByText('16:9')).toBeInTheDocument();

    // a portrait picture (3:4): every crop keeps the whole width and a band of its height
    loadPicture(900, 1200);
    fireEvent.click(slider, { clientX: 210, clientY: 200 }); // 500, 600
    expect(cropPosition('1:1')).toBe('50% 90%');
    expect(cropPosition('4:3')).toBe('50% 72.9%');
    expect(cropPosition('16:9')).toBe('50% 67.3%');

    act(() => slider.focus());
    await user.keyboard('{ArrowDown}'); // 500, 650: the square crop reaches the bottom edge
    expect(cropPosition('1:1')).toBe('50% 100%');
    expect(cropPosition('4:3')).toBe('50% 84.3%');
    expect(cropPosition('16:9')).toBe('50% 75.9%');
    await screen.findByText('Ponto de foco salvo.');
  });

  it('says so when the point cannot be saved, keeps the marker where she put it, and tries again', async () => {
    const sent: Array<Point & { image: string }> = [];
    const { user, slider } = renderPicker(focalPointMock(sent, true));

    fireEvent.click(slider, { clientX: 330, clientY: 80 }); // 800, 200

    expect(
      await screen.findByText('Não foi possível salvar o ponto de foco. Ele continua onde você marcou.'),
    ).toBeInTheDocument();
    expect(marker()).toHaveStyle({ left: '80%', top: '20%' });
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ponto de foco salvo.')).toBeInTheDocument();
    expect(sent).toEqual([
      { image: ORIGINAL, x: 800, y: 200 },
      { image: ORIGINAL, x: 800, y: 200 },
    ]);
  });

  it("keeps the crops' region inside a landscape picture", () => {
    // 16:9 picture: the square crop keeps 56.25% of the width, the 16:9 one all of it
    expect(cropObjectPosition({ x: 700, y: 100 }, 1, 16 / 9)).toBe('95.7% 50%');
    expect(cropObjectPosition({ x: 100, y: 100 }, 4 / 3, 16 / 9)).toBe('0% 50%');
    expect(cropObjectPosition({ x: 900, y: 900 }, 16 / 9, 16 / 9)).toBe('50% 50%');
  });
});

describe('ImagePickerField: the focal-point picker', () => {
  const uploaded: StoredImage = { small: null, medium: MEDIUM, original: ORIGINAL, focalPoint: { x: 300, y: 400 } };

  function renderField(value: StoredImage, focalPoint = true) {
    return render(
      <MockedProvider mocks={[]}>
        <ImagePickerField
          upload="now"
          id="image"
          label="Foto da receita"
          previewAlt="Pré-visualização da imagem da receita"
          value={value}
          onChange={jest.fn()}
          focalPoint={focalPoint}
        />
      </MockedProvider>,
    );
  }

  it("is offered under an uploaded picture's preview, starting at its point", () => {
    renderField(uploaded);
    expect(screen.getByRole('slider', { name: 'Ponto de foco da imagem' })).toHaveAttribute(
      'aria-valuetext',
      '30% da esquerda, 40% do topo',
    );
    expect(screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' })).toHaveAttribute('src', MEDIUM);
  });

  it('is not offered for a picture that is not an upload, nor in a field that does not ask for it', () => {
    const { unmount } = renderField({ ...uploaded, focalPoint: null });
    expect(screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    unmount();
    renderField(uploaded, false);
    expect(screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
