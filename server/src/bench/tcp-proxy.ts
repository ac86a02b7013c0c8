// Compiled with the benchmarks: the outage tests and `npm run bench:load` cut an app off MariaDB with it.
import net, { type AddressInfo } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** cuts the line: open connections are destroyed, new ones refused */
  close(): Promise<void>;
  /** listens again on the same port */
  open(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, to cut a running app off its database and restore it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    const drop = () => {
      for (const socket of pair) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async close() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    open: listen,
  };
}
