// The WordPress peer of the web benchmark (BENCH_PEER=1): a stock WordPress recipe post on the same machine, set up
// once by ../shared/tools/peer-wordpress/setup.sh (as root) and started and stopped here through its own scripts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './start-app.mjs';

const DIR = process.env.PEER_WORDPRESS_DIR || path.resolve(root, '../shared/tools/peer-wordpress');
const STATE = process.env.PEER_WP_DIR || '/tmp/peer-wp';
const SITE_ENV = path.join(STATE, 'site.env');

/** @param {string} script @returns {string} what went wrong, or '' */
function run(script) {
  const result = spawnSync('bash', [path.join(DIR, script)], { encoding: 'utf8', env: process.env });
  return result.status === 0 ? '' : `${script} exited with ${result.status ?? result.signal}: ${result.stderr.trim()}`;
}

/** @param {string} file @returns {Record<string, string>} the KEY=value lines of a shell environment file */
const readEnv = (file) =>
  Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2].replace(/^"(.*)"$/, '$1')]),
  );

/** The processes that serve the peer: its nginx and php-fpm masters (their workers count with them) and MariaDB. */
function peerPids() {
  const masters = ['nginx.pid', 'php-fpm.pid']
    .map((file) => path.join(STATE, 'run', file))
    .filter((file) => fs.existsSync(file))
    .map((file) => Number(fs.readFileSync(file, 'utf8').trim()));
  const mariadb = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'mariadbd';
      } catch {
        return false;
      }
    })
    .map(Number);
  return [...masters, ...mariadb];
}

/**
 * Why the peer cannot be measured here, or '' when it can.
 * @returns {string}
 */
export function peerUnavailable() {
  const setup = `as root, once: ${path.join(DIR, 'setup.sh')} (installs WordPress from Debian's packages, a few minutes)`;
  if (!fs.existsSync(path.join(DIR, 'start.sh'))) return `WordPress peer: skipped, its scripts are not at ${DIR}.`;
  if (!fs.existsSync(SITE_ENV)) return `WordPress peer: skipped, not set up (${SITE_ENV} missing); ${setup}.`;
  if (process.getuid?.() !== 0) return `WordPress peer: skipped, start.sh must run as root (its php-fpm and nginx).`;
  return '';
}

/**
 * Starts the peer (start.sh), runs `use` with its recipe and home URLs and its server processes, and stops it
 * (stop.sh: only what start.sh started) whatever happens.
 * @template T
 * @param {(peer: { recipeUrl: string, homeUrl: string, pids: number[] }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function usingPeer(use) {
  const failure = run('start.sh');
  if (failure) throw new Error(`WordPress peer: ${failure}`);
  const stop = () => {
    const failed = run('stop.sh');
    if (failed) console.error(`WordPress peer: ${failed}`);
  };
  process.once('exit', stop);
  try {
    const env = readEnv(SITE_ENV);
    return await use({ recipeUrl: env.RECIPE_URL, homeUrl: env.HOME_URL, pids: peerPids() });
  } finally {
    process.removeListener('exit', stop);
    stop();
  }
}
