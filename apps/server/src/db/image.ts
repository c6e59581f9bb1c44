/**
 * The embedded database's first-start image. `npm run build` creates, migrates and loads a
 * PGlite folder once (apps/server/dist/pglite-image/: the folder and a stamp.json naming the
 * content version, the migrations and the PGlite version it was made with). A first start on
 * an empty DATA_DIR copies that folder instead of running initdb and loading the content
 * (seconds of CPU and hundreds of MB of short-lived memory); the server then migrates and
 * checks the content version as on every start, so a copied image is verified, not trusted.
 * An image whose stamp differs from the running code's is not used: the first start then takes
 * the slow path (prepareInChild in main.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadManifest } from '@slove/content/load';
import { migrationsFolder } from './client.ts';

/** What an image must match to be used (bump FORMAT when the image's layout changes). */
export interface ImageStamp {
  format: number;
  contentVersion: string;
  migrations: string;
  pglite: string;
}

const FORMAT = 1;
const STAMP = 'stamp.json';
const FOLDER = 'pglite';

/** The version of the installed PGlite (a data folder is only known to open with the same one). */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

/** A digest of the committed migrations (their SQL and the journal). */
export function migrationsDigest(folder = migrationsFolder()): string {
  const h = createHash('sha256');
  for (const f of fs.readdirSync(folder).sort())
    if (f.endsWith('.sql')) h.update(f).update(fs.readFileSync(path.join(folder, f)));
  const journal = path.join(folder, 'meta', '_journal.json');
  if (fs.existsSync(journal)) h.update(fs.readFileSync(journal));
  return h.digest('hex').slice(0, 16);
}

/** The stamp an image must carry to be used by this code with this content folder. */
export function currentStamp(contentDir?: string): ImageStamp {
  return {
    format: FORMAT,
    contentVersion: loadManifest(contentDir).version,
    migrations: migrationsDigest(),
    pglite: pgliteVersion(),
  };
}

function readStamp(imageDir: string): (ImageStamp & Record<string, unknown>) | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(imageDir, STAMP), 'utf8')) as ImageStamp &
      Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Why an image cannot be used (null: it can). */
export function imageMismatch(imageDir: string, want: ImageStamp): string | null {
  const have = readStamp(imageDir);
  if (!have || !fs.existsSync(path.join(imageDir, FOLDER, 'PG_VERSION'))) return 'no image';
  for (const key of Object.keys(want) as (keyof ImageStamp)[])
    if (have[key] !== want[key]) return `its ${key} is ${String(have[key])}, not ${String(want[key])}`;
  return null;
}

export type RestoreResult = { restored: true } | { restored: false; reason: string };

/**
 * Copy the image's folder to DATA_DIR/pglite when the image matches `want` and DATA_DIR has no
 * database folder yet (or an empty one). The copy goes to a temporary folder first and is
 * renamed into place, so an interrupted copy never looks like a database.
 */
export function restoreImage(imageDir: string, dataDir: string, want: ImageStamp): RestoreResult {
  const reason = imageMismatch(imageDir, want);
  if (reason) return { restored: false, reason };
  const target = path.join(path.resolve(dataDir), FOLDER);
  if (fs.existsSync(target)) {
    if (fs.readdirSync(target).length > 0) return { restored: false, reason: `${target} is not empty` };
    fs.rmdirSync(target);
  }
  const partial = `${target}.restoring`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    // copy-on-write where the file system can (btrfs, XFS), a plain copy elsewhere
    fs.cpSync(path.join(imageDir, FOLDER), partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    fs.renameSync(partial, target);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    return { restored: false, reason: `copy failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  return { restored: true };
}

/** Whether the image in imageDir is up to date for `want` and the build's `extra` keys (e.g. the seed code). */
export function imageUpToDate(imageDir: string, want: ImageStamp, extra: Record<string, string>): boolean {
  const have = readStamp(imageDir);
  return imageMismatch(imageDir, want) === null && Object.entries(extra).every(([k, v]) => have?.[k] === v);
}

/**
 * Turn a prepared data folder (DATA_DIR with a closed, migrated and loaded pglite/) into the
 * image at imageDir: written beside it and renamed into place, replacing the old one.
 */
export function publishImage(
  dataDir: string,
  imageDir: string,
  stamp: ImageStamp,
  extra: Record<string, string>,
): void {
  const next = `${imageDir}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  fs.renameSync(path.join(dataDir, FOLDER), path.join(next, FOLDER));
  fs.writeFileSync(path.join(next, STAMP), `${JSON.stringify({ ...stamp, ...extra }, null, 2)}\n`);
  fs.rmSync(imageDir, { recursive: true, force: true });
  fs.renameSync(next, imageDir);
}
