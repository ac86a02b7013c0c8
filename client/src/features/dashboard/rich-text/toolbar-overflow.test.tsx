import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RichTextEditor } from './RichTextEditor';
import { toolsThatFit, type ToolbarSlot } from './toolbar-overflow';

describe('toolsThatFit', () => {
  const slots: ToolbarSlot[] = [
    { key: 'bold', group: 'inline' },
    { key: 'italic', group: 'inline' },
    { key: 'quote', group: 'block' },
    { key: 'heading', group: 'text' },
    { key: 'link', group: 'insert' },
  ];
  const widths = {
    tools: new Map([
      ['bold', 30],
      ['italic', 30],
      ['quote', 30],
      ['heading', 100],
      ['link', 30],
    ]),
    separator: 5,
    more: 30,
  };
  // All five in a row: 30 + 30 | 30 | 100 | 30, with three separators.
  const all = 220 + 15;

  it('keeps every tool when the row fits, to the pixel', () => {
    expect(toolsThatFit(slots, all, widths)).toBe(5);
    expect(toolsThatFit(slots, 1000, widths)).toBe(5);
  });

  it("moves tools from the end into 'Mais', leaving room for a separator and the button", () => {
    // 'heading' (100 px) and 'link' cannot stay: bold italic | quote + | Mais = 95 + 5 + 30
    expect(toolsThatFit(slots, all - 1, widths)).toBe(3);
    expect(toolsThatFit(slots, 130, widths)).toBe(3);
    expect(toolsThatFit(slots, 129, widths)).toBe(2);
    // bold italic + | Mais = 60 + 35
    expect(toolsThatFit(slots, 95, widths)).toBe(2);
    expect(toolsThatFit(slots, 94, widths)).toBe(1);
  });

  it('leaves only the menu when not even one tool fits beside it', () => {
    expect(toolsThatFit(slots, 64, widths)).toBe(0);
    expect(toolsThatFit(slots, 0, widths)).toBe(0);
  });
});

// jsdom lays nothing out: the toolbar and its tools report the widths they have in a browser.
const TOOL_WIDTHS: Record<string, number> = { 'block-type': 116, 'font-size': 100 };
let toolbarWidth = 332;
const observers = new Set<ResizeObserver & { callback: ResizeObserverCallback }>();

beforeAll(() => {
  window.scrollTo = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'contentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('contenteditable') ?? 'inherit';
    },
  });
  window.ResizeObserver = class {
    constructor(public callback: ResizeObserverCallback) {}
    observe() {
      observers.add(this as never);
      this.callback([], this);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this as never);
    }
  };
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const tool = this.getAttribute('data-tool');
    const width =
      this.getAttribute('role') === 'toolbar'
        ? toolbarWidth
        : tool !== null
          ? (TOOL_WIDTHS[tool] ?? 34)
          : this.hasAttribute('data-tool-separator')
            ? 5
            : 0;
    return { width, height: 34, top: 0, left: 0, right: width, bottom: 34, x: 0, y: 0, toJSON() {} } as DOMRect;
  });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'ResizeObserver');
  jest.restoreAllMocks();
});

function resizeToolbar(width: number) {
  toolbarWidth = width;
  act(() => observers.forEach((observer) => observer.callback([], observer)));
}

function Harness({ onHtml }: { onHtml: (html: string) => void }) {
  const [html, setHtml] = useState('<p>Farinha</p>');
  return (
    <RichTextEditor
      label="Texto da receita"
      value={html}
      onChange={(next) => {
        setHtml(next);
        onHtml(next);
      }}
      uploadImage={() => Promise.resolve('https://cdn.example/enviada.jpg')}
    />
  );
}

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Formatação do texto' }));

describe("the toolbar on a narrow width (a phone's 390 px)", () => {
  beforeEach(() => {
    toolbarWidth = 332;
  });

  it("shows the tools that fit in one row and the others in a 'Mais' menu, with their names and icons", async () => {
    render(<Harness onHtml={jest.fn()} />);
    // 320 px of room: the inline and block buttons, then 'Mais'.
    const bar = toolbar();
    expect(bar.getByRole('button', { name: 'Negrito' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Lista numerada' })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Link' })).not.toBeInTheDocument();
    expect(bar.queryByRole('combobox', { name: 'Estilo do parágrafo' })).not.toBeInTheDocument();

    await userEvent.setup().click(bar.getByRole('button', { name: 'Mais' }));
    const menu = within(await screen.findByRole('menu', { name: 'Mais opções de formatação' }));
    expect(menu.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Parágrafo',
      'Título 1',
      'Título 2',
      'Título 3',
      'Título 4',
      'Título 5',
      'Título 6',
      'Pequeno',
      'Normal',
      'Grande',
      'Enorme',
    ]);
    expect(menu.getByRole('menuitemradio', { name: 'Parágrafo' })).toHaveAttribute('aria-checked', 'true');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Cor do texto',
      'Cor de fundo',
      'Limpar formatação',
      'Inserir imagem',
    ]);
    expect(menu.getByRole('menuitemcheckbox', { name: 'Link' })).toHaveAttribute('aria-checked', 'false');
    expect(menu.getByRole('menuitemcheckbox', { name: 'Link' }).querySelector('svg')).not.toBeNull();
  });

  it('applies a heading and opens the link dialog from the menu', async () => {
    const onHtml = jest.fn();
    render(<Harness onHtml={onHtml} />);
    const user = userEvent.setup();
    await user.click(toolbar().getByRole('button', { name: 'Mais' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Título 2' }));
    expect(onHtml).toHaveBeenLastCalledWith('<h2>Farinha</h2>');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(toolbar().getByRole('button', { name: 'Mais' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Link' }));
    expect(await screen.findByRole('dialog', { name: 'Inserir link' })).toBeInTheDocument();
  });

  it('opens a colour palette from the menu', async () => {
    const onHtml = jest.fn();
    render(<Harness onHtml={onHtml} />);
    const user = userEvent.setup();
    await user.click(toolbar().getByRole('button', { name: 'Mais' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cor de fundo' }));
    const palette = await screen.findByRole('dialog', { name: 'Cor de fundo' });
    expect(within(palette).getByRole('button', { name: 'Sem cor' })).toBeInTheDocument();
  });

  it('is reached and left with the keyboard: Enter opens the menu on its first item, Escape goes back to Mais', async () => {
    render(<Harness onHtml={jest.fn()} />);
    const user = userEvent.setup();
    const more = toolbar().getByRole('button', { name: 'Mais' });
    // The arrow keys move along the toolbar, 'Mais' included.
    act(() => toolbar().getByRole('button', { name: 'Negrito' }).focus());
    await user.keyboard('{End}');
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Parágrafo' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Título 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('gives the tools back to the bar when it widens, and takes them again when it narrows', () => {
    render(<Harness onHtml={jest.fn()} />);
    resizeToolbar(1000);
    expect(toolbar().queryByRole('button', { name: 'Mais' })).not.toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Inserir imagem' })).toBeInTheDocument();
    // All but 'Limpar formatação' and 'Inserir imagem' (678 px in all; 'Mais' and its separator take 39).
    resizeToolbar(672);
    expect(toolbar().getByRole('button', { name: 'Link' })).toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: 'Inserir imagem' })).not.toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Mais' })).toBeInTheDocument();
    resizeToolbar(332);
    expect(toolbar().queryByRole('button', { name: 'Link' })).not.toBeInTheDocument();
  });
});
