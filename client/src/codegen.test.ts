/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const committed = path.join(root, 'client/src/gql');

// The committed typed documents must be exactly what codegen makes from the committed schema and operations.
it('client/src/gql is current (run `npm run codegen`)', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-codegen-'));
  try {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/graphql-codegen'),
      ['--config', 'codegen.ts', '--silent'],
      {
        cwd: root,
        env: { ...process.env, CODEGEN_OUT: `${out}/` },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    const files = fs.readdirSync(out).sort();
    expect(fs.readdirSync(committed).sort()).toEqual(files);
    for (const file of files) {
      expect({ file, content: fs.readFileSync(path.join(committed, file), 'utf8') }).toEqual({
        file,
        content: fs.readFileSync(path.join(out, file), 'utf8'),
      });
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
