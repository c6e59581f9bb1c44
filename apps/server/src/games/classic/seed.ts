/**
 * Loads the classic letter sets and their words of packages/content into the database (called
 * by content/seed.ts inside
 * its transaction when the content version changed). The rows travel as JSON
 * parameters of about 1 MB that PostgreSQL unpacks (jsonb_to_recordset; shared/seed-rows.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import { lazyClassic } from '@slove/content/load';
import type { Tx } from '../../db/client.ts';
import * as t from './schema.ts';
import { inJsonBatches } from '../shared/seed-rows.ts';

export async function seedClassic(tx: Tx, dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'classic.json'))) return;
  const puzzles = lazyClassic(dataDir);
  const sets = function* () {
    for (const p of puzzles) {
      yield {
        id: p.id,
        letters: p.letters,
        center_letter: p.center,
        daily_date: p.date,
        difficulty: p.difficulty,
        bonus_words: p.bonus.map((b) => [b.word, b.display, b.isPangram]),
      };
    }
  };
  await inJsonBatches(sets(), (json) =>
    tx.execute(sql`
      INSERT INTO letter_sets (id, letters, center_letter, daily_date, difficulty, bonus_words)
      SELECT id, letters, center_letter, daily_date, difficulty, bonus_words
      FROM jsonb_to_recordset(${json}::jsonb)
        AS x(id int, letters text, center_letter text, daily_date date, difficulty text, bonus_words jsonb)
      ON CONFLICT (id) DO UPDATE SET letters = excluded.letters, center_letter = excluded.center_letter,
        daily_date = excluded.daily_date, difficulty = excluded.difficulty, bonus_words = excluded.bonus_words`),
  );
  await tx.delete(t.words).where(isNull(t.words.added_by));
  const wordRows = function* () {
    for (const p of puzzles)
      for (const a of p.answers) yield { s: p.id, w: a.word, d: a.display, p: a.isPangram };
  };
  await inJsonBatches(wordRows(), (json) =>
    tx.execute(sql`
      INSERT INTO words (set_id, word, display, is_pangram, verified)
      SELECT s, w, d, p, true FROM jsonb_to_recordset(${json}::jsonb) AS x(s int, w text, d text, p boolean)
      ON CONFLICT (set_id, word) DO NOTHING`),
  );
}
