// One place for how every browser test starts Debian's Chromium (Playwright, Vitest browser mode,
// benchmarks). A browser download is impossible on this network, and as root Chromium needs
// --no-sandbox; the other flags stop it from calling home, which this machine refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
