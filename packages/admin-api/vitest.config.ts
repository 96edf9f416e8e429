import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'admin-api', environment: 'node' } });
