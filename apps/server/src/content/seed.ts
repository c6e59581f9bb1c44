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

async function inBatches<T>(rows: T[], size: number, fn: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
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

    if (has(dataDir, 'classic.json')) {
      const puzzles = loadClassic(dataDir);
      await inBatches(puzzles, 500, (batch) =>
        tx
          .insert(t.letterSets)
          .values(
            batch.map((p) => ({
              id: p.id,
              letters: p.letters,
              center_letter: p.center,
              daily_date: p.date,
              difficulty: p.difficulty,
              bonus_words: p.bonus.map((b) => [b.word, b.display, b.isPangram] as [string, string, boolean]),
            })),
          )
          .onConflictDoUpdate({
            target: t.letterSets.id,
            set: {
              letters: sql`excluded.letters`,
              center_letter: sql`excluded.center_letter`,
              daily_date: sql`excluded.daily_date`,
              difficulty: sql`excluded.difficulty`,
              bonus_words: sql`excluded.bonus_words`,
            },
          }),
      );
      await tx.delete(t.words).where(isNull(t.words.added_by));
      const wordRows = puzzles.flatMap((p) =>
        p.answers.map((a) => ({ set_id: p.id, word: a.word, display: a.display, is_pangram: a.isPangram, verified: true })),
      );
      await inBatches(wordRows, 2000, (batch) => tx.insert(t.words).values(batch).onConflictDoNothing());
    }

    if (has(dataDir, 'wordle.json')) {
      const wordle = loadWordle(dataDir);
      const rows = wordle.answers.map((word, i) => ({ id: i + 1, word, daily_date: dayFromNumber(i), is_daily: true }));
      await inBatches(rows, 1000, (batch) =>
        tx
          .insert(t.wordleWords)
          .values(batch)
          .onConflictDoUpdate({
            target: t.wordleWords.id,
            set: { word: sql`excluded.word`, daily_date: sql`excluded.daily_date`, is_daily: sql`excluded.is_daily` },
          }),
      );
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence('wordle_words', 'id'), (SELECT coalesce(max(id), 1) FROM wordle_words))`);
    }

    if (has(dataDir, 'synonyms.json')) {
      const sets = loadSynonymSets(dataDir);
      await inBatches(sets, 500, (batch) =>
        tx
          .insert(t.synonymSets)
          .values(
            batch.map((s) => ({
              id: s.id,
              base_word: s.baseWord,
              difficulty_level: s.difficulty,
              category: s.category,
              is_daily: s.isDaily,
              daily_date: s.dailyDate,
              gloss: s.gloss,
              hint: s.hint,
            })),
          )
          .onConflictDoUpdate({
            target: t.synonymSets.id,
            set: {
              base_word: sql`excluded.base_word`,
              difficulty_level: sql`excluded.difficulty_level`,
              category: sql`excluded.category`,
              is_daily: sql`excluded.is_daily`,
              daily_date: sql`excluded.daily_date`,
              gloss: sql`excluded.gloss`,
              hint: sql`excluded.hint`,
            },
          }),
      );
      await tx.delete(t.synonyms);
      const rows = sets.flatMap((s) =>
        s.synonyms.map((w) => ({ set_id: s.id, synonym_word: w.word, rarity_score: w.rarity, verified: true, gloss: w.gloss })),
      );
      await inBatches(rows, 2000, (batch) => tx.insert(t.synonyms).values(batch).onConflictDoNothing());
    }

    if (has(dataDir, 'crosswords.json')) {
      const puzzles = loadCrosswords(dataDir);
      await inBatches(puzzles, 200, (batch) =>
        tx
          .insert(t.crosswordPuzzles)
          .values(batch.map((p) => ({ id: p.id, title: p.title, difficulty: p.difficulty, size: p.size, pattern: p.pattern })))
          .onConflictDoUpdate({
            target: t.crosswordPuzzles.id,
            set: {
              title: sql`excluded.title`,
              difficulty: sql`excluded.difficulty`,
              size: sql`excluded.size`,
              pattern: sql`excluded.pattern`,
            },
          }),
      );
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
      await inBatches(clues, 1000, (batch) =>
        tx
          .insert(t.crosswordClues)
          .values(batch)
          .onConflictDoUpdate({
            target: t.crosswordClues.id,
            set: {
              puzzle_id: sql`excluded.puzzle_id`,
              clue_text: sql`excluded.clue_text`,
              answer_length: sql`excluded.answer_length`,
              direction: sql`excluded.direction`,
              position_row: sql`excluded.position_row`,
              position_col: sql`excluded.position_col`,
              number: sql`excluded.number`,
              answer: sql`excluded.answer`,
            },
          }),
      );
    }

    await tx
      .insert(t.contentMeta)
      .values({ key: VERSION_KEY, value: manifest.version })
      .onConflictDoUpdate({ target: t.contentMeta.key, set: { value: manifest.version, updatedAt: new Date() } });
  });
  return { version: manifest.version, seeded: true, ms: Math.round(performance.now() - started) };
}

/** Words of a set that admins added (kept across content updates). */
export function adminWordsFilter(setId: number) {
  return and(eq(t.words.set_id, setId), sql`${t.words.added_by} IS NOT NULL`);
}
