// Writes a migration for each dialect containing exactly what the entities need beyond the existing migrations.
// Usage: npm run build -w server && npm run migration:generate -w server -- Name
// MySQL side needs MIGRATION_MYSQL_URL (a server where a scratch database can be created), default root@127.0.0.1.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { createDataSource, type Dialect } from '../db/data-source';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: migration:generate PascalCaseName');
  process.exit(2);
}
const timestamp = Date.now();
const sourceDir = path.resolve(__dirname, '../../src/db/migrations');

const escape = (sql: string) => sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

// New MySQL tables are always utf8mb4 whatever the server default is, so accents and emoji round-trip.
const mysqlTableOptions = (sql: string) =>
  /^CREATE TABLE/.test(sql) ? `${sql} ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci` : sql;

async function pendingQueries(dialect: Dialect): Promise<{ up: string[]; down: string[] }> {
  let cleanup = async () => {};
  let databaseUrl: string | undefined;
  const sqlitePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-mig-')), 'gen.sqlite');
  if (dialect === 'mysql') {
    const server = process.env.MIGRATION_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
    const db = `receitas_migration_${timestamp}`;
    const admin = await createConnection(server);
    await admin.query(`CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    databaseUrl = `${server.replace(/\/$/, '')}/${db}`;
    cleanup = async () => {
      await admin.query(`DROP DATABASE \`${db}\``);
      await admin.end();
    };
  }
  const ds = createDataSource({ databaseUrl, sqlitePath });
  await ds.initialize();
  try {
    await ds.runMigrations();
    const sql = await ds.driver.createSchemaBuilder().log();
    const up = sql.upQueries.map((q) => q.query);
    return {
      up: dialect === 'mysql' ? up.map(mysqlTableOptions) : up,
      down: sql.downQueries.map((q) => q.query).reverse(),
    };
  } finally {
    await ds.destroy();
    await cleanup();
  }
}

function render(className: string, up: string[], down: string[]): string {
  const lines = (qs: string[]) => qs.map((q) => `    await queryRunner.query(\`${escape(q)}\`);`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

async function main() {
  for (const dialect of ['sqlite', 'mysql'] as const) {
    const { up, down } = await pendingQueries(dialect);
    if (!up.length) {
      console.log(`${dialect}: entities and migrations already agree`);
      continue;
    }
    const className = `${name}${timestamp}`;
    const file = path.join(sourceDir, dialect, `${timestamp}-${name}.ts`);
    fs.writeFileSync(file, render(className, up, down));
    console.log(`${dialect}: wrote ${path.relative(process.cwd(), file)} (${up.length} statements)`);
    console.log(`  add ${className} to ${dialect}/index.ts`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
