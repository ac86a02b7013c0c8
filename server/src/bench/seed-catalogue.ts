// Prepares a site's database as the app does on boot (migrations, admin, demo content) and grows it to N recipes
// through the services, then exits: the app started afterwards boots on a ready catalogue.
// Usage: DATA_DIR=/tmp/site [DATABASE_URL=mysql://…] [ADMIN_EMAIL=… ADMIN_PASSWORD=…] node server/dist/bench/seed-catalogue.js 10000
// Last line of output: the JSON figures ({"demoMs", "created", "drafts", "scheduled", "ms", "recipesPerSecond"}).
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { createLogger } from '../http/logger';
import { prepareDatabase } from '../server';
import { seedCatalogue } from './catalogue-fixture';

async function main() {
  const recipes = Number(process.argv[2]);
  if (!Number.isInteger(recipes) || recipes < 0) throw new Error('usage: seed-catalogue.js <number of recipes>');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  let demoMs = 0;
  await prepareDatabase(config, logger, async (services) => {
    demoMs = Math.round(performance.now() - started);
    const result = await seedCatalogue(services, {
      recipes,
      progress: (created, total) => console.error(`  catalogue: ${created} / ${total} recipes`),
    });
    const recipesPerSecond = result.ms ? Math.round((result.created / result.ms) * 1000) : 0;
    console.log(JSON.stringify({ demoMs, ...result, recipesPerSecond }));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
