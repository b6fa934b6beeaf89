import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ config });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const address = await app.listen({ host: config.host, port: config.port });
const url = address.replace('[::1]', 'localhost');
// The one line `npm start` promises: where the shop is.
console.log(
  `Shop running at ${url}/ (database: ${app.database.kind}${app.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
