// npm run media:variants: makes now the AVIF renditions and the crops (1:1, 4:3, 16:9, the 1200 × 630 sharing image)
// of every picture that lacks them, such as the ones stored before they existed. The running site makes them too, in
// the background (a few a minute); this does all of them at once, for an operator who wants them before a launch.
import { loadConfig } from '../config/config';
import { createLogger } from '../http/logger';
import { prepareDatabase } from '../server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  let made = 0;
  await prepareDatabase(config, logger, async (services) => {
    services.mediaVariants.automatic = false;
    made = await services.mediaVariants.runPending();
  });
  console.log(`Variantes de imagem criadas para ${made} imagens em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((err: unknown) => {
  console.error('Falha ao criar as variantes de imagem:', err);
  process.exit(1);
});
