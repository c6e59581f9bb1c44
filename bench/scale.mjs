// `npm run bench -- scale` (opt-in: not part of a plain `npm run bench`): the day's set read
// and the signed-in progress save on PostgreSQL, first on an empty database, then on the same
// database holding 100,000 players and 5 million progress rows (seed-scale.mjs). Goal: p99 of
// both within 1.5× of the empty-database figures.
import { measureDayAndSave } from './api-load.mjs';
import { createPgDatabase, startServer, tmpDir } from './lib.mjs';
import { seedScale } from './seed-scale.mjs';

export async function benchScale() {
  const db = await createPgDatabase();
  const dataDir = tmpDir();
  try {
    // the first start migrates and loads the content
    let slove = await startServer({ DATABASE_URL: db.url, DATA_DIR: dataDir });
    const empty = await measureDayAndSave(slove.url, dataDir, 'empty: ');
    await slove.stop();
    const seeded = await seedScale(db.url, {
      players: Number(process.env.BENCH_SCALE_PLAYERS ?? 100_000),
      rowsPerPlayer: Number(process.env.BENCH_SCALE_ROWS_PER_PLAYER ?? 50),
    });
    slove = await startServer({ DATABASE_URL: db.url, DATA_DIR: dataDir });
    const full = await measureDayAndSave(slove.url, dataDir, `${seeded.rows.toLocaleString('en')} rows: `);
    await slove.stop();
    const ratio = (a, b) => +(b.p99Ms / Math.max(1, a.p99Ms)).toFixed(2);
    const result = {
      seeded,
      empty,
      full,
      dayP99Ratio: ratio(empty.day, full.day),
      saveP99Ratio: ratio(empty.save, full.save),
    };
    console.log(
      `p99 seeded / empty: day's set ${result.dayP99Ratio}×, progress save ${result.saveP99Ratio}× (goal ≤ 1.5×)`,
    );
    return result;
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
