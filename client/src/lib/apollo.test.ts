import { gql } from '@apollo/client';
import { createBrowserClient, createCache } from './apollo';
import { TOKEN_KEY } from './session';

const QUERY = gql`
  query Probe {
    siteConfiguration {
      featuredEBookId
    }
  }
`;

function fakeFetch(body: unknown) {
  return jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
  }));
}

const token = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;

describe('browser Apollo client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    localStorage.clear();
  });

  it('loads the HTTP link on the first request and sends the query to /graphql with the session token', async () => {
    const fetch = fakeFetch({ data: { siteConfiguration: { __typename: 'SiteConfiguration', featuredEBookId: 1 } } });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    localStorage.setItem(TOKEN_KEY, token({ sub: 7, role: 'USER', exp: Date.now() / 1000 + 3600 }));

    const client = createBrowserClient();
    const result = await client.query({ query: QUERY });

    expect(result.data).toEqual({ siteConfiguration: { __typename: 'SiteConfiguration', featuredEBookId: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'Probe' });
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Bearer h\./);
  });

  it('answers from the server-rendered cache without any request', async () => {
    const fetch = fakeFetch({});
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const client = createBrowserClient({
      ROOT_QUERY: { __typename: 'Query', siteConfiguration: { __ref: 'SiteConfiguration:{}' } },
      'SiteConfiguration:{}': { __typename: 'SiteConfiguration', featuredEBookId: 1 },
    } as never);

    const result = await client.query({ query: QUERY, fetchPolicy: 'cache-first' });
    expect(result.data).toEqual({ siteConfiguration: { __typename: 'SiteConfiguration', featuredEBookId: 1 } });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the cache', () => {
  it("keeps every query's fields of the configuration's parts, whatever shape each query selects", () => {
    const cache = createCache();
    const header = gql`
      query Header {
        siteConfiguration {
          socialMedia {
            instagram
            youtube
          }
        }
      }
    `;
    const home = gql`
      query Home {
        siteConfiguration {
          socialMedia {
            tiktok
          }
        }
      }
    `;
    cache.writeQuery({
      query: header,
      data: {
        siteConfiguration: {
          __typename: 'SiteConfiguration',
          socialMedia: { __typename: 'SocialMedia', instagram: 'i', youtube: 'y' },
        },
      },
    });
    cache.writeQuery({
      query: home,
      data: {
        siteConfiguration: { __typename: 'SiteConfiguration', socialMedia: { __typename: 'SocialMedia', tiktok: 't' } },
      },
    });
    expect(cache.readQuery({ query: header })).toEqual({
      siteConfiguration: {
        __typename: 'SiteConfiguration',
        socialMedia: { __typename: 'SocialMedia', instagram: 'i', youtube: 'y' },
      },
    });
  });
});
