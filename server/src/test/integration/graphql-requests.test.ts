import pino from 'pino';
import { startTestApp, type TestApp } from '../harness';

// What a stranger can send to /graphql that is not a fair question: each is refused before any resolver runs,
// with a 400-class status, Apollo's error shape and a pt-BR message, and logged as the client's mistake.

interface LogLine {
  level: number;
  msg: string;
  code?: string;
}

let app: TestApp;
const log: LogLine[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => log.push(JSON.parse(line)) });
  app = await startTestApp({ logger, seed: true });
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const post = (body: unknown) => app.api('POST', '/graphql', { body });
const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** Runs `send`, then checks what it logged: the refusal at info or warn, nothing at error. */
async function refused<T>(send: () => Promise<T>): Promise<{ result: T; lines: LogLine[] }> {
  const from = log.length;
  const result = await send();
  const lines = log.slice(from);
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  expect(lines.some((line) => line.msg === 'GraphQL request refused' && [30, 40].includes(line.level))).toBe(true);
  return { result, lines };
}

describe('GraphQL limits', () => {
  it('refuse the 280-alias amplification probe with a 400 before any resolver or SQL runs', async () => {
    const probe = aliases(280, 'allRecipes { commentBody ingredients { ingredientName } }');
    const list = jest.spyOn(app.server.services.listing, 'all');
    app.queries.reset();
    const { result: res, lines } = await refused(() => post({ query: probe }));
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      { message: 'A consulta usa mais de 15 apelidos (aliases).', extensions: { code: 'QUERY_TOO_COMPLEX' } },
      {
        message: expect.stringMatching(
          /^A consulta pede dados demais de uma vez \(custo estimado [\d.]+; o máximo é [\d.]+\)/,
        ),
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    expect(list).not.toHaveBeenCalled();
    expect(app.queries.count).toBe(0);
    // a probe is worth a warning, not an error
    expect(lines.filter((line) => line.msg === 'GraphQL request refused').map((line) => line.level)).toEqual([40, 40]);
  });

  it('answer 15 aliases and refuse 16', async () => {
    const fifteen = await post({ query: aliases(15, 'categories { name }') });
    expect(fifteen.status).toBe(200);
    expect(fifteen.body.errors).toBeUndefined();
    expect(Object.keys(fifteen.body.data)).toHaveLength(15);
    expect(fifteen.body.data.a14.length).toBeGreaterThan(0);

    const { result: sixteen } = await refused(() => post({ query: aliases(16, 'categories { name }') }));
    expect(sixteen.status).toBe(400);
    expect(sixteen.body.errors).toEqual([
      { message: 'A consulta usa mais de 15 apelidos (aliases).', extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
  });

  it('refuse an operation nested deeper than 12 levels, fragments included', async () => {
    const nest = (levels: number) => {
      let selection = 'content';
      for (let i = 0; i < levels; i++) selection = `replies { ${selection} }`;
      return `query Deep { comments(recipeId: 1) { ...Thread } } fragment Thread on Comment { ${selection} }`;
    };
    const depthError = {
      message: 'A consulta passa da profundidade máxima de 12 níveis.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    };
    // 13 levels: comments, 11 replies, content
    const { result: res } = await refused(() => post({ query: nest(12) }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(depthError);
    const twelve = await post({ query: nest(10) });
    expect(twelve.body.errors ?? []).not.toContainEqual(depthError);
  });

  it('refuse an operation with too many directives', async () => {
    const { result: res } = await refused(() =>
      post({ query: `{ categories { name ${'@include(if: true) '.repeat(21)} } }` }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toContain(
      'QUERY_TOO_COMPLEX',
    );
  });
});

describe('GraphQL request mistakes', () => {
  it('refuse a batch (an array of operations) with a 400 saying batches are not accepted', async () => {
    const { result: res } = await refused(() => post([{ query: '{ categories { name } }' }]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        {
          message: 'Requisições em lote (uma lista de operações) não são aceitas: envie uma operação por requisição.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  });

  it('refuse malformed JSON with a 400 in GraphQL form (and /api keeps its REST form)', async () => {
    const raw = { raw: '{"query": "{ categories', headers: { 'content-type': 'application/json' } };
    const { result: res } = await refused(() => app.api('POST', '/graphql', raw));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ message: 'JSON malformado no corpo da requisição.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const rest = await app.api('POST', '/api/user/login', raw);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'JSON malformado no corpo da requisição.',
    });
  });

  it('refuse a body with no query, and a form post (CSRF), with pt-BR messages', async () => {
    const { result: empty } = await refused(() => post({}));
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toEqual({
      message: 'Envie um objeto JSON com a consulta em "query" (Content-Type: application/json).',
      extensions: { code: 'BAD_REQUEST' },
    });
    const form = { raw: 'query={categories{name}}', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const { result: csrf } = await refused(() => app.api('POST', '/graphql', form));
    expect(csrf.status).toBe(400);
    expect(csrf.body.errors[0].message).toMatch(/^Requisição bloqueada como possível CSRF/);
  });

  it('refuse a syntax error with 400 GRAPHQL_PARSE_FAILED and where it is', async () => {
    const { result: res } = await refused(() => post({ query: '{ categories { name }' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: 'Erro de sintaxe na consulta GraphQL: Expected Name, found <EOF>.',
        locations: [{ line: 1, column: 22 }],
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      },
    ]);
  });

  it('refuse a field the schema lacks with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const { result: res } = await refused(() => post({ query: '{ categories { nam } }' }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^A consulta não corresponde ao esquema da API: Cannot query field "nam"/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuse an operation name the document does not hold', async () => {
    const query = 'query Categories { categories { name } }';
    const { result: res } = await refused(() => post({ query, operationName: 'Recipes' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message:
          'Nenhuma operação do documento corresponde ao operationName enviado: Unknown operation named "Recipes".',
        extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
      },
    ]);
  });

  it('refuse variables of the wrong type, or missing, with 400 BAD_USER_INPUT naming the variable', async () => {
    const query = 'query Recipe($id: Int!) { recipe(id: $id) { title } }';
    const from = log.length;
    const wrong = await post({ query, variables: { id: 'um' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'Valor inválido para a variável $id (Int!): Int cannot represent non-integer value: "um"',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await post({ query });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe('A variável $id (Int!) é obrigatória e não foi enviada.');
    expect(log.slice(from).filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('field suggestions', () => {
  const typo = '{ categories { nam } }';

  it('are given while introspection is on (development, tests): the schema is public then anyway', async () => {
    const res = await post({ query: typo });
    expect(res.body.errors[0].message).toMatch(/Did you mean "name"\?/);
  });

  it('are never given in the production configuration', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' }, logger: pino({ level: 'silent' }) });
    try {
      const res = await production.api('POST', '/graphql', { body: { query: typo } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          message: 'A consulta não corresponde ao esquema da API: Cannot query field "nam" on type "Category".',
          locations: [{ line: 1, column: 16 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
      const argument = await production.api('POST', '/graphql', { body: { query: '{ recipe(idd: 1) { title } }' } });
      expect(JSON.stringify(argument.body)).not.toMatch(/Did you mean|"id"/);
    } finally {
      await production.close();
    }
  });
});
