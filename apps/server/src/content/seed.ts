/**
 * Loads packages/content into the database at start: idempotent, keyed by the content
 * version. A restart with the same content does nothing; new content is upserted (ids are
 * stable, so players' progress keeps pointing at the same sets). Words added by admins stay.
 */
import { eq, sql } from 'drizzle-orm';
import { contentDataDir, loadManifest } from '@slove/content/load';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { GAME_MODULES } from '../games/registry.ts';

const VERSION_KEY = 'content_version';

export async function contentVersionInDb(db: Db): Promise<string | null> {
  try {
    const rows = await db.select().from(t.contentMeta).where(eq(t.contentMeta.key, VERSION_KEY));
    return rows[0]?.value ?? null;
  } catch {
    return null;
  }
}

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

    // Each game loads its own tables (games/<game>/seed.ts).
    for (const game of GAME_MODULES) await game.seed?.(tx, dataDir);

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
