import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { FakeXhr } from '../../../test/fake-xhr';
import { mediaPageMock, mediaTile } from './media-fixtures';
import { MediaLibraryDialog, type MediaPick } from './MediaLibraryDialog';

// The first render of a dialog can take seconds on a busy machine: wait for the answer, not for a second.
const LOADED = { timeout: 15_000 };

const cake = mediaTile(2, 'bolo', {
  alt: 'Bolo de fubá',
  usageCount: 2,
  focalPoint: { __typename: 'FocalPoint', x: 300, y: 700 },
});
const bread = mediaTile(1, 'pao');

function renderDialog(mocks: MockLink.MockedResponse[], onPick = jest.fn<void, [MediaPick]>()) {
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <MediaLibraryDialog open onClose={onClose} onPick={onPick} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onPick, onClose };
}

const grid = () => screen.getByRole('list', { name: 'Imagens da biblioteca' });

describe('the media library dialog', () => {
  it('shows the newest pictures and hands the chosen one over as the image fields store it', async () => {
    const { onPick, onClose } = renderDialog([mediaPageMock([cake, bread])]);
    expect(screen.getByRole('dialog', { name: 'Biblioteca de mídia' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 imagens')).toBeInTheDocument(), LOADED);
    const tiles = within(grid()).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Bolo de fubá (em uso em 2 lugares)',
      'pao.jpg (sem uso)',
    ]);
    const use = screen.getByRole('button', { name: 'Usar imagem' });
    expect(use).toBeDisabled();
    const user = userEvent.setup();
    await user.click(tiles[0]);
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(use);
    expect(onPick).toHaveBeenCalledWith({
      url: '/uploads/2026/11/bolo-medium.webp',
      alt: 'Bolo de fubá',
      small: '/uploads/2026/11/bolo-small.webp',
      medium: '/uploads/2026/11/bolo-medium.webp',
      original: '/uploads/2026/11/bolo-original.webp',
      focalPoint: { x: 300, y: 700 },
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('searches on the server once typing rests, and says when nothing matches', async () => {
    renderDialog([
      mediaPageMock([cake, bread]),
      mediaPageMock([cake], { search: 'fuba' }),
      mediaPageMock([], { search: 'fubazinho' }),
    ]);
    await waitFor(() => expect(screen.getByText('2 imagens')).toBeInTheDocument(), LOADED);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar imagens' }), 'fuba');
    await waitFor(() => expect(screen.getByText('1 imagem')).toBeInTheDocument());
    expect(within(grid()).getAllByRole('button')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar imagens' }), 'zinho');
    expect(await screen.findByText('Nenhuma imagem encontrada')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma descrição ou nome de arquivo contém “fubazinho”.')).toBeInTheDocument();
  });

  it('uploads a new picture from within the dialog and offers it chosen', async () => {
    const restore = FakeXhr.install();
    try {
      const fresh = mediaTile(3, 'nova');
      const { onPick } = renderDialog([mediaPageMock([cake, bread]), mediaPageMock([fresh, cake, bread])]);
      await waitFor(() => expect(screen.getByText('2 imagens')).toBeInTheDocument(), LOADED);
      const user = userEvent.setup();
      await user.upload(screen.getByTestId('media-upload-file'), new File(['x'], 'nova.jpg', { type: 'image/jpeg' }));
      expect(screen.getByText('Enviando a imagem…')).toBeInTheDocument();
      const { small, medium, original } = fresh.image;
      act(() => FakeXhr.requests[0].respond(200, { data: { uploadImage: { small, medium, original } } }));
      await waitFor(() => expect(screen.getByText('3 imagens')).toBeInTheDocument());
      const tile = within(grid()).getByRole('button', { name: 'nova.jpg (sem uso)' });
      await waitFor(() => expect(tile).toHaveAttribute('aria-pressed', 'true'));
      await user.click(screen.getByRole('button', { name: 'Usar imagem' }));
      expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ url: fresh.url, original: fresh.image.original }));
    } finally {
      restore();
    }
  });

  it('says why a file is refused before sending it', async () => {
    renderDialog([mediaPageMock([bread])]);
    await waitFor(() => expect(screen.getByText('1 imagem')).toBeInTheDocument(), LOADED);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('media-upload-file'), new File(['x'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.');
  });
});
