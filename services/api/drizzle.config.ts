import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-ledger.ts', './src/db/schema-pix-cards.ts'],
  out: './drizzle',
});
