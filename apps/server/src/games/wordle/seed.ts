/**
 * Loads the Wordle schedule of packages/content into the database (called by content/seed.ts inside
 * its transaction when the content version changed). The rows travel as JSON
 * parameters of about 1 MB that PostgreSQL unpacks (jsonb_to_recordset; shared/seed-rows.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadWordle } from '@slove/content/load';
import { dayFromNumber } from '@slove/core/day';
import type { Tx } from '../../db/client.ts';
import { inJsonBatches } from '../shared/seed-rows.ts';

export async function seedWordle(tx: Tx, dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'wordle.json'))) return;
  const wordle = loadWordle(dataDir);
  const rows = wordle.answers.map((word, i) => ({ id: i + 1, word, daily_date: dayFromNumber(i) }));
  await inJsonBatches(rows, (json) =>
    tx.execute(sql`
      INSERT INTO wordle_words (id, word, daily_date, is_daily)
      SELECT id, word, daily_date, true FROM jsonb_to_recordset(${json}::jsonb) AS x(id int, word text, daily_date date)
      ON CONFLICT (id) DO UPDATE SET word = excluded.word, daily_date = excluded.daily_date, is_daily = excluded.is_daily`),
  );
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('wordle_words', 'id'), (SELECT coalesce(max(id), 1) FROM wordle_words))`,
  );
}
