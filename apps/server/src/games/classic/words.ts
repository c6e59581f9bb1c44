/**
 * Word administration (DECISIONS: roles): admins add words to a set; other signed-in users
 * propose words ("Propune un cuvânt") that an admin accepts or rejects. Every change of
 * words bumps the words revision so that the cached sets are rebuilt ("playable on the
 * next load").
 */
import { and, asc, eq } from 'drizzle-orm';
import { CLASSIC_TEXTS, checkAdminWord } from '@slove/core/classic';
import type { ClassicSuggestion } from '@slove/core/classic-api';
import { isRefused } from '@slove/content/refused';
import type { Db } from '../../db/client.ts';
import { user as userTable } from '../../db/schema.ts';
import * as t from './schema.ts';
import { HttpError } from '../../lib/http.ts';
import { bumpWordsRevision, classicStore } from './store.ts';

export const WORD_TEXTS = {
  exists: (display: string) => `Cuvântul "${display}" există deja în set.`,
  suggested: (display: string) => `Mulțumim! Propunerea "${display}" a fost trimisă unui administrator.`,
  alreadySuggested: 'Ai propus deja acest cuvânt pentru acest set.',
  suggestionNotFound: 'Propunerea nu există sau a fost deja rezolvată.',
  rejected: (display: string) => `Propunerea "${display}" a fost respinsă.`,
} as const;

async function checked(db: Db, setId: number, word: string, isPangram: boolean) {
  const set = await classicStore(db).byId(setId);
  if (!set) throw new HttpError(404, 'Setul cerut nu există.');
  const check = checkAdminWord(word, set.payload, isPangram);
  if (!check.ok) throw new HttpError(400, check.message);
  // A refused form gets the message any non-word gets.
  if (isRefused(check.display)) throw new HttpError(400, CLASSIC_TEXTS.notInDictionary(check.word));
  const hit = set.index.byWord.get(check.word);
  if (hit && !hit.bonus) throw new HttpError(409, WORD_TEXTS.exists(hit.entry.display));
  return check;
}

/** Admin: add a word to a set's answers. */
export async function addWord(db: Db, adminId: string, setId: number, word: string, isPangram: boolean) {
  const check = await checked(db, setId, word, isPangram);
  const inserted = await db
    .insert(t.words)
    .values({
      set_id: setId,
      word: check.word,
      display: check.display,
      is_pangram: check.isPangram,
      verified: true,
      added_by: adminId,
    })
    .onConflictDoNothing()
    .returning({ id: t.words.id });
  if (inserted.length === 0) throw new HttpError(409, WORD_TEXTS.exists(check.display));
  await db
    .update(t.wordSuggestions)
    .set({ status: 'accepted', decided_at: new Date() })
    .where(
      and(
        eq(t.wordSuggestions.set_id, setId),
        eq(t.wordSuggestions.word, check.display),
        eq(t.wordSuggestions.status, 'pending'),
      ),
    );
  await bumpWordsRevision(db);
  return {
    word: check.word,
    display: check.display,
    isPangram: check.isPangram,
    message: CLASSIC_TEXTS.added(check.display),
  };
}

/** Signed-in user: propose a word (checked with the same rules). */
export async function suggestWord(db: Db, userId: string, setId: number, word: string, isPangram: boolean) {
  const check = await checked(db, setId, word, isPangram);
  const rows = await db
    .insert(t.wordSuggestions)
    .values({ user_id: userId, set_id: setId, word: check.display, is_pangram: check.isPangram })
    .onConflictDoNothing()
    .returning({ id: t.wordSuggestions.id });
  if (rows.length === 0) throw new HttpError(409, WORD_TEXTS.alreadySuggested);
  return {
    word: check.word,
    display: check.display,
    isPangram: check.isPangram,
    message: WORD_TEXTS.suggested(check.display),
  };
}

export async function listSuggestions(db: Db): Promise<ClassicSuggestion[]> {
  const rows = await db
    .select({
      id: t.wordSuggestions.id,
      setId: t.wordSuggestions.set_id,
      letters: t.letterSets.letters,
      center: t.letterSets.center_letter,
      word: t.wordSuggestions.word,
      isPangram: t.wordSuggestions.is_pangram,
      status: t.wordSuggestions.status,
      createdAt: t.wordSuggestions.created_at,
      username: userTable.username,
      name: userTable.name,
    })
    .from(t.wordSuggestions)
    .innerJoin(t.letterSets, eq(t.letterSets.id, t.wordSuggestions.set_id))
    .innerJoin(userTable, eq(userTable.id, t.wordSuggestions.user_id))
    .where(eq(t.wordSuggestions.status, 'pending'))
    .orderBy(asc(t.wordSuggestions.created_at), asc(t.wordSuggestions.id));
  return rows.map((r) => ({
    id: r.id,
    setId: r.setId,
    letters: r.letters,
    center: r.center,
    word: r.word,
    isPangram: r.isPangram,
    status: r.status as ClassicSuggestion['status'],
    createdAt: r.createdAt.toISOString(),
    by: r.username ?? r.name,
  }));
}

async function pending(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(t.wordSuggestions)
    .where(and(eq(t.wordSuggestions.id, id), eq(t.wordSuggestions.status, 'pending')));
  if (!row) throw new HttpError(404, WORD_TEXTS.suggestionNotFound);
  return row;
}

export async function acceptSuggestion(db: Db, adminId: string, id: number) {
  const row = await pending(db, id);
  const decide = () =>
    db
      .update(t.wordSuggestions)
      .set({ status: 'accepted', decided_at: new Date() })
      .where(eq(t.wordSuggestions.id, id));
  let result;
  try {
    result = await addWord(db, adminId, row.set_id, row.word, row.is_pangram);
  } catch (error) {
    // Already an answer: the suggestion is settled all the same.
    if (error instanceof HttpError && error.statusCode === 409) await decide();
    throw error;
  }
  await decide();
  return result;
}

export async function rejectSuggestion(db: Db, id: number) {
  const row = await pending(db, id);
  await db
    .update(t.wordSuggestions)
    .set({ status: 'rejected', decided_at: new Date() })
    .where(eq(t.wordSuggestions.id, id));
  return { message: WORD_TEXTS.rejected(row.word) };
}
