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
  user: { __typename: 'CommentAuthor', name: `Leitora ${commentId}` },
});

/** 25 threads newest first (ids 125 … 101); the newest has 8 replies (ids 1 … 8), the others none. */
const THREADS = Array.from({ length: 25 }, (_, i) => 125 - i);
const REPLIES = Array.from({ length: 8 }, (_, i) => comment(i + 1, `Resposta ${i + 1}`, 125));

const thread = (commentId: number) => ({
  ...comment(commentId, `Comentário ${commentId}`),
  replyCount: commentId === 125 ? REPLIES.length : 0,
  replies: commentId === 125 ? REPLIES.slice(0, 3) : [],
});

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
    throw new Error(`unexpected ${operation.operationName}`);
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(cacheOptions), link }), asked };
}

function renderSection() {
  const { client, asked } = network();
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[`/recipes/${RECIPE_ID}`]}>
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
});
