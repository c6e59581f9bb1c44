/**
 * The one way game data is kept on this device (decision record 0007): a store is a key, a
 * zod schema and a version, read and written through the storage adapter (storage.ts:
 * localStorage in a browser, the native shell's preferences). Every read is validated: a
 * value that is missing or does not match the schema reads as the fallback, never as an
 * error. The stored shape is the schema's, with no envelope, so data written before stores
 * existed (version 1) reads as it is. A store whose shape changes gets a higher version and a
 * migration from the one before; the version of a stored value is kept apart, in
 * `slove_store_versions` (absent: version 1), and a value is migrated when it is read.
 */
import { z } from '@slove/core/zod';
import { storage } from './storage';

export const VERSIONS_KEY = 'slove_store_versions';

/** Turns a value stored at version n - 1 into the shape of version n. */
export type Migrations = Readonly<Record<number, (old: unknown) => unknown>>;

interface Versioned {
  /** The current version of the shape (1: the shape before stores existed). */
  version?: number;
  /** Migrations by the version they produce (2: from 1 to 2, …). */
  migrations?: Migrations;
}

export interface LocalStoreOptions<T> extends Versioned {
  key: string;
  /** The stored shape (a store read as null when absent has a nullable schema). */
  schema: z.ZodType<T>;
  /** What reads return when nothing valid is stored. */
  fallback: () => NoInfer<T>;
}

export interface LocalStore<T> {
  readonly key: string;
  /** The stored value, validated; the fallback when there is none. */
  read(): T;
  /** The stored value, validated; null when there is none. */
  stored(): T | null;
  write(value: T): void;
  /** Writes fn(current) and returns it. */
  update(fn: (current: T) => T): T;
  clear(): void;
}

/**
 * Built once, as this module runs (a task of its own on the game pages, see the boot script in
 * apps/server/src/lib/web.ts), not at each read: the stores are read while the pages render.
 */
const versionsSchema = z.record(z.string(), z.number().int());

/**
 * zod sets a kind of schema up (its prototype's methods, its checks' classes) when the first
 * schema of that kind is built: several times what each later one costs. A game's stores and
 * shared shapes are built as its `local` chunk runs, in the task after this module's (the
 * boot script, apps/server/src/lib/web.ts, runs a page's chunks one per task), and that task
 * set every kind up too: 11.6–34 ms on a two-core machine (3–10.5 ms after these; traced
 * first visits, bench/README.md), one of a game page's longest at its start. These schemas,
 * built by timers queued while this module runs (so before the next chunk's), set the kinds
 * up first, one or two at a time, in tasks of their own: the classic game's chunk then ran in
 * 5 ms instead of 16, for 3 ms here.
 */
export const ZOD_WARM_UP: readonly (() => z.ZodType)[] = [
  () => z.number().int().positive().nonnegative().min(0).max(9),
  () => z.string().trim().min(1).max(9).length(1).regex(/^x$/),
  () => z.coerce.number().optional(),
  () => z.iso.datetime({ offset: true }).nullable(),
  () => z.object({ b: z.boolean() }).strict().nullable().optional(),
  () => z.array(z.unknown()).min(0).max(9).catch([]).default([]),
  () => z.record(z.string(), z.enum(['a'])),
  () =>
    z
      .union([z.literal('b'), z.null()])
      .transform(String)
      .refine(Boolean),
];

/** Builds the warm-up schemas; true when each reads a value of its shape (it always does). */
export function warmUpZod(warmUp: readonly (() => z.ZodType)[] = ZOD_WARM_UP): boolean {
  // the results are used: the build treats z calls as pure, and would drop unused schemas
  return warmUp.every((build) => build().safeParse(null).success !== undefined);
}

if (typeof window !== 'undefined')
  for (const build of ZOD_WARM_UP)
    setTimeout(() => {
      if (!warmUpZod([build])) console.warn('[local-store] zod warm-up');
    }, 0);

function versions(): Record<string, number> {
  const parsed = versionsSchema.safeParse(storage.getJSON(VERSIONS_KEY));
  return parsed.success ? parsed.data : {};
}

function setVersion(name: string, version: number | null): void {
  const all = versions();
  if ((all[name] ?? 1) === (version ?? 1)) return;
  if (version === null || version === 1) delete all[name];
  else all[name] = version;
  if (Object.keys(all).length === 0) storage.remove(VERSIONS_KEY);
  else storage.setJSON(VERSIONS_KEY, all);
}

/** Reads a key: migrated to the current version (and written back so) and validated. */
function readKey<T>(key: string, versionName: string, schema: z.ZodType<T>, v: Versioned): T | null {
  let raw: unknown = storage.getJSON(key);
  if (raw === null) return null;
  const version = v.version ?? 1;
  const from = versions()[versionName] ?? 1;
  if (from < version) {
    try {
      for (let n = from + 1; n <= version; n++) {
        const migrate = v.migrations?.[n];
        if (!migrate) throw new Error(`no migration to version ${n}`);
        raw = migrate(raw);
      }
    } catch (error) {
      console.warn(`[local-store] ${key}: could not migrate`, error);
      return null;
    }
    storage.setJSON(key, raw);
    setVersion(versionName, version);
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function writeKey(key: string, versionName: string, value: unknown, v: Versioned): void {
  storage.setJSON(key, value);
  setVersion(versionName, v.version ?? 1);
}

export function localStore<T>(options: LocalStoreOptions<T>): LocalStore<T> {
  const { key, schema, fallback } = options;
  const store: LocalStore<T> = {
    key,
    stored: () => readKey(key, key, schema, options),
    read: () => store.stored() ?? fallback(),
    write: (value) => writeKey(key, key, value, options),
    update(fn) {
      const next = fn(store.read());
      store.write(next);
      return next;
    },
    clear() {
      storage.remove(key);
      setVersion(key, null);
    },
  };
  return store;
}

export interface LocalStoreFamilyOptions<T> extends Versioned {
  /** The keys are the prefix and an id (digits). */
  prefix: string;
  schema: z.ZodType<T>;
}

/** Stores of one kind, one key per id (e.g. one per puzzle). */
export interface LocalStoreFamily<T> {
  readonly prefix: string;
  key(id: number | string): string;
  /** The ids that have a key on this device (valid or not). */
  ids(): string[];
  read(id: number | string): T | null;
  write(id: number | string, value: T): void;
  clear(id: number | string): void;
}

export function localStoreFamily<T>(options: LocalStoreFamilyOptions<T>): LocalStoreFamily<T> {
  const { prefix, schema } = options;
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d{1,9})$`);
  const key = (id: number | string) => `${prefix}${id}`;
  return {
    prefix,
    key,
    ids: () =>
      storage
        .keys()
        .map((k) => pattern.exec(k)?.[1])
        .filter((id): id is string => id !== undefined),
    read: (id) => readKey(key(id), prefix, schema, options),
    write: (id, value) => writeKey(key(id), prefix, value, options),
    clear: (id) => storage.remove(key(id)),
  };
}

/**
 * A record schema that keeps the entries that are valid and drops the others (a damaged
 * entry costs that entry, not the whole record). Keys may be restricted by a pattern.
 */
export function lenientRecord<V>(value: z.ZodType<V>, keyPattern?: RegExp) {
  return z.record(z.string(), z.unknown()).transform((raw) => {
    const out: Record<string, V> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (keyPattern && !keyPattern.test(k)) continue;
      const parsed = value.safeParse(v);
      if (parsed.success) out[k] = parsed.data;
    }
    return out;
  });
}

/** A list schema that keeps the items that are valid and drops the others. */
export function lenientArray<V>(item: z.ZodType<V>) {
  return z.array(z.unknown()).transform((raw) =>
    raw.flatMap((v) => {
      const parsed = item.safeParse(v);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** true only when the stored value is exactly true (anything else reads as false). */
export const flag = () => z.boolean().catch(false);
