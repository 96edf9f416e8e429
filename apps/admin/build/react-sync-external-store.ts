/**
 * react-i18next imports `use-sync-external-store/shim`, a fallback for React before 18 that ships its
 * own implementation (0.4 KB of the first load). React 19 has the hook: vite.config.ts points the
 * shim at React's own.
 */
export { useSyncExternalStore } from 'react';
