import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every schema file: drizzle-kit diffs them against the newest snapshot in drizzle/meta.
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
