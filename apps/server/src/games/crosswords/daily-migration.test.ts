/**
 * Migration 0003 (crossword_daily_on_day): results recorded before the on_day column are on
 * their day when they were recorded on that Bucharest day, archive solves otherwise.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../db/client.ts';

const TAG = '0003_crossword_daily_on_day';

/** The migrations folder as it was before `tag`. */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'slove-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe(`migration ${TAG}`, () => {
  const pglite = new PGlite();
  const dirs: string[] = [];
  afterAll(async () => {
    await pglite.close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('marks the existing results solved on their Bucharest day, the others archive solves', async () => {
    const db = drizzle(pglite);
    const before = folderBefore(TAG);
    dirs.push(before);
    await migrate(db, { migrationsFolder: before });
    await pglite.exec(`
      INSERT INTO "user" (id, name, email) VALUES ('u1', 'Ana', 'ana@example.ro');
      INSERT INTO crossword_puzzles (id, title, difficulty, size, pattern) VALUES (1, 'T', 1, '5x5', '[]');
      INSERT INTO crossword_daily_results (user_id, day, puzzle_id, seconds, helps, solved_at) VALUES
        -- 23:30 UTC on the 23rd is 01:30 on the 24th in Bucharest (winter, UTC+2): on its day
        ('u1', '2026-11-24', 1, 60, 0, '2026-11-23T23:30:00Z'),
        -- 21:30 UTC is still the 23rd in Bucharest: on its day
        ('u1', '2026-11-23', 1, 60, 0, '2026-11-23T21:30:00Z'),
        -- 22:30 UTC on the 22nd is already the 23rd in Bucharest: the 22nd solved late
        ('u1', '2026-11-22', 1, 60, 0, '2026-11-22T22:30:00Z'),
        -- summer (UTC+3): 21:30 UTC on 1 July is 00:30 on 2 July in Bucharest
        ('u1', '2026-07-01', 1, 60, 0, '2026-07-01T21:30:00Z'),
        ('u1', '2026-07-02', 1, 60, 0, '2026-07-01T21:30:00Z');
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await pglite.query<{ day: string; on_day: boolean }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, on_day FROM crossword_daily_results ORDER BY day`,
    );
    expect(rows).toEqual([
      { day: '2026-07-01', on_day: false },
      { day: '2026-07-02', on_day: true },
      { day: '2026-11-22', on_day: false },
      { day: '2026-11-23', on_day: true },
      { day: '2026-11-24', on_day: true },
    ]);
    // a new row without the flag is an archive solve
    await pglite.exec(
      `INSERT INTO crossword_daily_results (user_id, day, puzzle_id, seconds, helps) VALUES ('u1', '2026-11-25', 1, 9, 0)`,
    );
    const fresh = await pglite.query<{ on_day: boolean }>(
      `SELECT on_day FROM crossword_daily_results WHERE day = '2026-11-25'`,
    );
    expect(fresh.rows).toEqual([{ on_day: false }]);
  });
});
