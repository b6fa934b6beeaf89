import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';

// Settings come from the environment; a .env file in the working directory adds those not set.
if (existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Listens at once: /healthz and /readyz answer while the database is migrated and seeded.
const app = await buildApp({ config, awaitStartup: false });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const address = await app.listen({ host: config.host, port: config.port });
try {
  await app.startup;
} catch (error) {
  console.error('The database could not be prepared:', error);
  await app.close().catch(() => {});
  process.exit(1);
}
const url = address.replace('[::1]', 'localhost');
// Without PUBLIC_URL, links in mails and page heads point where the shop is (also when PORT=0).
if (!process.env.PUBLIC_URL?.trim()) config.publicUrl = url;
// The one line `npm start` promises: where the shop is.
console.log(
  `Shop running at ${url}/ (database: ${app.database.kind}${app.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
