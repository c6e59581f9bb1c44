import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // one schema in parts: the shared tables, and each game's own (apps/server/src/games/<game>/schema.ts)
  schema: ['./src/db/schema.ts', './src/games/*/schema.ts'],
  out: './drizzle',
});
