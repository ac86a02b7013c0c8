import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { cacheOptions } from '../../lib/apollo';
import { RecipeComments } from './RecipeComments';

const RECIPE_ID = 7;

const comment = (commentId: number, content: string, parentCommentId: number | null = null) => ({
  __typename: 'Comment',
  commentId,
  content,
  score: parentCommentId === null ? 5 : 0,
  datePosted: '2026-05-06T10:00:00.000Z',
  parentCommentId,
  status: 'APPROVED',
  byCreator: false,
  user: { __typename: 'CommentAuthor', name: `Leitora ${commentId}` },
});

/** 25 threads newest first (ids 125 … 101); the newest has 8 replies (ids 1 … 8), the others none. */
const THREADS = Array.from({ length: 25 }, (_, i) => 125 - i);
const REPLIES = Array.from({ length: 8 }, (_, i) => comment(i + 1, `Resposta ${i + 1}`, 125));
// The creator answered first.
Object.assign(REPLIES[0], { byCreator: true, user: { __typename: 'CommentAuthor', name: 'Marina Albuquerque' } });

const thread = (commentId: number) => ({
  ...comment(commentId, `Comentário ${commentId}`),
  replyCount: commentId === 125 ? REPLIES.length : 0,
  replies: commentId === 125 ? REPLIES.slice(0, 3) : [],
});

/** Whether the signed-in reader has held comments from an earlier visit (myPendingComments). */
let heldOnServer = false;

/** A server that answers the section's queries by page, and records the pages asked for. */
function network() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    const v = operation.variables as { page: number; size: number; commentId?: number };
    asked.push(`${operation.operationName} ${v.page ?? ''}/${v.size ?? ''}`);
    if (operation.operationName === 'RecipeComments') {
      const content = THREADS.slice(v.page * v.size, (v.page + 1) * v.size).map(thread);
      return of({
        data: {
          commentThreads: {
            __typename: 'CommentPage',
            content,
            page: v.page,
            totalElements: THREADS.length,
            totalPages: Math.ceil(THREADS.length / v.size),
            commentCount: THREADS.length + REPLIES.length,
          },
          recipe: {
            __typename: 'Recipe',
            recipeId: RECIPE_ID,
            rating: { __typename: 'Rating', average: 5, count: 25 },
          },
        },
      });
    }
    if (operation.operationName === 'CommentReplies') {
      return of({
        data: {
          commentReplies: {
            __typename: 'CommentPage',
            content: REPLIES.slice(v.page * v.size, (v.page + 1) * v.size),
            totalElements: REPLIES.length,
          },
        },
      });
    }
    if (operation.operationName === 'MyPendingComments') {
      return of({
        data: {
          myPendingComments: !heldOnServer
            ? []
            : [
                {
                  ...comment(998, 'Meu comentário de ontem'),
                  status: 'PENDING',
                  user: { __typename: 'CommentAuthor', name: 'Leitora Nova' },
                },
                {
                  ...comment(997, 'Minha resposta de ontem', 125),
                  status: 'PENDING',
                  user: { __typename: 'CommentAuthor', name: 'Leitora Nova' },
                },
              ],
        },
      });
    }
    if (operation.operationName === 'PostComment') {
      const { input } = operation.variables as { input: { content: string; score: number } };
      // A new reader's first comment: accepted, held for the creator's approval.
      return of({
        data: {
          postComment: {
            ...comment(999, input.content),
            score: input.score,
            status: 'PENDING',
            user: { __typename: 'CommentAuthor', name: 'Leitora Nova' },
            replyCount: 0,
            replies: [],
          },
        },
      });
    }
    if (operation.operationName === 'CommentThread') {
      // the thread a comment belongs to: a reply's (all 8 under 125) or its own
      const id = v.commentId!;
      return of({ data: { commentThread: thread(REPLIES.some((r) => r.commentId === id) ? 125 : id) } });
    }
    throw new Error(`unexpected ${operation.operationName}`);
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(cacheOptions), link }), asked };
}

function renderSection(hash = '') {
  const { client, asked } = network();
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[`/recipes/${RECIPE_ID}${hash}`]}>
        <RecipeComments recipeId={RECIPE_ID} />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return asked;
}

const shownThreads = () =>
  within(screen.getByRole('list', { name: 'Comentários' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'))
    .filter((name) => Number(name?.replace('Leitora ', '')) > 100);

describe('RecipeComments paging', () => {
  it('shows the first page of threads and adds the next ones with “Ver mais comentários” until there are none', async () => {
    const user = userEvent.setup();
    const asked = renderSection();
    expect(await screen.findByText('Comentário 125')).toBeInTheDocument();
    expect(screen.getByText('33 comentários')).toBeInTheDocument();
    expect(shownThreads()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Ver mais comentários' }));
    expect(await screen.findByText('Comentário 106')).toBeInTheDocument();
    expect(shownThreads()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Ver mais comentários' }));
    expect(await screen.findByText('Comentário 101')).toBeInTheDocument();
    expect(shownThreads()).toHaveLength(25);
    expect(new Set(shownThreads()).size).toBe(25);
    expect(screen.queryByRole('button', { name: 'Ver mais comentários' })).not.toBeInTheDocument();
    expect(asked.filter((a) => a.startsWith('RecipeComments'))).toEqual([
      'RecipeComments 0/10',
      'RecipeComments 1/10',
      'RecipeComments 2/10',
    ]);
  });

  it('shows a thread’s first replies and loads the rest with “Ver mais respostas”', async () => {
    const user = userEvent.setup();
    const asked = renderSection();
    expect(await screen.findByText('Resposta 3')).toBeInTheDocument();
    expect(screen.queryByText('Resposta 4')).not.toBeInTheDocument();
    const more = screen.getByRole('button', {
      name: 'Ver mais respostas ao comentário de Leitora 125 (5 respostas ocultas)',
    });
    expect(more).toHaveTextContent('Ver mais respostas');
    await user.click(more);
    expect(await screen.findByText('Resposta 8')).toBeInTheDocument();
    const replies = within(screen.getByRole('list', { name: 'Respostas ao comentário de Leitora 125' }));
    expect(replies.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(
      REPLIES.map((r) => r.user.name),
    );
    expect(screen.queryByRole('button', { name: /Ver mais respostas/ })).not.toBeInTheDocument();
    expect(asked).toContain('CommentReplies 0/20');
  });

  it('marks the creator’s reply with “Autora”', async () => {
    renderSection();
    const reply = await screen.findByRole('article', { name: 'Marina Albuquerque' });
    expect(within(reply).getByText('Autora')).toBeInTheDocument();
    expect(screen.getAllByText('Autora')).toHaveLength(1);
  });
});

describe('a link to one comment (#comentario-{id}, as a reply notification gives)', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });

  it('loads the thread’s replies until the reply is there, scrolls to it once and marks it', async () => {
    const asked = renderSection('#comentario-7');
    const reply = await screen.findByRole('article', { name: 'Leitora 7' });
    expect(reply).toHaveAttribute('id', 'comentario-7');
    expect(reply).toHaveAttribute('data-target');
    expect(reply).toHaveFocus();
    expect(scrolled).toEqual([reply]);
    // its thread was on the first page already: shown once, not twice
    expect(screen.getAllByRole('article', { name: 'Leitora 125' })).toHaveLength(1);
    expect(asked).toContain('CommentThread /');
    expect(asked).toContain('CommentReplies 0/20');
    expect(screen.getAllByRole('article').filter((card) => card.hasAttribute('data-target'))).toHaveLength(1);
  });

  it('shows a thread from a later page on top of the list', async () => {
    renderSection('#comentario-103');
    const target = await screen.findByRole('article', { name: 'Leitora 103' });
    expect(target).toHaveAttribute('data-target');
    expect(shownThreads()[0]).toBe('Leitora 103');
    expect(shownThreads()).toHaveLength(11);
    expect(scrolled).toEqual([target]);
  });

  it('asks nothing more when the comment is already on the page', async () => {
    const asked = renderSection('#comentario-124');
    const target = await screen.findByRole('article', { name: 'Leitora 124' });
    expect(target).toHaveAttribute('data-target');
    expect(asked.filter((a) => a.startsWith('CommentThread'))).toEqual([]);
  });
});

describe('a held comment', () => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  beforeEach(() =>
    window.localStorage.setItem(
      'jwtToken',
      `${encode({ alg: 'HS256' })}.${encode({ sub: '9', role: 'USER', exp: Math.floor(Date.now() / 1000) + 3600 })}.s`,
    ),
  );
  afterEach(() => window.localStorage.clear());

  it('shows on top to its author, marked “Aguardando aprovação”, without counting, and says it awaits approval', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('Comentário 125');
    await user.click(screen.getByText('4 estrelas'));
    await user.type(screen.getByLabelText('Seu comentário'), 'Ficou ótima, obrigada!');
    await user.click(screen.getByRole('button', { name: 'Enviar comentário' }));
    const mine = await screen.findByRole('article', { name: 'Leitora Nova' });
    expect(within(mine).getByText('Aguardando aprovação')).toBeInTheDocument();
    expect(within(mine).getByText('Só você vê este comentário até ele ser aprovado.')).toBeInTheDocument();
    // Nobody answers a comment only its author sees.
    expect(within(mine).queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();
    expect(screen.getByText('Comentário enviado! Ele aparece para todos depois de aprovado.')).toBeInTheDocument();
    expect(screen.getByText('33 comentários')).toBeInTheDocument();
    expect((screen.getByLabelText('Seu comentário') as HTMLTextAreaElement).value).toBe('');
  });

  it('after a reload, shows the author’s own held comment on top and a held reply in its thread, both marked', async () => {
    heldOnServer = true;
    try {
      const asked = renderSection();
      expect(await screen.findAllByText('Aguardando aprovação')).toHaveLength(2);
      const list = within(screen.getByRole('list', { name: 'Comentários' }));
      expect(list.getAllByRole('article')[0]).toHaveAttribute('aria-label', 'Leitora Nova');
      expect(list.getAllByRole('article')[0]).toHaveTextContent('Meu comentário de ontem');
      const replies = within(screen.getByRole('list', { name: 'Respostas ao comentário de Leitora 125' }));
      expect(replies.getByText('Minha resposta de ontem')).toBeInTheDocument();
      expect(screen.getByText('33 comentários')).toBeInTheDocument();
      expect(asked.filter((a) => a.startsWith('MyPendingComments'))).toHaveLength(1);
    } finally {
      heldOnServer = false;
    }
  });
});
