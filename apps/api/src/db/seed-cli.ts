// pnpm --filter @shop/api seed [--scale N]: migrate and seed an empty database (N products in the demo
// shop instead of the demo's 2,000, for benchmarks; customers and orders stay the demo's).
import { loadConfig } from '../config';
import { openMigrated } from './open';
import { runCli, scaleArg, seedEmpty } from './reset';

await runCli(async () => {
  const config = loadConfig();
  const products = scaleArg(process.argv.slice(2));
  const db = await openMigrated(config);
  try {
    const started = performance.now();
    const summary = await seedEmpty(db, { products, platform: config.platform });
    const ms = Math.round(performance.now() - started);
    console.log(
      `Seeded ${summary.products} products, ${summary.customers} customers and ${summary.orders} orders in ${ms} ms.`,
    );
  } finally {
    await db.close();
  }
});
