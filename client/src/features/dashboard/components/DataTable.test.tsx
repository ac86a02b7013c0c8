import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';

interface Book {
  id: number;
  title: string;
  author: string;
  photo: string | null;
  cover: string | null;
  categories: string[];
  published: string | null;
  price: number | null;
  role: 'ADMIN' | 'USER';
  url: string;
}

const books: Book[] = [
  {
    id: 1,
    title: 'Doces de Vó',
    author: 'Marina Duarte',
    photo: '/uploads/marina.jpg',
    cover: '/uploads/doces.jpg',
    categories: ['Doces', 'Festas'],
    published: '2026-03-05',
    price: 1234.5,
    role: 'ADMIN',
    url: 'https://loja.example/doces',
  },
  {
    id: 2,
    title: 'Pães Caseiros',
    author: 'João Pedro Lima',
    photo: null,
    cover: null,
    categories: [],
    published: null,
    price: null,
    role: 'USER',
    url: 'https://loja.example/paes',
  },
];

const onEdit = jest.fn();
const onDelete = jest.fn();

const columns: DataTableColumn<Book>[] = [
  { key: 'cover', header: 'Capa', type: 'image', src: (b) => b.cover, alt: (b) => b.title, shape: 'portrait' },
  { key: 'title', header: 'Título', type: 'text', value: (b) => b.title, primary: true },
  { key: 'author', header: 'Autor', type: 'avatar', name: (b) => b.author, src: (b) => b.photo },
  { key: 'categories', header: 'Categorias', type: 'category', value: (b) => b.categories },
  { key: 'published', header: 'Data de Publicação', type: 'date', value: (b) => b.published },
  { key: 'price', header: 'Preço', type: 'price', value: (b) => b.price },
  {
    key: 'role',
    header: 'Papel',
    type: 'badge',
    value: (b) => ({ label: b.role, tone: b.role === 'ADMIN' ? 'success' : 'info' }),
  },
  {
    key: 'actions',
    header: 'Ações',
    type: 'actions',
    actions: (b) => [
      { label: `Ver ${b.title}`, icon: <OpenInNew />, href: b.url, external: true },
      { label: `Editar ${b.title}`, icon: <EditOutlined />, onClick: () => onEdit(b.id) },
      { label: `Excluir ${b.title}`, icon: <DeleteOutlined />, onClick: () => onDelete(b.id), tone: 'error' },
    ],
  },
];

/** Makes `(min-width:800px)` match or not, as a window of that width would. */
function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
  jest.clearAllMocks();
});

describe('DataTable from 800 px', () => {
  beforeEach(() => setWidth(1024));

  it('shows a table with a row per item, pt-BR dates and prices', () => {
    render(<DataTable label="E-books" columns={columns} rows={books} rowKey={(b) => b.id} />);
    const table = screen.getByRole('table', { name: 'E-books' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Capa',
      'Título',
      'Autor',
      'Categorias',
      'Data de Publicação',
      'Preço',
      'Papel',
      'Ações',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    const firstCells = within(first).getAllByRole('cell').map(text);
    expect(firstCells[1]).toBe('Doces de Vó');
    expect(firstCells[3]).toBe('DocesFestas');
    expect(firstCells[4]).toBe('05/03/2026');
    expect(firstCells[5]).toBe('R$ 1.234,50');
    expect(firstCells[6]).toBe('ADMIN');
    // Missing values read as a dash, never as "Invalid Date" or "R$ NaN".
    const secondCells = within(second).getAllByRole('cell').map(text);
    expect(secondCells.slice(3, 6)).toEqual(['—', '—', '—']);
  });

  it('falls back to a placeholder when an image is missing or fails, and to initials for a person', () => {
    render(<DataTable label="E-books" columns={columns} rows={books} rowKey={(b) => b.id} />);
    expect(screen.getByRole('img', { name: 'Pães Caseiros (Sem imagem)' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Doces de Vó' });
    fireEvent.error(cover);
    expect(screen.getByRole('img', { name: 'Doces de Vó (Sem imagem)' })).toBeInTheDocument();

    expect(screen.getByText('JL')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Marina Duarte' });
    fireEvent.error(photo);
    expect(screen.getByText('MD')).toBeInTheDocument();
  });

  it('runs the row actions from labelled buttons; links open in a new tab', async () => {
    render(<DataTable label="E-books" columns={columns} rows={books} rowKey={(b) => b.id} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Pães Caseiros' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Excluir Doces de Vó' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    const view = screen.getByRole('link', { name: 'Ver Doces de Vó (abre em nova aba)' });
    expect(view).toHaveAttribute('href', 'https://loja.example/doces');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
  });

  it('is busy with skeleton rows while loading', () => {
    render(<DataTable label="E-books" columns={columns} rows={undefined} rowKey={(b) => b.id} loading />);
    const table = screen.getByRole('table', { name: 'E-books' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryAllByRole('cell')).toHaveLength(0);
    expect(screen.queryByText('Nenhum item encontrado')).not.toBeInTheDocument();
  });

  it("says 'Nenhum item encontrado' when empty, or the screen's own text", () => {
    const { rerender } = render(<DataTable label="E-books" columns={columns} rows={[]} rowKey={(b) => b.id} />);
    expect(screen.getByRole('cell', { name: 'Nenhum item encontrado' })).toBeInTheDocument();
    rerender(
      <DataTable
        label="E-books"
        columns={columns}
        rows={[]}
        rowKey={(b) => b.id}
        emptyText="Nenhum contato encontrado."
      />,
    );
    expect(screen.getByText('Nenhum contato encontrado.')).toBeInTheDocument();
    rerender(
      <DataTable label="E-books" columns={columns} rows={[]} rowKey={(b) => b.id} empty={<button>Criar</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Criar' })).toBeInTheDocument();
  });
});

describe('DataTable below 800 px', () => {
  beforeEach(() => setWidth(390));

  it('shows one card per row with label: value pairs and the actions', async () => {
    render(<DataTable label="E-books" columns={columns} rows={books} rowKey={(b) => b.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'E-books' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pairs = (card: HTMLElement) =>
      Object.fromEntries(
        within(card)
          .getAllByRole('term')
          .map((term) => [text(term), text(term.nextElementSibling as HTMLElement)]),
      );
    expect(pairs(cards[0])).toMatchObject({
      Título: 'Doces de Vó',
      'Data de Publicação': '05/03/2026',
      Preço: 'R$ 1.234,50',
      Papel: 'ADMIN',
    });
    expect(pairs(cards[0])).not.toHaveProperty('Ações');
    await userEvent.setup().click(within(cards[1]).getByRole('button', { name: 'Editar Pães Caseiros' }));
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('is busy while loading and shows the empty text when there is nothing', () => {
    const { rerender } = render(
      <DataTable label="E-books" columns={columns} rows={undefined} rowKey={(b) => b.id} loading />,
    );
    expect(screen.getByRole('list', { name: 'E-books' })).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable label="E-books" columns={columns} rows={[]} rowKey={(b) => b.id} />);
    expect(screen.getByRole('region', { name: 'E-books' })).toHaveTextContent('Nenhum item encontrado');
  });
});

describe('DataTable select column', () => {
  const onSelect = jest.fn();
  const selectable: DataTableColumn<Book>[] = [
    {
      key: 'select',
      header: 'Selecionar',
      type: 'select',
      label: (b) => `Selecionar ${b.title}`,
      checked: (b) => b.id === 2,
      onChange: (b, checked) => onSelect(b.id, checked),
    },
    ...columns.slice(1, 2),
  ];

  it.each([1024, 390])('ticks and unticks rows by their labelled checkboxes at %i px', async (width) => {
    setWidth(width);
    render(<DataTable label="E-books" columns={selectable} rows={books} rowKey={(b) => b.id} />);
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Pães Caseiros' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Doces de Vó' }));
    expect(onSelect).toHaveBeenCalledWith(1, true);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Pães Caseiros' }));
    expect(onSelect).toHaveBeenCalledWith(2, false);
    // The header names the column for screen readers only; a card shows no 'Selecionar' term.
    if (width > 800) expect(screen.getAllByRole('columnheader').map(text)).toEqual(['Selecionar', 'Título']);
    else expect(screen.getAllByRole('term').map(text)).toEqual(['Título', 'Título']);
  });
});

describe('DataTable beside the sidebar', () => {
  // jsdom lays nothing out: the list is `listWidth` wide and the table needs 900 px.
  let listWidth = 1000;
  const observers = new Set<{ callback: () => void }>();
  beforeEach(() => {
    setWidth(1366);
    window.ResizeObserver = class {
      constructor(public callback: () => void) {}
      observe() {
        observers.add(this);
        this.callback();
      }
      unobserve() {}
      disconnect() {
        observers.delete(this);
      }
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('MuiTableContainer-root') ? listWidth - 2 : listWidth;
    });
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('MuiTableContainer-root') ? Math.max(898, listWidth - 2) : listWidth;
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'ResizeObserver');
    jest.restoreAllMocks();
  });
  const resize = (width: number) => {
    listWidth = width;
    act(() => observers.forEach((observer) => observer.callback()));
  };

  it('shows cards where the table does not fit the list, whatever the window, and the table again where it does', () => {
    listWidth = 702;
    render(<DataTable label="E-books" columns={columns} rows={books} rowKey={(b) => b.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'E-books' })).toBeInTheDocument();
    resize(899);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    resize(900);
    expect(screen.getByRole('table', { name: 'E-books' })).toBeInTheDocument();
    resize(1200);
    expect(screen.getByRole('table', { name: 'E-books' })).toBeInTheDocument();
    resize(800);
    expect(screen.getByRole('list', { name: 'E-books' })).toBeInTheDocument();
  });
});
