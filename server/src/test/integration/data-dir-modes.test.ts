import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from '../../modules/media/storage';
import { ADMIN, startTestApp } from '../harness';

// DATA_DIR is its owner's alone: folders 0700, files 0600, whatever the umask, and an older, looser one is tightened.
const mode = (p: string) => fs.statSync(p).mode & 0o777;
const sqlite = !process.env.TEST_DATABASE_URL;

describe('DATA_DIR file modes', () => {
  it('creates the database, its WAL files, the signing key, uploads and the outbox owner-only', async () => {
    const app = await startTestApp();
    try {
      await app.adminToken(); // a write: the WAL files exist
      await new LocalDiskStorage(path.join(app.dataDir, 'uploads')).put('2024/01/foto.webp', Buffer.from('x'));
      await app.server.services.mailer.send({
        to: 'leitora@exemplo.com.br',
        subject: 'Oi',
        text: 'Oi',
        html: '<p>Oi</p>',
      });
      const dir = app.dataDir;
      const files = [
        'jwt-secret',
        ...(sqlite ? ['receitas.sqlite', 'receitas.sqlite-wal', 'receitas.sqlite-shm'] : []),
      ];
      for (const file of files) expect({ file, mode: mode(path.join(dir, file)) }).toEqual({ file, mode: 0o600 });
      for (const folder of ['.', 'uploads', 'outbox']) {
        expect({ folder, mode: mode(path.join(dir, folder)) }).toEqual({ folder, mode: 0o700 });
      }
      const walk = (d: string): string[] =>
        fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(d, e.name);
          return e.isDirectory() ? [p, ...walk(p)] : [p];
        });
      const everything = walk(dir);
      expect(everything.filter((p) => p.endsWith('.webp') || p.endsWith('.eml'))).toHaveLength(2);
      for (const p of everything) expect({ p, open: mode(p) & 0o077 }).toEqual({ p, open: 0 });
    } finally {
      await app.close();
    }
  });

  it('tightens what an earlier release left readable at boot', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-modes-'));
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'uploads', '2024', '01'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'uploads', '2024', '01', 'foto.webp'), 'x', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'jwt-secret'), `${'a'.repeat(128)}\n`, { mode: 0o644 });
    fs.mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'outbox', 'old.eml'), 'x', { mode: 0o644 });
    const app = await startTestApp({ env: { DATA_DIR: dir } });
    try {
      expect(mode(dir)).toBe(0o700);
      expect(mode(path.join(dir, 'uploads', '2024'))).toBe(0o700);
      expect(mode(path.join(dir, 'uploads', '2024', '01', 'foto.webp'))).toBe(0o600);
      expect(mode(path.join(dir, 'jwt-secret'))).toBe(0o600);
      expect(mode(path.join(dir, 'outbox', 'old.eml'))).toBe(0o600);
      if (sqlite) expect(mode(path.join(dir, 'receitas.sqlite'))).toBe(0o600);
      expect((await app.api('POST', '/api/user/login', { body: ADMIN })).status).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
