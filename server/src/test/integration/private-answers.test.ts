import path from 'node:path';
import { startTestApp, type TestApp } from '../harness';

// Answers that depend on who asks say `private, no-store`; public ones keep their own headers.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let reader: string;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  reader = await app.userToken();
}, 120_000);
afterAll(() => app?.close());

const cacheControl = async (p: string, init: RequestInit = {}) =>
  (await fetch(`${app.url}${p}`, init)).headers.get('cache-control');
const withToken = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
});
const gql = (query: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

describe('Cache-Control of personal answers', () => {
  it('is private, no-store on GraphQL and /api requests carrying a token', async () => {
    expect(await cacheControl('/graphql', withToken(reader, gql('{ me { email } }')))).toBe('private, no-store');
    expect(await cacheControl('/graphql', withToken(reader, gql('{ recipes { total } }')))).toBe('private, no-store');
    expect(await cacheControl('/api/recipes', withToken(reader))).toBe('private, no-store');
    expect(await cacheControl('/api/user/notifications', withToken(reader))).toBe('private, no-store');
    expect(await cacheControl('/api/user/saved-recipes', withToken(reader))).toBe('private, no-store');
  });

  it('is private, no-store on the reader routes without a token and on the dashboard shell', async () => {
    expect(await cacheControl('/api/user/notifications')).toBe('private, no-store');
    expect(await cacheControl('/dashboard', { headers: { accept: 'text/html' } })).toBe('private, no-store');
    expect(await cacheControl('/dashboard/recipes', { headers: { accept: 'text/html' } })).toBe('private, no-store');
  });

  it('leaves public answers as they were', async () => {
    expect(await cacheControl('/', { headers: { accept: 'text/html' } })).toMatch(/^public, /);
    expect(String(await cacheControl('/api/recipes'))).not.toMatch(/private/);
    expect(String(await cacheControl('/graphql', gql('{ __typename }')))).not.toMatch(/private/);
  });
});
