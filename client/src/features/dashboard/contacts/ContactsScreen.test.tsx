import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { ContactsScreen } from './ContactsScreen';
import { UnreadContactsBadge } from './UnreadContactsBadge';
import { DashboardContactsQuery, MarkContactReadMutation, UnreadContactCountQuery } from './contacts-operations';

const contact = (id: number, nome: string, fields: Partial<Record<string, string | null>> = {}) => ({
  __typename: 'ContactSubmission' as const,
  id,
  nome,
  sobrenome: 'Souza',
  empresa: null,
  email: `${nome.toLowerCase()}@exemplo.com`,
  telefone: '+55 (11) 98888-7777',
  assunto: `Assunto de ${nome}`,
  mensagem: 'Primeira linha\nSegunda linha',
  createdAt: '2026-11-20T15:30:00.000Z',
  readAt: null,
  ...fields,
});
const ana = contact(1, 'Ana', { empresa: 'Sabores Ltda' });
const bia = contact(2, 'Bia', { readAt: '2026-11-21T10:00:00.000Z' });

const listMock = (contacts: object[]): MockLink.MockedResponse => ({
  request: { query: DashboardContactsQuery },
  result: { data: { contacts } },
});
const countMock = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadContactCountQuery },
  result: { data: { unreadContactCount: n } },
});
const markReadMock: MockLink.MockedResponse = {
  request: { query: MarkContactReadMutation, variables: { id: 1 } },
  result: {
    data: { markContactRead: { __typename: 'ContactSubmission', id: 1, readAt: '2026-11-26T12:00:00.000Z' } },
  },
};

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard/contacts']}>
        <span data-testid="badge">
          <UnreadContactsBadge />
        </span>
        <ContactsScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

// The first render of a screen can take seconds on a busy machine: wait for the answer, not for a second.
const LOADED = { timeout: 15_000 };

const rowOf = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;

describe('contacts screen', () => {
  it('lists messages with unread ones marked; details show every field and mark the message read', async () => {
    renderScreen([listMock([ana, bia]), countMock(1), markReadMock, countMock(0)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contatos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 mensagens · 1 não lida')).toBeInTheDocument(), LOADED);
    expect(within(rowOf('Ana Souza')).getByText('Não lida')).toBeInTheDocument();
    expect(within(rowOf('Bia Souza')).getByText('Lida')).toBeInTheDocument();
    expect(within(rowOf('Ana Souza')).getByText('20/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1 mensagem não lida'));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver Detalhes: Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do contato' });
    expect(within(dialog).getByRole('link', { name: 'ana@exemplo.com' })).toHaveAttribute(
      'href',
      'mailto:ana@exemplo.com',
    );
    expect(within(dialog).getByRole('link', { name: '+55 (11) 98888-7777' })).toHaveAttribute(
      'href',
      'tel:+5511988887777',
    );
    expect(within(dialog).getByText('Sabores Ltda')).toBeInTheDocument();
    expect(within(dialog).getByText('Assunto de Ana')).toBeInTheDocument();
    expect(within(dialog).getByTestId('contact-message').textContent).toBe('Primeira linha\nSegunda linha');

    await waitFor(() => expect(screen.getByTestId('badge')).toBeEmptyDOMElement());

    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Ana Souza')).getByText('Lida')).toBeInTheDocument();
    expect(screen.getByText('2 mensagens')).toBeInTheDocument();
  });

  it("shows 'Nenhum contato encontrado.' when there are none", async () => {
    renderScreen([listMock([]), countMock(0)]);
    expect(await screen.findByText('Nenhum contato encontrado.', {}, LOADED)).toBeInTheDocument();
  });

  it('shows the load error with a retry that loads the list', async () => {
    renderScreen([
      { request: { query: DashboardContactsQuery }, result: { errors: [new GraphQLError('Indisponível')] } },
      countMock(0),
      listMock([bia]),
    ]);
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert).toHaveTextContent('Failed to load contacts. Please try again.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('1 mensagem')).toBeInTheDocument());
  });
});
