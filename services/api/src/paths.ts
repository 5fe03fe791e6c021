import { fileURLToPath } from 'node:url';

// This file sits one level below the package root, like the bundled dist/server.mjs,
// so the same relative URLs work from src (tsx) and from dist (esbuild bundle).
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultDataDir = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));
