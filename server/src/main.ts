import './production-default';
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const started = Date.now();
  const server = await startServer(config);
  server.logger.info({ port: server.port, database: config.databaseUrl ? 'mysql' : 'sqlite' }, 'receitas is up');
  console.log(`receitas pronto em ${config.publicUrl} (${Date.now() - started} ms)`);

  const shutdown = (signal: string) => {
    server.logger.info({ signal }, 'shutting down: draining connections');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('Falha ao iniciar o servidor:', err);
  process.exit(1);
});
