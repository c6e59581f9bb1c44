// Seeds a Slove PostgreSQL database (already migrated and holding the content) with a large
// player base: PLAYERS accounts and, for each, ROWS_PER_PLAYER classic progress rows
// (game_progress: one row per set and day, words of that set) — 100,000 players and 5 million
// rows by default. Everything is generated in SQL (generate_series), in batches, so that it
// runs in minutes on the 2-core machine.
//   node bench/seed-scale.mjs postgres://…/db [players] [rowsPerPlayer]
import pg from 'pg';

export const PLAYERS = 100_000;
export const ROWS_PER_PLAYER = 50;

export async function seedScale(
  databaseUrl,
  { players = PLAYERS, rowsPerPlayer = ROWS_PER_PLAYER, log = console.log } = {},
) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const t0 = performance.now();
    // the sets the rows refer to, with a few of their words each
    const sets = (
      await c.query(
        `SELECT s.id, (SELECT array_agg(w.word ORDER BY w.word) FROM (SELECT word FROM words WHERE set_id = s.id ORDER BY word LIMIT 6) w) AS words
           FROM letter_sets s ORDER BY s.id LIMIT $1`,
        [rowsPerPlayer],
      )
    ).rows;
    if (sets.length < rowsPerPlayer) throw new Error(`only ${sets.length} sets: need ${rowsPerPlayer}`);
    await c.query('CREATE TEMP TABLE bench_sets (rn int, id int, words text[])');
    await c.query(
      `INSERT INTO bench_sets SELECT ord::int, (s->>'id')::int, ARRAY(SELECT jsonb_array_elements_text(s->'words'))
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(s, ord)`,
      [JSON.stringify(sets)],
    );
    const batch = 10_000;
    for (let from = 1; from <= players; from += batch) {
      const to = Math.min(players, from + batch - 1);
      await c.query('BEGIN');
      await c.query(
        `INSERT INTO "user" (id, name, email, email_verified, username, display_name, created_at, updated_at)
         SELECT 'bench-' || g, 'jucator' || g, 'jucator' || g || '@bench.example', true, 'jucator' || g, 'Jucător ' || g,
                now() - interval '90 days', now()
           FROM generate_series($1::int, $2::int) g`,
        [from, to],
      );
      // each player: rowsPerPlayer sets, on days spread over the last 60 days
      await c.query(
        `INSERT INTO game_progress (user_id, set_id, found_words, score, last_played)
         SELECT 'bench-' || g, s.id, s.words, 4 * cardinality(s.words), (current_date - ((g + s.rn) % 60))::date
           FROM generate_series($1::int, $2::int) g CROSS JOIN bench_sets s`,
        [from, to],
      );
      await c.query('COMMIT');
      log(
        `seed: ${to.toLocaleString('en')} players, ${(to * rowsPerPlayer).toLocaleString('en')} progress rows (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
    await c.query('ANALYZE "user"');
    await c.query('ANALYZE game_progress');
    const [{ n }] = (await c.query('SELECT count(*)::int AS n FROM game_progress')).rows;
    log(
      `seed: done, ${n.toLocaleString('en')} progress rows in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    return { players, rows: n, seconds: Math.round((performance.now() - t0) / 1000) };
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, players, rows] = process.argv.slice(2);
  if (!url) throw new Error('usage: node bench/seed-scale.mjs DATABASE_URL [players] [rowsPerPlayer]');
  await seedScale(url, {
    players: players ? Number(players) : PLAYERS,
    rowsPerPlayer: rows ? Number(rows) : ROWS_PER_PLAYER,
  });
}
