// npm run backup [-- --out DIR]: a backup of the running site (database, uploads, signing key) in a new folder.
import path from 'node:path';
import { loadConfig } from '../config/config';
import { BackupError, backupFolderName, createBackup } from '../db/backup';

async function main(argv: string[]): Promise<void> {
  const outIndex = argv.indexOf('--out');
  if (outIndex >= 0 && !argv[outIndex + 1]) throw new BackupError('Uso: npm run backup -- [--out PASTA]');
  const parent = path.resolve(outIndex >= 0 ? argv[outIndex + 1] : process.env.BACKUP_DIR || './backups');
  const config = loadConfig();
  const folder = path.join(parent, backupFolderName());
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, folder);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup criado em ${folder}`);
  console.log(
    `  banco (${manifest.dialect}): ${Object.keys(manifest.tables).length} tabelas, ${rows} linhas` +
      ` (receitas: ${manifest.tables.recipe ?? manifest.tables.recipes ?? '?'})`,
  );
  console.log(`  mídia: ${manifest.uploads.files} arquivos, ${(manifest.uploads.bytes / 1024 / 1024).toFixed(1)} MB`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof BackupError ? `Backup falhou: ${err.message}` : err);
  process.exit(1);
});
