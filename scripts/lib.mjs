// Helpers shared by the root scripts: run a command, find the repo, check freshness of a build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Run a command with inherited output; resolve with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Newest modification time of any file under the given paths (skipping node_modules and dist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

/** True when the admin app's build is missing or older than its sources (or the kit's). */
export function adminBuildIsStale() {
  const built = join(root, 'apps/admin/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = newestMtime([
    'apps/admin/src',
    'apps/admin/public',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    'packages/ui/src',
    'packages/admin-api/src',
  ]);
  return sources > statSync(built).mtimeMs;
}

/**
 * Names each file of an admin build by the module it starts from, from the build's Vite manifest:
 * chunks are named by their hash alone (apps/admin/vite.config.ts). `label('assets/x.js')` is
 * "assets/x.js (src/features/home/routes/home.tsx)".
 */
export function chunkLabeller(manifest) {
  const sources = new Map();
  for (const chunk of Object.values(manifest)) {
    const source = chunk.src ?? chunk.name ?? 'shared';
    sources.set(chunk.file, source);
    for (const css of chunk.css ?? []) if (!sources.has(css)) sources.set(css, `CSS of ${source}`);
  }
  return (file) => `${file} (${sources.get(file) ?? 'shared'})`;
}
