// pnpm reset-data [--scale N]: delete all data and seed the demo again (`--scale N`: N products in the
// demo shop, for benchmarks). Stop the server first: PGlite's folder must not be in use, and a running
// server would keep serving sessions that no longer exist.
import { loadConfig } from '../config';
import { openMigrated } from './open';
import { runCli, scaleArg, seedEmpty, wipe } from './reset';

await runCli(async () => {
  const config = loadConfig();
  const products = scaleArg(process.argv.slice(2));
  console.log(`Resetting ${config.databaseUrl ? 'the PostgreSQL schema' : config.dataDir} ...`);
  await wipe(config);
  const db = await openMigrated(config);
  try {
    const started = performance.now();
    const summary = await seedEmpty(db, { products, platform: config.platform });
    const ms = Math.round(performance.now() - started);
    console.log(
      `Done: ${summary.products} products, ${summary.customers} customers and ${summary.orders} orders seeded in ${ms} ms.`,
    );
  } finally {
    await db.close();
  }
});
