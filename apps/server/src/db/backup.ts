/**
 * Backup and restore of the database through the running server (npm run backup / restore,
 * routes/backup.ts). The embedded PGlite lives in one process, so a copy of its folder while
 * it runs is not safe; the server itself reads every table of the public schema in one
 * REPEATABLE READ transaction (a snapshot: every save acknowledged before the backup began is
 * in it, none half-written) as JSON rows (json_agg), and a restore puts them back in one
 * transaction (json_populate_recordset, foreign keys checked at the end by the data itself:
 * the triggers are off while the tables are filled, as pg_restore does), sequences included.
 * The migrations stay the server's: a backup names its migration count and a restore refuses
 * another one.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export const BACKUP_FORMAT = 'slove-backup';

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: number;
  tables: Record<string, unknown[]>;
}

type Exec = Db | Tx;

async function rows<T>(db: Exec, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await db.execute(query);
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[];
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function tableNames(db: Exec): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return list.map((r) => r.name);
}

async function migrationCount(db: Exec): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(r?.n ?? 0);
}

/** Every row of every table, from one snapshot. */
export async function createBackup(db: Db): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const tables: Record<string, unknown[]> = {};
      for (const name of await tableNames(tx)) {
        const [r] = await rows<{ data: unknown[] | null }>(
          tx,
          sql`SELECT json_agg(t) AS data FROM ${ident(name)} t`,
        );
        tables[name] = r?.data ?? [];
      }
      return {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: await migrationCount(tx),
        tables,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export class BackupError extends Error {}

/** Replace every table's rows by the backup's, in one transaction. */
export async function restoreBackup(db: Db, backup: Backup): Promise<{ tables: number; rows: number }> {
  if (backup?.format !== BACKUP_FORMAT || backup.version !== 1 || typeof backup.tables !== 'object')
    throw new BackupError('Fișierul nu este o copie de siguranță Slove.');
  return db.transaction(async (tx) => {
    const names = await tableNames(tx);
    if ((await migrationCount(tx)) !== backup.migrations)
      throw new BackupError('Copia a fost făcută cu altă versiune a bazei de date.');
    const unknown = Object.keys(backup.tables).filter((n) => !names.includes(n));
    if (unknown.length) throw new BackupError(`Tabele necunoscute în copie: ${unknown.join(', ')}.`);
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`TRUNCATE ${sql.join(names.map(ident), sql`, `)}`);
    let count = 0;
    for (const name of names) {
      const data = backup.tables[name] ?? [];
      for (let i = 0; i < data.length; i += 2000) {
        const chunk = JSON.stringify(data.slice(i, i + 2000));
        await tx.execute(
          sql`INSERT INTO ${ident(name)} SELECT * FROM json_populate_recordset(NULL::${ident(name)}, ${chunk}::json)`,
        );
      }
      count += data.length;
    }
    // serial columns continue after the restored ids
    const serials = await rows<{ t: string; c: string }>(
      tx,
      sql`SELECT table_name AS t, column_name AS c FROM information_schema.columns
          WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
    );
    for (const { t, c } of serials)
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${`"${t}"`}, ${c}), COALESCE((SELECT max(${ident(c)}) FROM ${ident(t)}), 0) + 1, false)`,
      );
    return { tables: names.length, rows: count };
  });
}
