import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageUploadError, uploadImage } from '../../../lib/upload-image';
import type { MediaLibraryDialogProps } from '../media/MediaLibraryDialog';
import { everyRendition, uploadPendingImage, type ImageChoice, type StoredImage } from './image-choice';
import { ImagePickerField } from './ImagePickerField';

jest.mock('../../../lib/upload-image', () => ({
  ...jest.requireActual('../../../lib/upload-image'),
  uploadImage: jest.fn(),
}));
const upload = uploadImage as jest.MockedFunction<typeof uploadImage>;

// The library's own dialog is another screen's: here it offers one picture to pick.
jest.mock('../media/MediaLibraryDialog', () => ({
  MediaLibraryDialog: ({ open, onPick }: MediaLibraryDialogProps) =>
    open ? (
      <button
        type="button"
        onClick={() =>
          onPick({
            url: '/uploads/bolo-medium.webp',
            alt: 'Bolo de fubá na travessa',
            small: '/uploads/bolo-small.webp',
            medium: '/uploads/bolo-medium.webp',
            original: '/uploads/bolo-original.webp',
            focalPoint: { x: 400, y: 600 },
          })
        }
      >
        Bolo de fubá
      </button>
    ) : null,
}));

afterEach(() => upload.mockReset());

const png = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const stored: StoredImage = { small: '/uploads/a-small.webp', medium: '/uploads/a-medium.webp', original: null };

/** A field kept in a parent's state, as a form keeps it; `changes` collects what it reported. */
function OnSaveField({ initial, changes }: { initial: ImageChoice | null; changes: (ImageChoice | null)[] }) {
  const [value, setValue] = useState(initial);
  const [alt, setAlt] = useState('');
  return (
    <ImagePickerField
      upload="on-save"
      id="cover"
      label="Capa"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
      alt={{ value: alt, onChange: setAlt }}
      library
    />
  );
}

describe('ImagePickerField', () => {
  it('previews a chosen file and keeps it for the save; remove empties the field', async () => {
    const changes: (ImageChoice | null)[] = [];
    render(<OnSaveField initial={stored} changes={changes} />);
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Pré-visualização: Capa' })).toHaveAttribute('src', stored.medium);

    const file = png('capa.png');
    await user.upload(screen.getByTestId('cover-file'), file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Pré-visualização: Capa' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(screen.getByText('Será enviada ao salvar.')).toBeInTheDocument();
    expect(changes).toEqual([{ file, preview: expect.stringMatching(/^data:/) }]);
    expect(upload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remover imagem: Capa' }));
    expect(changes.at(-1)).toBeNull();
    expect(screen.getByRole('img', { name: 'Capa: nenhuma imagem escolhida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem: Capa' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image, or one over 10 MB, before anything is sent', async () => {
    const changes: (ImageChoice | null)[] = [];
    render(<OnSaveField initial={null} changes={changes} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('cover-file'), new File(['%PDF'], 'receita.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha um arquivo de imagem (JPEG, PNG, WebP, AVIF ou GIF).');
    await user.upload(screen.getByTestId('cover-file'), png('grande.png', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 10 MB.');
    expect(screen.getByRole('button', { name: 'Escolher imagem: Capa' })).toHaveAccessibleDescription(
      'A imagem deve ter no máximo 10 MB.',
    );
    expect(changes).toEqual([]);
  });

  it('takes a picture of the media library, with its renditions, focal point and alternative text', async () => {
    const changes: (ImageChoice | null)[] = [];
    render(<OnSaveField initial={null} changes={changes} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Escolher da biblioteca: Capa' }));
    await user.click(await screen.findByRole('button', { name: 'Bolo de fubá' }));
    expect(changes).toEqual([
      {
        small: '/uploads/bolo-small.webp',
        medium: '/uploads/bolo-medium.webp',
        original: '/uploads/bolo-original.webp',
        focalPoint: { x: 400, y: 600 },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Bolo de fubá' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto alternativo' })).toHaveValue('Bolo de fubá na travessa');
  });

  it('uploads at once when asked, and keeps the previous picture when the upload fails', async () => {
    const onChange = jest.fn();
    const onUploadingChange = jest.fn();
    render(
      <ImagePickerField
        upload="now"
        id="photo"
        label="Foto"
        value={stored}
        onChange={onChange}
        uploadError="Erro ao fazer upload da imagem"
        onUploadingChange={onUploadingChange}
      />,
    );
    const user = userEvent.setup();
    upload.mockRejectedValueOnce(new ImageUploadError('Arquivo corrompido.', 'server'));
    await user.upload(screen.getByTestId('photo-file'), png('a.png'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao fazer upload da imagem')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Arquivo corrompido. A imagem anterior foi mantida.');
    expect(onChange).not.toHaveBeenCalled();

    upload.mockResolvedValueOnce({
      small: '/uploads/b-s.webp',
      medium: '/uploads/b-m.webp',
      original: '/uploads/b.webp',
    });
    await user.upload(screen.getByTestId('photo-file'), png('b.png'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        small: '/uploads/b-s.webp',
        medium: '/uploads/b-m.webp',
        original: '/uploads/b.webp',
        focalPoint: { x: 500, y: 500 },
      }),
    );
    expect(onUploadingChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });
});

describe('image choices', () => {
  it('fills a missing rendition from another, and has none for a picture without any', () => {
    expect(everyRendition(stored)).toEqual({
      small: '/uploads/a-small.webp',
      medium: '/uploads/a-medium.webp',
      original: '/uploads/a-medium.webp',
    });
    expect(everyRendition({ small: null, medium: null, original: null })).toBeNull();
  });

  it('uploads a pending file once: the field then holds the upload', async () => {
    const file = png('c.png');
    const values: Record<string, ImageChoice | null> = { cover: { file, preview: null } };
    const form = {
      getValues: (name: string) => values[name],
      setValue: (name: string, value: ImageChoice | null) => {
        values[name] = value;
      },
    };
    upload.mockResolvedValueOnce({ small: '/s.webp', medium: '/m.webp', original: '/o.webp' });
    const uploaded = { small: '/s.webp', medium: '/m.webp', original: '/o.webp', focalPoint: { x: 500, y: 500 } };
    // @ts-expect-error a stand-in with just what the helper uses
    expect(await uploadPendingImage(form, 'cover')).toEqual(uploaded);
    expect(values.cover).toEqual(uploaded);
    // @ts-expect-error a stand-in with just what the helper uses
    expect(await uploadPendingImage(form, 'cover')).toEqual(uploaded);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(file);
  });
});
