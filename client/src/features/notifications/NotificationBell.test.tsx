import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationBell } from './NotificationBell';
import { MarkNotificationReadMutation, UnreadNotificationsQuery } from './notifications-operations';

const reply = {
  __typename: 'Notification' as const,
  id: 5,
  message: 'Ana respondeu ao seu comentário em Bolo de Fubá',
  createdAt: '2026-05-06T10:00:00.000Z',
  read: false,
  recipeId: 12,
  commentId: 77,
};

const unread = (
  list: (Omit<typeof reply, 'commentId'> & { commentId: number | null })[],
  delay = 0,
): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationsQuery },
  result: { data: { unreadNotifications: list } },
  delay,
});

/** Where the bell led: the recipe page, and the comment it lands on. */
function RecipeStub() {
  const { pathname, hash } = useLocation();
  return <p>{`página da receita ${pathname}${hash}`}</p>;
}

function renderBell(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NotificationBell />} />
          <Route path="/recipes/:id" element={<RecipeStub />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('NotificationBell', () => {
  it('counts unread notifications, reloads them on opening and says when there are none', async () => {
    const user = userEvent.setup();
    renderBell([unread([reply]), unread([])]);
    await user.click(await screen.findByRole('button', { name: 'Notificações (1 não lida)' }));
    expect(await screen.findByText('Não há notificações novas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says it is loading until the notifications arrive', async () => {
    const user = userEvent.setup();
    // the answer never comes within the test
    renderBell([unread([reply], 600_000)]);
    await user.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Carregando notificações...')).toBeInTheDocument();
  });

  it('marks a reply notification read, goes to the reply on its recipe page and closes', async () => {
    const user = userEvent.setup();
    renderBell([
      unread([reply]),
      unread([reply]),
      {
        request: { query: MarkNotificationReadMutation, variables: { id: 5 } },
        result: { data: { markNotificationRead: true } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notificações (1 não lida)' }));
    const item = await screen.findByRole('button', { name: /Não lida: Ana respondeu/ });
    expect(within(item).getByText('Não lida:', { exact: false })).toBeInTheDocument();
    await user.click(item);
    expect(await screen.findByText('página da receita /recipes/12#comentario-77')).toBeInTheDocument();
    expect(screen.queryByText(reply.message)).not.toBeInTheDocument();
  });

  it('still goes to the recipe when marking it read fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBell([
      unread([reply]),
      unread([reply]),
      {
        request: { query: MarkNotificationReadMutation, variables: { id: 5 } },
        result: { errors: [new GraphQLError('falhou')] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notificações (1 não lida)' }));
    await user.click(await screen.findByRole('button', { name: /Ana respondeu/ }));
    expect(await screen.findByText('página da receita /recipes/12#comentario-77')).toBeInTheDocument();
  });
});
