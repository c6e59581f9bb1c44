/**
 * The classic sets as the API serves them, cached in memory: the serialized payload (plain,
 * gzip and brotli, with its ETag) and the rules index used to re-validate found words.
 *
 * Content is immutable for a content version, except the words admins add. Every change of
 * words bumps `classic_words_rev` in content_meta; each instance re-reads the version and
 * that revision at most once a second and drops its cache when either changed (the instance
 * that made the change drops it at once). So several instances stay consistent within ~1 s
 * without a query per request.
 */
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  indexSet,
  setTotals,
  wordsFromDisplay,
  type ClassicSetRules,
  type SetIndex,
} from '@slove/core/classic';
import type { ClassicSet } from '@slove/core/classic-api';
import { isRefused } from '@slove/content/refused';
import type { Db } from '../../db/client.ts';
import { contentMeta } from '../../db/schema.ts';
import * as t from './schema.ts';

export const WORDS_REV_KEY = 'classic_words_rev';
const VERSION_KEY = 'content_version';
const CHECK_EVERY_MS = 1000;

export interface CachedSet {
  id: number;
  date: string | null;
  payload: ClassicSet;
  index: SetIndex;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

type Difficulty = ClassicSet['difficulty'];

function asDifficulty(d: string): Difficulty {
  return d === 'Ușor' || d === 'Avansat' ? d : 'Mediu';
}

export class ClassicStore {
  private sets = new Map<number, Promise<CachedSet | null>>();
  private idByDate = new Map<string, Promise<number | null>>();
  /** Sets already loaded, by daily date: the hot path reads them without awaiting anything. */
  private readyByDate = new Map<string, CachedSet>();
  private stamp: string | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Drop every cached set (after a word was added here). */
  clear(): void {
    this.sets.clear();
    this.idByDate.clear();
    this.readyByDate.clear();
  }

  /** The day's set when it is loaded and no freshness check is due (synchronous fast path). */
  cachedByDate(date: string, now = Date.now()): CachedSet | undefined {
    if (now - this.checkedAt >= CHECK_EVERY_MS) return undefined;
    return this.readyByDate.get(date);
  }

  /** Re-read the content version and the words revision at most once a second. */
  async fresh(now = Date.now()): Promise<void> {
    if (now - this.checkedAt < CHECK_EVERY_MS) return;
    this.checking ??= (async () => {
      try {
        const rows = await this.db
          .select({ key: contentMeta.key, value: contentMeta.value })
          .from(contentMeta)
          .where(inArray(contentMeta.key, [VERSION_KEY, WORDS_REV_KEY]));
        const stamp = rows
          .map((r) => `${r.key}=${r.value}`)
          .sort()
          .join('&');
        if (stamp !== this.stamp) {
          this.clear();
          this.stamp = stamp;
        }
        this.checkedAt = Date.now();
      } finally {
        this.checking = null;
      }
    })();
    await this.checking;
  }

  async byId(id: number): Promise<CachedSet | null> {
    await this.fresh();
    let p = this.sets.get(id);
    if (!p) {
      p = this.load(id);
      this.sets.set(id, p);
      p.catch(() => this.sets.delete(id));
    }
    return p;
  }

  async idForDate(date: string): Promise<number | null> {
    await this.fresh();
    let p = this.idByDate.get(date);
    if (!p) {
      p = this.db
        .select({ id: t.letterSets.id })
        .from(t.letterSets)
        .where(eq(t.letterSets.daily_date, date))
        .then((rows) => rows[0]?.id ?? null);
      this.idByDate.set(date, p);
      p.catch(() => this.idByDate.delete(date));
    }
    return p;
  }

  async byDate(date: string): Promise<CachedSet | null> {
    const id = await this.idForDate(date);
    const set = id === null ? null : await this.byId(id);
    if (set) this.readyByDate.set(date, set);
    return set;
  }

  /** Sets whose daily date lies in [from, to], newest first. */
  async between(from: string, to: string): Promise<CachedSet[]> {
    await this.fresh();
    const rows = await this.db
      .select({ id: t.letterSets.id })
      .from(t.letterSets)
      .where(and(gte(t.letterSets.daily_date, from), lte(t.letterSets.daily_date, to)))
      .orderBy(sql`${t.letterSets.daily_date} DESC`);
    const sets = await Promise.all(rows.map((r) => this.byId(r.id)));
    return sets.filter((s): s is CachedSet => s !== null);
  }

  private async load(id: number): Promise<CachedSet | null> {
    const [row] = await this.db.select().from(t.letterSets).where(eq(t.letterSets.id, id));
    if (!row) return null;
    const words = await this.db
      .select({ word: t.words.word, display: t.words.display, isPangram: t.words.is_pangram })
      .from(t.words)
      .where(and(eq(t.words.set_id, id), eq(t.words.verified, true)))
      .orderBy(asc(t.words.word));
    return buildCachedSet(row, words);
  }
}

export function buildCachedSet(
  row: typeof t.letterSets.$inferSelect,
  words: { word: string; display: string; isPangram: boolean }[],
): CachedSet {
  // A refused form (content/src/refused.ts) is no word of any set, whatever the rows hold.
  const kept = words.filter((w) => !isRefused(w.display));
  const answersKeys = new Set(kept.map((w) => w.word));
  const bonusRows = (row.bonus_words ?? []).filter(
    ([w, display]) => !answersKeys.has(w) && !isRefused(display),
  );
  const rules: ClassicSetRules = {
    id: row.id,
    letters: row.letters,
    center: row.center_letter,
    answers: kept.map((w) => ({ word: w.word, display: w.display, isPangram: w.isPangram })),
    bonus: bonusRows.map(([word, display, isPangram]) => ({ word, display, isPangram })),
  };
  const totals = setTotals(rules);
  const payload: ClassicSet = {
    id: row.id,
    date: row.daily_date ?? '',
    letters: row.letters,
    center: row.center_letter,
    difficulty: asDifficulty(row.difficulty),
    maxWords: totals.maxWords,
    maxScore: totals.maxScore,
    pangrams: totals.pangrams,
    answers: rules.answers.map((a) => a.display),
    bonus: rules.bonus.map((b) => b.display),
  };
  const json = Buffer.from(JSON.stringify(payload));
  return {
    id: row.id,
    date: row.daily_date,
    payload,
    index: indexSet(rules),
    json,
    gzip: gzipSync(json, { level: 9 }),
    br: brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"cs-${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`,
  };
}

/** The rules of a set rebuilt from its compact payload (as the web app does). */
export function rulesFromPayload(p: ClassicSet): ClassicSetRules {
  return {
    id: p.id,
    letters: p.letters,
    center: p.center,
    answers: wordsFromDisplay(p.answers, p.letters),
    bonus: wordsFromDisplay(p.bonus, p.letters),
  };
}

const stores = new WeakMap<Db, ClassicStore>();

/** One store per database handle (the app's, or a test's). */
export function classicStore(db: Db): ClassicStore {
  let s = stores.get(db);
  if (!s) {
    s = new ClassicStore(db);
    stores.set(db, s);
  }
  return s;
}

/** Record a change of words so that every instance drops its cache. */
export async function bumpWordsRevision(db: Db): Promise<void> {
  const value = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insert(contentMeta)
    .values({ key: WORDS_REV_KEY, value })
    .onConflictDoUpdate({ target: contentMeta.key, set: { value, updatedAt: new Date() } });
  classicStore(db).clear();
}

/** A random set a player may open today (any but a future daily set), other than `exclude`. */
export async function randomPlayableSetId(
  db: Db,
  today: string,
  exclude: number | null,
): Promise<number | null> {
  const playable = or(isNull(t.letterSets.daily_date), lte(t.letterSets.daily_date, today));
  const rows = await db
    .select({ id: t.letterSets.id })
    .from(t.letterSets)
    .where(exclude === null ? playable : and(playable, ne(t.letterSets.id, exclude)))
    .orderBy(sql`random()`)
    .limit(1);
  return rows[0]?.id ?? null;
}
