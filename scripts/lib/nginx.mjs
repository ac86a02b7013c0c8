// Debian's nginx serving one page from disk: the yardstick for the app's cached pages. It runs from a generated
// config in a temp folder (its own pid, logs and temp paths, so no root is needed), its master in the foreground as
// our child, and leaves nothing behind when stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './start-app.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** @param {{ dir: string, port: number, urlPath: string, file: string, contentType: string }} site */
function config({ dir, port, urlPath, file, contentType }) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `daemon off;
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  sendfile on;
  tcp_nopush on;
  # Node keeps a connection for any number of requests; nginx's default (1000) would add reconnects to its figure.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    location = ${urlPath} {
      default_type "${contentType}";
      alias ${file};
    }
  }
}
`;
}

/** @param {string} url @param {import('node:child_process').ChildProcess} child @param {() => string} log */
async function waitUntilServing(url, child, log) {
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start:\n${log()}`);
}

/**
 * Serves `body` at `urlPath` on a free 127.0.0.1 port.
 * @param {{ urlPath: string, body: Buffer, contentType: string }} page
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ urlPath, body, contentType }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-nginx-'));
  // Run as root, nginx's workers drop to "nobody": they must be able to read the page.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'temp'));
  const file = path.join(dir, 'page.html');
  fs.writeFileSync(file, body, { mode: 0o644 });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config({ dir, port, urlPath, file, contentType }));

  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const log = () =>
    output + (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log')) : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM'); // nginx's fast shutdown: the master stops its workers before it exits
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}${urlPath}`;
  try {
    await waitUntilServing(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
