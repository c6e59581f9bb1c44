/**
 * Loads the crossword puzzles and their clues of packages/content into the database (called by content/seed.ts inside
 * its transaction when the content version changed). The rows travel as JSON
 * parameters of about 1 MB that PostgreSQL unpacks (jsonb_to_recordset; shared/seed-rows.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadCrosswords } from '@slove/content/load';
import type { Tx } from '../../db/client.ts';
import { inJsonBatches } from '../shared/seed-rows.ts';

export async function seedCrosswords(tx: Tx, dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'crosswords.json'))) return;
  const puzzles = loadCrosswords(dataDir);
  const rows = puzzles.map((p) => ({
    id: p.id,
    title: p.title,
    difficulty: p.difficulty,
    size: p.size,
    pattern: p.pattern,
  }));
  await inJsonBatches(rows, (json) =>
    tx.execute(sql`
      INSERT INTO crossword_puzzles (id, title, difficulty, size, pattern)
      SELECT id, title, difficulty, size, pattern
      FROM jsonb_to_recordset(${json}::jsonb) AS x(id int, title text, difficulty int, size text, pattern jsonb)
      ON CONFLICT (id) DO UPDATE SET title = excluded.title, difficulty = excluded.difficulty, size = excluded.size,
        pattern = excluded.pattern`),
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
  await inJsonBatches(clues, (json) =>
    tx.execute(sql`
      INSERT INTO crossword_clues (id, puzzle_id, clue_text, answer_length, direction, position_row, position_col, number, answer)
      SELECT id, puzzle_id, clue_text, answer_length, direction, position_row, position_col, number, answer
      FROM jsonb_to_recordset(${json}::jsonb)
        AS x(id int, puzzle_id int, clue_text text, answer_length int, direction text, position_row int,
             position_col int, number int, answer text)
      ON CONFLICT (id) DO UPDATE SET puzzle_id = excluded.puzzle_id, clue_text = excluded.clue_text,
        answer_length = excluded.answer_length, direction = excluded.direction, position_row = excluded.position_row,
        position_col = excluded.position_col, number = excluded.number, answer = excluded.answer`),
  );
}
