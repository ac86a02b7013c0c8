import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

beforeAll(() => {
  // draft-js keeps the page's scroll position when it takes the focus back.
  window.scrollTo = jest.fn();
  // React reports selections in a contenteditable element (onSelect, which draft-js reads) by its contentEditable
  // property, which jsdom lacks.
  Object.defineProperty(HTMLElement.prototype, 'contentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('contenteditable') ?? 'inherit';
    },
  });
});

// The palette offers the theme's colours.
const theme = createTheme({ palette: { primary: { main: '#b5532f' } } });

/** The editor inside a form that keeps its HTML, as the recipe modal does. */
function Harness(props: Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void }) {
  const { initial = '', onHtml, ...rest } = props;
  const [html, setHtml] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <RichTextEditor
        label="Texto da receita"
        value={html}
        onChange={(next) => {
          setHtml(next);
          onHtml?.(next);
        }}
        uploadImage={() => Promise.resolve('https://cdn.example/enviada.jpg')}
        {...rest}
      />
      <button type="button" onClick={() => setHtml('<p>Outra receita</p>')}>
        trocar
      </button>
    </ThemeProvider>
  );
}

const editingArea = () => screen.getByRole('textbox', { name: 'Texto da receita' });

/** Selects `text` inside the editing area the way a user's drag would, and tells draft-js. */
function selectText(text: string) {
  const area = editingArea();
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  let node: Node | null;
  while ((node = walker.nextNode())) {
    const at = node.nodeValue!.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    // jsdom focuses only elements with a tab index.
    area.tabIndex = 0;
    act(() => area.focus());
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    fireEvent.keyUp(area);
    return;
  }
  throw new Error(`no text ${text}`);
}

describe('RichTextEditor', () => {
  it('shows the HTML it is given, named by its label', () => {
    render(
      <Harness initial='<h2>Modo de preparo</h2><ul><li>Farinha</li></ul><p><a href="https://receitas.example">site</a></p><figure><img src="https://cdn.example/bolo.jpg" alt="Bolo"></figure><table><tbody><tr><td>180 °C</td></tr></tbody></table>' />,
    );
    const area = editingArea();
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(within(area).getByText('Modo de preparo').closest('h2')).not.toBeNull();
    expect(within(area).getByText('Farinha').closest('li')).not.toBeNull();
    expect(within(area).getByText('site').closest('a')).toHaveAttribute('href', 'https://receitas.example');
    expect(within(area).getByRole('img', { name: 'Bolo' })).toHaveAttribute('src', 'https://cdn.example/bolo.jpg');
    expect(within(area).getByRole('cell', { name: '180 °C' })).toBeInTheDocument();
    expect(within(area).getByRole('group', { name: 'Tabela' })).toBeInTheDocument();
  });

  it('has the toolbar of the recipe editor, with pt-BR names', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    for (const name of [
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Tachado',
      'Citação',
      'Bloco de código',
      'Lista com marcadores',
      'Lista numerada',
      'Cor do texto',
      'Cor de fundo',
      'Link',
      'Limpar formatação',
      'Inserir imagem',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    const headings = within(toolbar).getByRole('combobox', { name: 'Estilo do parágrafo' });
    expect(
      within(headings)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Parágrafo', 'Título 1', 'Título 2', 'Título 3', 'Título 4', 'Título 5', 'Título 6']);
    const sizes = within(toolbar).getByRole('combobox', { name: 'Tamanho do texto' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pequeno', 'Normal', 'Grande', 'Enorme']);
  });

  it('makes the selected text bold and shows the button pressed', () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>Bolo de cenoura</p>" onHtml={onHtml} />);
    const bold = screen.getByRole('button', { name: 'Negrito' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    selectText('cenoura');
    fireEvent.click(bold);
    expect(onHtml).toHaveBeenLastCalledWith('<p>Bolo de <strong>cenoura</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Itálico' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p>Bolo de <strong><em>cenoura</em></strong></p>');
  });

  it('has keyboard shortcuts: Ctrl+B, Ctrl+I, Ctrl+U and Ctrl+K for a link', async () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>Forno quente</p>" onHtml={onHtml} />);
    selectText('quente');
    fireEvent.keyDown(editingArea(), { key: 'b', keyCode: 66, which: 66, ctrlKey: true });
    fireEvent.keyDown(editingArea(), { key: 'u', keyCode: 85, which: 85, ctrlKey: true });
    expect(onHtml).toHaveBeenLastCalledWith('<p>Forno <strong><u>quente</u></strong></p>');
    expect(screen.getByRole('button', { name: 'Sublinhado' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(editingArea(), { key: 'k', keyCode: 75, which: 75, ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Inserir link' })).toBeInTheDocument();
  });

  it('turns the block into a heading, a list or a quote', () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>Ingredientes</p>" onHtml={onHtml} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Estilo do parágrafo' }), {
      target: { value: 'header-three' },
    });
    expect(onHtml).toHaveBeenLastCalledWith('<h3>Ingredientes</h3>');
    fireEvent.click(screen.getByRole('button', { name: 'Lista numerada' }));
    expect(onHtml).toHaveBeenLastCalledWith('<ol><li>Ingredientes</li></ol>');
    expect(screen.getByRole('button', { name: 'Lista numerada' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Citação' }));
    expect(onHtml).toHaveBeenLastCalledWith('<blockquote>Ingredientes</blockquote>');
  });

  it('colours, sizes and cleans the selected text', () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>Calda quente</p>" onHtml={onHtml} />);
    selectText('quente');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tamanho do texto' }), { target: { value: 'large' } });
    expect(onHtml).toHaveBeenLastCalledWith('<p>Calda <span style="font-size:1.5em">quente</span></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Cor do texto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terracota' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p>Calda <span style="color:#b5532f;font-size:1.5em">quente</span></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar formatação' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p>Calda quente</p>');
  });

  it('adds, edits and removes a link through a dialog that checks the address', async () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>Veja a receita</p>" onHtml={onHtml} />);
    selectText('receita');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir link' });
    const address = within(dialog).getByRole('textbox', { name: 'Endereço' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe um endereço válido: https://…, /… ou mailto:…')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(address, { target: { value: 'receitas.example/bolo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p>Veja a <a href="https://receitas.example/bolo">receita</a></p>');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    selectText('receita');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar link' });
    expect(within(edit).getByRole('textbox', { name: 'Endereço' })).toHaveValue('https://receitas.example/bolo');
    fireEvent.click(within(edit).getByRole('button', { name: 'Remover link' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p>Veja a receita</p>');
  });

  it('uploads a picked image, dimmed with a spinner until its URL is back', async () => {
    let finish: (url: string) => void = () => {};
    const uploadImage = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onHtml = jest.fn();
    const onUploadingChange = jest.fn();
    const { container } = render(
      <Harness
        initial="<p>Antes</p>"
        onHtml={onHtml}
        uploadImage={uploadImage}
        onUploadingChange={onUploadingChange}
      />,
    );
    const file = new File(['png'], 'bolo.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(file));
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('progressbar', { name: 'Enviando imagem…' })).toBeInTheDocument();
    expect(editingArea().querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,cG5n');
    // Until the upload answers, the image is not part of the HTML.
    expect(onHtml).not.toHaveBeenCalledWith(expect.stringContaining('<img'));
    await act(async () => finish('https://cdn.example/enviada.jpg'));
    expect(onHtml).toHaveBeenLastCalledWith(
      expect.stringContaining('<figure><img src="https://cdn.example/enviada.jpg" alt="" /></figure>'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('removes an image whose upload fails and says so', async () => {
    const onHtml = jest.fn();
    const { container } = render(
      <Harness initial="<p>Antes</p>" onHtml={onHtml} uploadImage={() => Promise.reject(new Error('413'))} />,
    );
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['png'], 'bolo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer upload da imagem');
    expect(within(editingArea()).queryByRole('img')).not.toBeInTheDocument();
    expect(editingArea()).toHaveAttribute('aria-describedby', expect.stringContaining(screen.getByRole('alert').id));
  });

  it('uploads data: images in pasted HTML and swaps in the returned URL', async () => {
    const uploadImage = jest.fn(() => Promise.resolve('https://cdn.example/colada.png'));
    const onHtml = jest.fn();
    render(<Harness initial="<p>Texto</p>" onHtml={onHtml} uploadImage={uploadImage} />);
    const html = '<p>Colado</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Bolo colado"><p>Fim</p>';
    fireEvent.paste(editingArea(), {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        getData: (type: string) => (type === 'text/html' ? html : 'Colado Fim'),
      },
    });
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        expect.stringContaining('<figure><img src="https://cdn.example/colada.png" alt="Bolo colado" /></figure>'),
      ),
    );
    const [file] = uploadImage.mock.calls[0] as unknown as [File];
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(8);
  });

  it('takes a new value from outside but not its own HTML coming back', () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>Bolo</p>" onHtml={onHtml} />);
    selectText('Bolo');
    fireEvent.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(within(editingArea()).getByText('Bolo').parentElement).toHaveStyle({ fontWeight: 'bold' });
    fireEvent.click(screen.getByRole('button', { name: 'trocar' }));
    expect(editingArea()).toHaveTextContent('Outra receita');
    expect(onHtml).toHaveBeenCalledTimes(1);
  });

  it('shows a validation error under the editor and describes the editing area with it', () => {
    render(<Harness error="Conte a história da receita" id="historia" />);
    const area = editingArea();
    expect(area).toHaveAttribute('id', 'historia');
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription('Conte a história da receita');
  });
});
