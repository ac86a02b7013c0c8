import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { CommentsScreen } from './CommentsScreen';
import { PendingCommentsBadge } from './PendingCommentsBadge';
import {
  BanCommentAuthorMutation,
  CommentModerationSettingsQuery,
  ModerateCommentsMutation,
  ModerationCommentsQuery,
  ModerationCountsQuery,
  ReplyToCommentMutation,
  SaveCommentModerationSettingsMutation,
  UnbanCommentAuthorMutation,
} from './comments-operations';

// The machine running the tests may be busy: wait for what the screen shows, however long it takes to get there.
configure({ asyncUtilTimeout: 20000 });

type Status = 'PENDING' | 'APPROVED' | 'SPAM';

const author = (userId: number, name: string, approvedComments = 0, banned = false, admin = false) => ({
  __typename: 'ModerationAuthor' as const,
  userId,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@exemplo.com`,
  banned,
  admin,
  approvedComments,
});
const ana = author(11, 'Ana Souza');
const bia = author(12, 'Bia Lima', 3);
const spammer = author(13, 'Promo Seguidores', 0, true);

let nextId = 1;
const comment = (
  who: ReturnType<typeof author>,
  status: Status,
  content: string,
  fields: { score?: number; parentCommentId?: number | null; hasLink?: boolean; recipeId?: number } = {},
) => ({
  __typename: 'ModerationComment' as const,
  commentId: nextId++,
  content,
  score: fields.score ?? 5,
  datePosted: '2026-11-20T15:30:00.000Z',
  status,
  parentCommentId: fields.parentCommentId ?? null,
  hasLink: fields.hasLink ?? false,
  recipe: {
    __typename: 'ModerationRecipe' as const,
    recipeId: fields.recipeId ?? 7,
    title: fields.recipeId === 8 ? 'Bolo de Fubá' : 'Pão de Queijo Mineiro',
  },
  author: who,
});
type FakeComment = ReturnType<typeof comment>;

/**
 * The server's moderation API over `initial` (newest first as given): the queue by status and page, the counts, the
 * actions, bans, the creator's reply and the settings. `calls` records each mutation's variables.
 */
function fakeServer(initial: FakeComment[]) {
  let all = [...initial];
  let settings = { holdFirstComments: true, holdCommentsWithLinks: true, ratingsNeedConfirmedEmail: false };
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const asked: Array<{ status: Status; page: { page: number; size: number } }> = [];
  const count = (status: Status) => all.filter((c) => c.status === status).length;
  const withAuthor = (userId: number, change: Partial<ReturnType<typeof author>>) => {
    all = all.map((c) => (c.author.userId === userId ? { ...c, author: { ...c.author, ...change } } : c));
  };
  const always = (query: unknown, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: { query: query as MockLink.MockedResponse['request']['query'], variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result,
  });
  const record = (name: string, variables: Record<string, unknown>) => calls.push({ name, variables });
  const mocks = [
    always(ModerationCountsQuery, () => ({
      data: {
        moderationCounts: {
          __typename: 'ModerationCounts',
          pending: count('PENDING'),
          approved: count('APPROVED'),
          spam: count('SPAM'),
        },
      },
    })),
    always(ModerationCommentsQuery, (variables) => {
      const { status, page } = variables as (typeof asked)[number];
      asked.push({ status, page });
      const matching = all.filter((c) => c.status === status);
      return {
        data: {
          moderationComments: {
            __typename: 'ModerationCommentPage',
            content: matching.slice(page.page * page.size, (page.page + 1) * page.size),
            page: page.page,
            totalElements: matching.length,
            totalPages: Math.ceil(matching.length / page.size),
          },
        },
      };
    }),
    always(ModerateCommentsMutation, (variables) => {
      const { ids, action } = variables as { ids: number[]; action: string };
      record('moderateComments', variables);
      const target = action === 'APPROVE' ? 'APPROVED' : action === 'SPAM' ? 'SPAM' : null;
      const changing = all.filter((c) => ids.includes(c.commentId) && c.status !== target);
      all = target
        ? all.map((c) => (ids.includes(c.commentId) ? { ...c, status: target } : c))
        : all.filter((c) => !ids.includes(c.commentId) && !ids.includes(c.parentCommentId ?? -1));
      return { data: { moderateComments: changing.length } };
    }),
    always(BanCommentAuthorMutation, (variables) => {
      const { userId } = variables as { userId: number };
      record('banCommentAuthor', variables);
      withAuthor(userId, { banned: true });
      all = all.map((c) => (c.author.userId === userId && c.status === 'PENDING' ? { ...c, status: 'SPAM' } : c));
      return { data: { banCommentAuthor: true } };
    }),
    always(UnbanCommentAuthorMutation, (variables) => {
      record('unbanCommentAuthor', variables);
      withAuthor((variables as { userId: number }).userId, { banned: false });
      return { data: { unbanCommentAuthor: true } };
    }),
    always(ReplyToCommentMutation, (variables) => {
      record('postComment', variables);
      const { recipeId, input } = variables as {
        recipeId: number;
        input: { content: string; parentCommentId: number };
      };
      // The creator's reply is approved at once and approves the comment it answers.
      all = all.map((c) => (c.commentId === input.parentCommentId ? { ...c, status: 'APPROVED' } : c));
      const reply = comment(author(1, 'Marina Duarte', 40), 'APPROVED', input.content, {
        score: 0,
        parentCommentId: input.parentCommentId,
        recipeId,
      });
      all = [reply, ...all];
      return { data: { postComment: { __typename: 'Comment', commentId: reply.commentId } } };
    }),
    always(CommentModerationSettingsQuery, () => ({
      data: { commentModerationSettings: { __typename: 'CommentModerationSettings', ...settings } },
    })),
    always(SaveCommentModerationSettingsMutation, (variables) => {
      record('saveCommentModerationSettings', variables);
      settings = (variables as { input: typeof settings }).input;
      return { data: { saveCommentModerationSettings: { __typename: 'CommentModerationSettings', ...settings } } };
    }),
  ];
  return { mocks, calls, asked };
}

/** The URL's query, as the screen keeps it. */
let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function renderScreen(mocks: MockLink.MockedResponse[], url = '/dashboard/comments') {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={[url]}>
        <span data-testid="badge">
          <PendingCommentsBadge />
        </span>
        <CommentsScreen />
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

// jsdom has no media queries: the list shows as cards, one list item per comment.
const rows = () => within(screen.getByRole('list', { name: 'Comentários' })).getAllByRole('listitem');
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const shownTexts = () => rows().map((row) => row.textContent);

/** A queue with two pending comments, one pending reply, two approved and one in spam. */
function queue() {
  nextId = 1;
  const held = comment(ana, 'PENDING', 'Fiz e ficou ótimo!\nObrigada pela receita.', { score: 4 });
  const linked = comment(bia, 'PENDING', 'Veja minha versão em https://exemplo.com', { hasLink: true });
  const approved = comment(bia, 'APPROVED', 'Receita de família.', { recipeId: 8 });
  const reply = comment(ana, 'PENDING', 'Posso usar polvilho azedo?', {
    score: 0,
    parentCommentId: approved.commentId,
    recipeId: 8,
  });
  const older = comment(bia, 'APPROVED', 'Ficou sequinho.', { score: 3 });
  const spam = comment(spammer, 'SPAM', 'Compre seguidores baratos');
  return { held, linked, approved, reply, older, spam, all: [held, linked, reply, approved, older, spam] };
}

describe('comments screen', () => {
  it('never offers to ban the creator (an admin account) on their own replies', async () => {
    const marina = author(1, 'Marina Albuquerque', 40, false, true);
    const { all } = queue();
    const mine = comment(marina, 'APPROVED', 'Obrigada, que bom que gostou!', { score: 0, parentCommentId: 3 });
    const server = fakeServer([...all, mine]);
    renderScreen(server.mocks, '/dashboard/comments?status=APPROVED');
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const row = within(rowOf('Obrigada, que bom'));
    expect(row.getByRole('button', { name: 'Excluir: o comentário de Marina Albuquerque' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Banir conta/ })).not.toBeInTheDocument();
    expect(
      within(rowOf('Receita de família')).getByRole('button', { name: 'Banir conta: Bia Lima' }),
    ).toBeInTheDocument();
  });

  it('opens the tab the URL names, shows each comment whole and keeps the chosen tab and page in the URL', async () => {
    const { all } = queue();
    const many = Array.from({ length: 23 }, (_, i) => comment(bia, 'APPROVED', `Aprovado número ${i + 1}`));
    const server = fakeServer([...all, ...many]);
    renderScreen(server.mocks, '/dashboard/comments?status=SPAM');
    expect(screen.getByRole('heading', { level: 1, name: 'Comentários' })).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Spam \(1\)$/)).toHaveAttribute('aria-selected', 'true'));
    expect(tab(/^Pendentes \(3\)$/)).toHaveAttribute('aria-selected', 'false');
    expect(tab(/^Aprovados \(25\)$/)).toBeInTheDocument();
    await waitFor(() => expect(shownTexts()).toHaveLength(1));
    const spam = within(rowOf('Compre seguidores'));
    expect(spam.getByText('Banida')).toBeInTheDocument();
    expect(spam.getByText('0 aprovados')).toBeInTheDocument();
    expect(spam.getByRole('button', { name: 'Desbanir conta: Promo Seguidores' })).toBeInTheDocument();
    expect(spam.queryByRole('button', { name: /^Spam:/ })).not.toBeInTheDocument();
    expect(server.asked[0]).toEqual({ status: 'SPAM', page: { page: 0, size: 20 } });

    const user = userEvent.setup();
    await user.click(tab(/^Pendentes/));
    await waitFor(() => expect(search).toBe(''));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const held = within(rowOf('Fiz e ficou ótimo!'));
    expect(held.getByText('Ana Souza')).toBeInTheDocument();
    expect(held.getByText('ana@exemplo.com')).toBeInTheDocument();
    expect(held.getByRole('img', { name: 'Avaliação: 4 de 5 estrelas' })).toBeInTheDocument();
    expect(held.getByText('20/11/2026 12:30')).toBeInTheDocument();
    // Plain text with its line break; a reply says so instead of stars; a link is flagged.
    expect(held.getByText(/Fiz e ficou ótimo!/).textContent).toBe('Fiz e ficou ótimo!\nObrigada pela receita.');
    const link = held.getByRole('link', { name: 'Pão de Queijo Mineiro (abre em nova aba)' });
    expect(link).toHaveAttribute('href', '/recipes/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rowOf('polvilho')).getByText('Resposta')).toBeInTheDocument();
    expect(within(rowOf('minha versão')).getByText('Contém link')).toBeInTheDocument();
    expect(within(rowOf('minha versão')).getByText('3 aprovados')).toBeInTheDocument();
    expect(held.queryByRole('button', { name: /^Desbanir/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('3 comentários pendentes'));

    await user.click(tab(/^Aprovados/));
    await waitFor(() => expect(search).toBe('?status=APPROVED'));
    await waitFor(() => expect(shownTexts()).toHaveLength(20));
    expect(screen.getByText('25 comentários')).toBeInTheDocument();
    expect(within(rowOf('Receita de família.')).queryByRole('button', { name: /^Aprovar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(search).toBe('?status=APPROVED&page=2'));
    await waitFor(() => expect(shownTexts()).toHaveLength(5));
    expect(server.asked.at(-1)).toEqual({ status: 'APPROVED', page: { page: 1, size: 20 } });
  });

  it('shows the last page for a page past the end (an old link, or the last comments of a page moved away)', async () => {
    const many = Array.from({ length: 23 }, (_, i) => comment(bia, 'APPROVED', `Aprovado número ${i + 1}`));
    renderScreen(fakeServer(many).mocks, '/dashboard/comments?status=APPROVED&page=4');
    await waitFor(() => expect(search).toBe('?status=APPROVED&page=2'));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Página 2, página atual' })).toBeInTheDocument();
  });

  it('approves one comment: it leaves the pending tab, the counts and the badge follow', async () => {
    const { all, held } = queue();
    const server = fakeServer(all);
    renderScreen(server.mocks);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(within(rowOf('Fiz e ficou')).getByRole('button', { name: 'Aprovar: o comentário de Ana Souza' }));
    expect(await screen.findByText('1 comentário aprovado.')).toBeInTheDocument();
    expect(server.calls).toEqual([
      { name: 'moderateComments', variables: { ids: [held.commentId], action: 'APPROVE' } },
    ]);
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    expect(tab(/^Pendentes \(2\)$/)).toBeInTheDocument();
    expect(tab(/^Aprovados \(3\)$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('2 comentários pendentes'));
  });

  it('marks the selected comments as spam from the selection bar; the page checkbox selects them all', async () => {
    const { all, linked, reply } = queue();
    const server = fakeServer(all);
    renderScreen(server.mocks);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Ações para os comentários selecionados' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o comentário de Bia Lima' }));
    await user.click(within(rowOf('polvilho')).getByRole('checkbox', { name: 'Selecionar o comentário de Ana Souza' }));
    const bar = within(screen.getByRole('region', { name: 'Ações para os comentários selecionados' }));
    expect(bar.getByText('2 selecionados')).toBeInTheDocument();
    const page = screen.getByRole('checkbox', { name: 'Selecionar todos desta página' });
    expect(page).toHaveAttribute('data-indeterminate', 'true');
    await user.click(page);
    expect(bar.getByText('3 selecionados')).toBeInTheDocument();
    await user.click(
      within(rowOf('Fiz e ficou')).getByRole('checkbox', { name: 'Selecionar o comentário de Ana Souza' }),
    );
    expect(bar.getByText('2 selecionados')).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Marcar como spam' }));
    expect(await screen.findByText('2 comentários marcados como spam.')).toBeInTheDocument();
    expect(server.calls).toEqual([
      { name: 'moderateComments', variables: { ids: [linked.commentId, reply.commentId], action: 'SPAM' } },
    ]);
    await waitFor(() => expect(shownTexts()).toHaveLength(1));
    expect(rowOf('Fiz e ficou')).toBeDefined();
    expect(tab(/^Spam \(3\)$/)).toBeInTheDocument();
    // The selection went with the action.
    expect(screen.queryByRole('region', { name: 'Ações para os comentários selecionados' })).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, one comment or the selected ones', async () => {
    const { all, held, linked, reply } = queue();
    const server = fakeServer(all);
    renderScreen(server.mocks);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const user = userEvent.setup();
    const remove = () =>
      user.click(within(rowOf('Fiz e ficou')).getByRole('button', { name: 'Excluir: o comentário de Ana Souza' }));
    await remove();
    let question = await screen.findByRole('alertdialog', { name: 'Excluir comentário?' });
    expect(question).toHaveTextContent('O comentário de Ana Souza sai do site e do painel');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls).toEqual([]);

    await remove();
    question = await screen.findByRole('alertdialog', { name: 'Excluir comentário?' });
    await user.click(within(question).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('1 comentário excluído.')).toBeInTheDocument();
    expect(server.calls).toEqual([
      { name: 'moderateComments', variables: { ids: [held.commentId], action: 'DELETE' } },
    ]);
    await waitFor(() => expect(shownTexts()).toHaveLength(2));

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    await user.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    question = await screen.findByRole('alertdialog', { name: 'Excluir 2 comentários?' });
    await user.click(within(question).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('2 comentários excluídos.')).toBeInTheDocument();
    expect(server.calls.at(-1)).toEqual({
      name: 'moderateComments',
      variables: { ids: [linked.commentId, reply.commentId], action: 'DELETE' },
    });
    expect(await screen.findByText('Nenhum comentário pendente.')).toBeInTheDocument();
  });

  it('answers the comment itself (the server puts an answer to a reply in its thread); the answer approves what it answers', async () => {
    const { all, held, reply } = queue();
    const server = fakeServer(all);
    renderScreen(server.mocks);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const user = userEvent.setup();

    await user.click(within(rowOf('polvilho')).getByRole('button', { name: 'Responder: o comentário de Ana Souza' }));
    let dialog = await screen.findByRole('dialog', { name: 'Responder a Ana Souza' });
    expect(within(dialog).getByText('Posso usar polvilho azedo?')).toBeInTheDocument();
    // A held reply is answered as itself: the server puts the answer in its thread and approves the reply.
    expect(within(dialog).getByText('Ao responder, este comentário também é aprovado.')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Enviar resposta' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Sua resposta' }), 'Pode sim, fica mais aerado.');
    await user.click(send);
    expect(await screen.findByText('Resposta publicada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls).toEqual([
      {
        name: 'postComment',
        variables: {
          recipeId: 8,
          input: { content: 'Pode sim, fica mais aerado.', parentCommentId: reply.commentId },
        },
      },
    ]);

    await user.click(
      within(rowOf('Fiz e ficou')).getByRole('button', { name: 'Responder: o comentário de Ana Souza' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Responder a Ana Souza' });
    expect(within(dialog).getByText('Ao responder, este comentário também é aprovado.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Sua resposta' }), 'Que bom!');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        name: 'postComment',
        variables: { recipeId: 7, input: { content: 'Que bom!', parentCommentId: held.commentId } },
      }),
    );
    // Both answered comments were approved with the answers: they leave the pending tab, and the counts follow.
    await waitFor(() => expect(shownTexts()).toHaveLength(1));
    expect(tab(/^Pendentes \(1\)$/)).toBeInTheDocument();
  });

  it("keeps the reply's text and says why when the server refuses it", async () => {
    const { all } = queue();
    const server = fakeServer(all);
    const refusal: MockLink.MockedResponse = {
      request: { query: ReplyToCommentMutation, variables: () => true },
      result: {
        errors: [
          new GraphQLError('O comentário deve ter no máximo 5000 caracteres.', {
            extensions: { code: 'BAD_USER_INPUT', field: 'content' },
          }),
        ],
      },
    };
    renderScreen([refusal, ...server.mocks]);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(
      within(rowOf('Fiz e ficou')).getByRole('button', { name: 'Responder: o comentário de Ana Souza' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Responder a Ana Souza' });
    const box = within(dialog).getByRole('textbox', { name: 'Sua resposta' });
    await user.type(box, 'Longa demais');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O comentário deve ter no máximo 5000 caracteres.',
    );
    expect(box).toHaveValue('Longa demais');
  });

  it('bans an account after confirmation (its held comments go to spam) and unbans it at once', async () => {
    const { all } = queue();
    const server = fakeServer(all);
    renderScreen(server.mocks);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(within(rowOf('Fiz e ficou')).getByRole('button', { name: 'Banir conta: Ana Souza' }));
    const question = await screen.findByRole('alertdialog', { name: 'Banir conta?' });
    expect(question).toHaveTextContent('A conta de Ana Souza (ana@exemplo.com) não poderá mais comentar.');
    expect(question).toHaveTextContent('aguardam aprovação vão para o spam');
    await user.click(within(question).getByRole('button', { name: 'Banir conta' }));
    expect(await screen.findByText('Conta de Ana Souza banida.')).toBeInTheDocument();
    expect(server.calls).toEqual([{ name: 'banCommentAuthor', variables: { userId: 11 } }]);
    await waitFor(() => expect(shownTexts()).toHaveLength(1));
    expect(tab(/^Spam \(3\)$/)).toBeInTheDocument();

    await user.click(tab(/^Spam/));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const banned = within(rowOf('Fiz e ficou'));
    expect(banned.getByText('Banida')).toBeInTheDocument();
    await user.click(banned.getByRole('button', { name: 'Desbanir conta: Ana Souza' }));
    expect(await screen.findByText('Conta de Ana Souza desbanida: ela pode comentar de novo.')).toBeInTheDocument();
    expect(server.calls.at(-1)).toEqual({ name: 'unbanCommentAuthor', variables: { userId: 11 } });
    await waitFor(() => expect(within(rowOf('polvilho')).queryByText('Banida')).not.toBeInTheDocument());
  });

  it("saves the moderation rules from 'Regras de moderação'", async () => {
    const server = fakeServer(queue().all);
    renderScreen(server.mocks);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Regras de moderação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regras de moderação' });
    const first = await within(dialog).findByRole('switch', {
      name: 'Segurar o primeiro comentário de cada leitor até a aprovação',
    });
    expect(first).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Segurar comentários com links' })).toBeChecked();
    const ratings = within(dialog).getByRole('switch', {
      name: 'Contar avaliações só de contas com e-mail confirmado',
    });
    expect(ratings).not.toBeChecked();
    await user.click(first);
    await user.click(ratings);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Regras salvas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls).toEqual([
      {
        name: 'saveCommentModerationSettings',
        variables: {
          input: { holdFirstComments: false, holdCommentsWithLinks: true, ratingsNeedConfirmedEmail: true },
        },
      },
    ]);
  });

  it('says so when a tab is empty, and offers a retry when the list cannot load', async () => {
    const server = fakeServer([]);
    const failure: MockLink.MockedResponse = {
      request: { query: ModerationCommentsQuery, variables: () => true },
      result: { errors: [new GraphQLError('Indisponível', { extensions: { code: 'SERVICE_UNAVAILABLE' } })] },
    };
    renderScreen([failure, ...server.mocks], '/dashboard/comments?status=APPROVED');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os comentários.');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum comentário aprovado.')).toBeInTheDocument();
    await user.click(tab(/^Spam/));
    expect(await screen.findByText('Nenhum comentário no spam.')).toBeInTheDocument();
    await user.click(tab(/^Pendentes/));
    expect(await screen.findByText('Nenhum comentário pendente.')).toBeInTheDocument();
    expect(screen.getByTestId('badge')).toBeEmptyDOMElement();
  });
});
