import http from 'node:http';
import { startBuiltServer, type BuiltServer } from '../built-server';

// SIGTERM to the built server started as `npm start` starts it (NODE_ENV unset: Apollo Server would install its own
// signal handler there, which the suite's NODE_ENV=test hides).
let stopStarting: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopStarting?.();
  stopStarting = undefined;
});

/** A GraphQL POST whose body arrives in two parts: in flight until `finish` sends the rest. */
function slowRequest(server: BuiltServer) {
  const body = JSON.stringify({ query: '{ __typename }' });
  let finish!: () => void;
  const answered = new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
    const req = http.request(
      `${server.url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ body: '', error: err.code ?? err.message }));
    req.write(body.slice(0, 5));
    finish = () => req.end(body.slice(5));
  });
  return { answered, finish: () => finish() };
}

const readyz = async (server: BuiltServer) => {
  const res = await fetch(`${server.url}/readyz`).catch(() => null);
  return res?.status;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['one process', 1],
  ['two workers', 2],
])('SIGTERM to npm start (%s)', (_mode, webConcurrency) => {
  it('says 503 on /readyz, answers the request in flight, then exits 0', async () => {
    const server = await startBuiltServer({
      webConcurrency,
      env: { SHUTDOWN_DRAIN_MS: '1500' },
      onSpawn: (stop) => (stopStarting = stop),
    });
    expect(await readyz(server)).toBe(200);
    const slow = slowRequest(server);
    await sleep(300); // the request's headers and first bytes have reached a process
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(await readyz(server)).toBe(503);
    slow.finish();
    const answer = await slow.answered;
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/shutdown failed|Error/);
  }, 120_000);
});
