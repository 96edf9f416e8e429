// pnpm --filter @shop/api seed [--scale N]: migrate and seed an empty database (N x customers and orders).
import { loadConfig } from '../config';
import { openMigrated } from './open';
import { runCli, scaleArg, seedEmpty } from './reset';

await runCli(async () => {
  const config = loadConfig();
  const scale = scaleArg(process.argv.slice(2));
  const db = await openMigrated(config);
  try {
    const started = performance.now();
    const summary = await seedEmpty(db, scale);
    const ms = Math.round(performance.now() - started);
    console.log(`Seeded ${summary.customers} customers and ${summary.orders} orders in ${ms} ms.`);
  } finally {
    await db.close();
  }
});
