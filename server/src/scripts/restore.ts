// npm run restore -- PASTA [--force]: restores a backup into DATA_DIR (and DATABASE_URL's database, for MySQL).
import path from 'node:path';
import { loadConfig } from '../config/config';
import { BackupError, restoreBackup } from '../db/backup';

async function main(argv: string[]): Promise<void> {
  const force = argv.includes('--force');
  const folder = argv.find((arg) => !arg.startsWith('--'));
  if (!folder) throw new BackupError('Uso: npm run restore -- PASTA_DO_BACKUP [--force]');
  const config = loadConfig();
  const report = await restoreBackup(
    path.resolve(folder),
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    force,
  );
  const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup de ${report.manifest.createdAt} restaurado em ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
  );
  console.log(`  banco: ${Object.keys(report.tables).length} tabelas, ${rows} linhas`);
  console.log(`  mídia: ${report.uploads.files} arquivos (${report.manifest.uploads.files} no backup)`);
  if (report.mismatches.length) {
    console.warn(`  Atenção: contagens diferentes do backup em ${report.mismatches.join(', ')}`);
    process.exitCode = 2;
  } else console.log('  Contagens conferidas: iguais às do backup.');
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof BackupError ? `Restauração falhou: ${err.message}` : err);
  process.exit(1);
});
