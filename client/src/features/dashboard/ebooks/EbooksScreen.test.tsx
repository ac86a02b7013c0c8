import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { EbooksScreen } from './EbooksScreen';
import { DashboardEbooksQuery, DeleteEbookMutation } from './ebooks-operations';
import { DeletionImpactQuery } from '../trash/trash-operations';

// The form is tested on its own (EbookFormDialog.test.tsx): here it only says which e-book it would edit.
jest.mock('./EbookFormDialog', () => ({
  EbookFormDialog: ({ open, ebook }: { open: boolean; ebook: { title: string } | null }) =>
    open ? <div role="dialog" aria-label={ebook ? `Editar ${ebook.title}` : 'Criar Novo E-book'} /> : null,
}));

const cover = (name: string) => ({
  __typename: 'ImageSet' as const,
  small: `/uploads/${name}-s.webp`,
  medium: `/uploads/${name}-m.webp`,
  original: `/uploads/${name}.webp`,
});
const ebook = (id: number, title: string, author: string, price: number, publicationDate: string, recipes = 0) => ({
  __typename: 'EBook' as const,
  id,
  title,
  author,
  price,
  publicationDate,
  externalUrl: `https://loja.example/${id}`,
  verticalCoverImageUrl: cover(`v${id}`),
  horizontalCoverImageUrl: cover(`h${id}`),
  recipeIds: Array.from({ length: recipes }, (_, i) => i + 1),
  version: 1,
});
const doces = ebook(1, 'Doces de Festa', 'Marina Duarte', 1234.5, '2026-03-05', 2);
const mineira = ebook(2, 'Cozinha Mineira', 'Conceição Alves', 39.9, '2026-10-10', 1);

const listMock = (ebooks: object[]): MockLink.MockedResponse => ({
  request: { query: DashboardEbooksQuery },
  result: { data: { adminEbooks: ebooks } },
});
const failure = (query: MockLink.MockedResponse['request']): MockLink.MockedResponse => ({
  request: query,
  result: { errors: [new GraphQLError('Erro interno', { extensions: { code: 'INTERNAL' } })] },
});
/** Where the site shows what is about to be deleted. */
const impactMock = (labels: string[]): MockLink.MockedResponse => ({
  request: { query: DeletionImpactQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { deletionImpact: labels.map((label) => ({ __typename: 'ContentReference', label })) } },
});

const deleteMock = (id: number): MockLink.MockedResponse => ({
  request: { query: DeleteEbookMutation, variables: { id } },
  result: { data: { deleteEbook: true } },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <EbooksScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** A window wide enough for the real table. */
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

const rows = () =>
  within(screen.getByRole('table', { name: 'E-books' }))
    .getAllByRole('row')
    .slice(1);
const rowTitles = () => rows().map((row) => within(row).getAllByRole('cell')[1].firstChild?.firstChild?.textContent);

describe('e-books screen', () => {
  it('lists every e-book with its cover, price and date in pt-BR, recipe count and actions', async () => {
    renderScreen([listMock([doces, mineira])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciar E-books' })).toBeInTheDocument();
    expect(screen.getByText('Gerencie os e-books disponíveis na plataforma')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Doces de Festa', 'Cozinha Mineira']));
    const cells = within(rows()[0]).getAllByRole('cell');
    expect(within(cells[0]).getByRole('img', { name: 'Doces de Festa' })).toHaveAttribute('src', '/uploads/v1-m.webp');
    expect(cells[1]).toHaveTextContent('2 receitas');
    expect(cells[2]).toHaveTextContent('Marina Duarte');
    expect(cells[3].textContent?.replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(cells[4]).toHaveTextContent('05/03/2026');
    const view = within(cells[5]).getByRole('link', { name: 'Ver Doces de Festa (abre em nova aba)' });
    expect(view).toHaveAttribute('href', 'https://loja.example/1');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('2 e-books')).toBeInTheDocument();
  });

  it('searches title or author, case aside; blank shows all; no match offers to clear', async () => {
    renderScreen([listMock([doces, mineira])]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar e-books' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por título ou autor...');
    await user.type(search, 'CONCEIÇÃO');
    expect(rowTitles()).toEqual(['Cozinha Mineira']);
    expect(screen.getByText('1 de 2 e-books')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'festa');
    expect(rowTitles()).toEqual(['Doces de Festa']);
    await user.clear(search);
    await user.type(search, '   ');
    expect(rows()).toHaveLength(2);
    await user.type(search, 'lasanha');
    expect(screen.getByRole('heading', { name: 'Nenhum e-book encontrado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(rows()).toHaveLength(2);
  });

  it('invites to create the first e-book when there is none', async () => {
    renderScreen([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'Nenhum e-book encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Comece criando seu primeiro e-book.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Adicione seu primeiro e-book' }));
    expect(screen.getByRole('dialog', { name: 'Criar Novo E-book' })).toBeInTheDocument();
  });

  it('opens the form for a new e-book or for the chosen one', async () => {
    renderScreen([listMock([doces, mineira])]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Cozinha Mineira' }));
    expect(screen.getByRole('dialog', { name: 'Editar Cozinha Mineira' })).toBeInTheDocument();
  });

  it('shows the load error on the page, with a retry', async () => {
    renderScreen([failure({ query: DashboardEbooksQuery }), listMock([mineira])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar e-books. Tente novamente.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Cozinha Mineira']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks in the app before deleting; cancelled keeps it, confirmed deletes and reloads the list', async () => {
    renderScreen([listMock([doces, mineira]), deleteMock(1), listMock([mineira]), impactMock(['E-book em destaque'])]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir Doces de Festa' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Tem certeza que deseja excluir o e-book "Doces de Festa"?');
    // the configuration features it: the question says so before anything goes
    expect(await within(question).findByText('E-book em destaque')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Excluir Doces de Festa' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Cozinha Mineira']));
    expect(screen.getByText('E-book "Doces de Festa" movido para a lixeira.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
  });

  it('says so on the page when a delete fails, and keeps the e-book', async () => {
    renderScreen([listMock([doces]), failure({ query: DeleteEbookMutation, variables: { id: 1 } })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir Doces de Festa' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir e-book. Tente novamente.')).toBeInTheDocument();
    // The confirmation closes (its exit transition hides the page from the accessibility tree until it ends).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(['Doces de Festa']);
  });
});
