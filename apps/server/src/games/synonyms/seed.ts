/**
 * Loads the synonym sets and their synonyms of packages/content into the database (called by content/seed.ts inside
 * its transaction when the content version changed). The rows travel as JSON
 * parameters of about 1 MB that PostgreSQL unpacks (jsonb_to_recordset; shared/seed-rows.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadSynonymSets } from '@slove/content/load';
import type { Tx } from '../../db/client.ts';
import { inJsonBatches } from '../shared/seed-rows.ts';
import * as t from './schema.ts';

export async function seedSynonyms(tx: Tx, dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'synonyms.json'))) return;
  const sets = loadSynonymSets(dataDir);
  const setRows = sets.map((s) => ({
    id: s.id,
    base_word: s.baseWord,
    difficulty_level: s.difficulty,
    category: s.category,
    is_daily: s.isDaily,
    daily_date: s.dailyDate,
    gloss: s.gloss,
    hint: s.hint,
  }));
  await inJsonBatches(setRows, (json) =>
    tx.execute(sql`
      INSERT INTO synonym_sets (id, base_word, difficulty_level, category, is_daily, daily_date, gloss, hint)
      SELECT id, base_word, difficulty_level, category, is_daily, daily_date, gloss, hint
      FROM jsonb_to_recordset(${json}::jsonb)
        AS x(id int, base_word text, difficulty_level int, category text, is_daily boolean, daily_date date, gloss text, hint jsonb)
      ON CONFLICT (id) DO UPDATE SET base_word = excluded.base_word, difficulty_level = excluded.difficulty_level,
        category = excluded.category, is_daily = excluded.is_daily, daily_date = excluded.daily_date,
        gloss = excluded.gloss, hint = excluded.hint`),
  );
  await tx.delete(t.synonyms);
  const rows = sets.flatMap((s) => s.synonyms.map((w) => ({ s: s.id, w: w.word, r: w.rarity, g: w.gloss })));
  await inJsonBatches(rows, (json) =>
    tx.execute(sql`
      INSERT INTO synonyms (set_id, synonym_word, rarity_score, verified, gloss)
      SELECT s, w, r, true, g FROM jsonb_to_recordset(${json}::jsonb) AS x(s int, w text, r int, g text)
      ON CONFLICT (set_id, synonym_word) DO NOTHING`),
  );
}
