/**
 * Loads packages/content into the database at start: idempotent, keyed by the content
 * version. A restart with the same content does nothing; new content is upserted (ids are
 * stable, so players' progress keeps pointing at the same sets). Words added by admins stay.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import {
  contentDataDir,
  loadClassic,
  loadCrosswords,
  loadManifest,
  loadSynonymSets,
  loadWordle,
} from '@slove/content/load';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { dayFromNumber } from '@slove/core/day';

const VERSION_KEY = 'content_version';

export async function contentVersionInDb(db: Db): Promise<string | null> {
  try {
    const rows = await db.select().from(t.contentMeta).where(eq(t.contentMeta.key, VERSION_KEY));
    return rows[0]?.value ?? null;
  } catch {
    return null;
  }
}

const has = (dir: string, file: string) => fs.existsSync(path.join(dir, file));

export interface SeedResult {
  version: string;
  seeded: boolean;
  ms: number;
}

export async function seedContent(db: Db, dataDir = contentDataDir()): Promise<SeedResult> {
  const started = performance.now();
  const manifest = loadManifest(dataDir);
  const current = await contentVersionInDb(db);
  if (current === manifest.version) return { version: manifest.version, seeded: false, ms: 0 };

  await db.transaction(async (tx) => {
    // Serialise concurrent seeders on one PostgreSQL (several instances starting at once).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const again = await tx.select().from(t.contentMeta).where(eq(t.contentMeta.key, VERSION_KEY));
    if (again[0]?.value === manifest.version) return;

    // Each table is written by one statement: the rows travel as one JSON parameter and
    // PostgreSQL unpacks them (jsonb_to_recordset), which is far faster than row batches.
    const json = (rows: unknown[]) => JSON.stringify(rows);

    if (has(dataDir, 'classic.json')) {
      const puzzles = loadClassic(dataDir);
      const sets = puzzles.map((p) => ({
        id: p.id,
        letters: p.letters,
        center_letter: p.center,
        daily_date: p.date,
        difficulty: p.difficulty,
        bonus_words: p.bonus.map((b) => [b.word, b.display, b.isPangram]),
      }));
      await tx.execute(sql`
        INSERT INTO letter_sets (id, letters, center_letter, daily_date, difficulty, bonus_words)
        SELECT id, letters, center_letter, daily_date, difficulty, bonus_words
        FROM jsonb_to_recordset(${json(sets)}::jsonb)
          AS x(id int, letters text, center_letter text, daily_date date, difficulty text, bonus_words jsonb)
        ON CONFLICT (id) DO UPDATE SET letters = excluded.letters, center_letter = excluded.center_letter,
          daily_date = excluded.daily_date, difficulty = excluded.difficulty, bonus_words = excluded.bonus_words`);
      await tx.delete(t.words).where(isNull(t.words.added_by));
      const wordRows = puzzles.flatMap((p) =>
        p.answers.map((a) => ({ s: p.id, w: a.word, d: a.display, p: a.isPangram })),
      );
      await tx.execute(sql`
        INSERT INTO words (set_id, word, display, is_pangram, verified)
        SELECT s, w, d, p, true FROM jsonb_to_recordset(${json(wordRows)}::jsonb) AS x(s int, w text, d text, p boolean)
        ON CONFLICT (set_id, word) DO NOTHING`);
    }

    if (has(dataDir, 'wordle.json')) {
      const wordle = loadWordle(dataDir);
      const rows = wordle.answers.map((word, i) => ({ id: i + 1, word, daily_date: dayFromNumber(i) }));
      await tx.execute(sql`
        INSERT INTO wordle_words (id, word, daily_date, is_daily)
        SELECT id, word, daily_date, true FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(id int, word text, daily_date date)
        ON CONFLICT (id) DO UPDATE SET word = excluded.word, daily_date = excluded.daily_date, is_daily = excluded.is_daily`);
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence('wordle_words', 'id'), (SELECT coalesce(max(id), 1) FROM wordle_words))`,
      );
    }

    if (has(dataDir, 'synonyms.json')) {
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
      await tx.execute(sql`
        INSERT INTO synonym_sets (id, base_word, difficulty_level, category, is_daily, daily_date, gloss, hint)
        SELECT id, base_word, difficulty_level, category, is_daily, daily_date, gloss, hint
        FROM jsonb_to_recordset(${json(setRows)}::jsonb)
          AS x(id int, base_word text, difficulty_level int, category text, is_daily boolean, daily_date date, gloss text, hint jsonb)
        ON CONFLICT (id) DO UPDATE SET base_word = excluded.base_word, difficulty_level = excluded.difficulty_level,
          category = excluded.category, is_daily = excluded.is_daily, daily_date = excluded.daily_date,
          gloss = excluded.gloss, hint = excluded.hint`);
      await tx.delete(t.synonyms);
      const rows = sets.flatMap((s) =>
        s.synonyms.map((w) => ({ s: s.id, w: w.word, r: w.rarity, g: w.gloss })),
      );
      await tx.execute(sql`
        INSERT INTO synonyms (set_id, synonym_word, rarity_score, verified, gloss)
        SELECT s, w, r, true, g FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(s int, w text, r int, g text)
        ON CONFLICT (set_id, synonym_word) DO NOTHING`);
    }

    if (has(dataDir, 'crosswords.json')) {
      const puzzles = loadCrosswords(dataDir);
      const rows = puzzles.map((p) => ({
        id: p.id,
        title: p.title,
        difficulty: p.difficulty,
        size: p.size,
        pattern: p.pattern,
      }));
      await tx.execute(sql`
        INSERT INTO crossword_puzzles (id, title, difficulty, size, pattern)
        SELECT id, title, difficulty, size, pattern
        FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(id int, title text, difficulty int, size text, pattern jsonb)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, difficulty = excluded.difficulty, size = excluded.size,
          pattern = excluded.pattern`);
      const clues = puzzles.flatMap((p) =>
        p.clues.map((c) => ({
          id: c.id,
          puzzle_id: p.id,
          clue_text: c.clue,
          answer_length: c.length,
          direction: c.direction,
          position_row: c.row,
          position_col: c.col,
          number: c.number,
          answer: c.answer,
        })),
      );
      await tx.execute(sql`
        INSERT INTO crossword_clues (id, puzzle_id, clue_text, answer_length, direction, position_row, position_col, number, answer)
        SELECT id, puzzle_id, clue_text, answer_length, direction, position_row, position_col, number, answer
        FROM jsonb_to_recordset(${json(clues)}::jsonb)
          AS x(id int, puzzle_id int, clue_text text, answer_length int, direction text, position_row int,
               position_col int, number int, answer text)
        ON CONFLICT (id) DO UPDATE SET puzzle_id = excluded.puzzle_id, clue_text = excluded.clue_text,
          answer_length = excluded.answer_length, direction = excluded.direction, position_row = excluded.position_row,
          position_col = excluded.position_col, number = excluded.number, answer = excluded.answer`);
    }

    await tx
      .insert(t.contentMeta)
      .values({ key: VERSION_KEY, value: manifest.version })
      .onConflictDoUpdate({
        target: t.contentMeta.key,
        set: { value: manifest.version, updatedAt: new Date() },
      });
  });
  return { version: manifest.version, seeded: true, ms: Math.round(performance.now() - started) };
}

/** Words of a set that admins added (kept across content updates). */
export function adminWordsFilter(setId: number) {
  return and(eq(t.words.set_id, setId), sql`${t.words.added_by} IS NOT NULL`);
}
