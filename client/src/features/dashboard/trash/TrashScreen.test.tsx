import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { TrashScreen } from './TrashScreen';
import { DeleteForeverMutation, EmptyTrashMutation, RestoreFromTrashMutation, TrashQuery } from './trash-operations';

type Kind = 'RECIPE' | 'EBOOK' | 'CATEGORY';
const item = (kind: Kind, id: number, title: string) => ({
  __typename: 'TrashItem' as const,
  kind,
  id,
  title,
  deletedAt: '2026-11-20T15:00:00.000Z',
  deletedByName: 'Marina',
  purgeAt: '2026-12-20T15:00:00.000Z',
});
const pudim = item('RECIPE', 7, 'Pudim de leite');
const natal = item('EBOOK', 2, 'Doces de Natal');
const bolos = item('CATEGORY', 3, 'Bolos');

/** The trash as the server holds it; the list query answers from it every time it is asked. */
function fakeTrash(initial: ReturnType<typeof item>[]) {
  let items = initial;
  const page = (kind: Kind | null) => {
    const shown = items.filter((i) => !kind || i.kind === kind);
    return {
      trash: { __typename: 'TrashPage', totalElements: shown.length, totalPages: 1, content: shown },
    };
  };
  const list: MockLink.MockedResponse = {
    request: { query: TrashQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: { kind: Kind | null }) => ({ data: page(variables.kind ?? null) }),
  };
  const remove = (kind: string, id: number) => {
    items = items.filter((i) => !(i.kind === kind && i.id === id));
  };
  return {
    mocks: [list],
    restoreMock: (kind: Kind, id: number): MockLink.MockedResponse => ({
      request: { query: RestoreFromTrashMutation, variables: { kind, id } },
      result: () => {
        remove(kind, id);
        return { data: { restoreFromTrash: true } };
      },
    }),
    foreverMock: (kind: Kind, id: number): MockLink.MockedResponse => ({
      request: { query: DeleteForeverMutation, variables: { kind, id } },
      result: () => {
        remove(kind, id);
        return { data: { deleteForever: true } };
      },
    }),
    emptyMock: (): MockLink.MockedResponse => ({
      request: { query: EmptyTrashMutation },
      result: () => {
        const count = items.length;
        items = [];
        return { data: { emptyTrash: count } };
      },
    }),
  };
}

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard/trash']}>
        <TrashScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const list = () => screen.getByRole('list', { name: 'Lixeira' });

describe('trash screen', () => {
  it('lists what was deleted with who, when and until when; filters by kind; restores one', async () => {
    const trash = fakeTrash([pudim, natal, bolos]);
    renderScreen([...trash.mocks, trash.restoreMock('RECIPE', 7)]);
    const recipe = await screen.findByRole('listitem', { name: 'Receita: Pudim de leite' });
    expect(recipe).toHaveTextContent(/Excluído em 20\/11\/2026.* por Marina/);
    expect(recipe).toHaveTextContent(/Apagado para sempre em 20\/12\/2026/);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'E-books' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem', { name: 'E-book: Doces de Natal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tudo' }));
    await user.click(await screen.findByRole('button', { name: 'Restaurar Pudim de leite' }));
    expect(await screen.findByText('"Pudim de leite" foi restaurado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Receita: Pudim de leite' })).not.toBeInTheDocument(),
    );
  });

  it('deletes for good only after its own question, and empties the trash after another', async () => {
    const trash = fakeTrash([pudim, natal]);
    renderScreen([...trash.mocks, trash.foreverMock('EBOOK', 2), trash.emptyMock()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir para sempre Doces de Natal' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Excluir para sempre?' }));
    expect(
      question.getByText('"Doces de Natal" será apagado para sempre. Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument();
    expect(question.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(question.getByRole('button', { name: 'Excluir para sempre' }));
    expect(await screen.findByText('"Doces de Natal" foi apagado para sempre.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Esvaziar lixeira' }));
    const empty = within(await screen.findByRole('alertdialog', { name: 'Esvaziar a lixeira?' }));
    await user.click(empty.getByRole('button', { name: 'Esvaziar lixeira' }));
    expect(await screen.findByText('1 item apagado para sempre.')).toBeInTheDocument();
    expect(await screen.findByText('A lixeira está vazia.')).toBeInTheDocument();
  });
});
