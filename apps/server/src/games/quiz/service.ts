/**
 * The simple synonym quiz on the server: the questions (sets of 7) come from the content files
 * (no table); easy_synonym_progress holds each player's progress and correct answers per
 * Bucharest day (the daily goal and streaks of both synonym games).
 */
import { eq } from 'drizzle-orm';
import { loadManifest, loadQuiz } from '@slove/content/load';
import { dayKey } from '@slove/core/day';
import { boundedCorrect } from '@slove/core/quiz';
import type { QuizContent, QuizProgressDto, QuizProgressSave } from '@slove/core/quiz-api';
import type { Db } from '../../db/client.ts';
import { easySynonymProgress } from '../shared/schema.ts';
import { addDailyCorrect, lockPlayer } from '../shared/synonym-daily.ts';

const cache = new Map<string, { content: QuizContent; ids: Set<number> }>();

/** The quiz content of a content folder (read once). */
export function quizContent(contentDir?: string): { content: QuizContent; ids: Set<number> } {
  const key = contentDir ?? '';
  let hit = cache.get(key);
  if (!hit) {
    const sets = contentDir ? loadQuiz(contentDir) : loadQuiz();
    let version = 'quiz';
    try {
      version = (contentDir ? loadManifest(contentDir) : loadManifest()).version;
    } catch {
      /* no manifest: keep the default */
    }
    const content: QuizContent = {
      version,
      sets: sets.map((s) => ({
        ...s,
        questions: s.questions.map((q) => ({ ...q, choices: [...q.choices] })),
      })),
    };
    hit = { content, ids: new Set(sets.flatMap((s) => s.questions.map((q) => q.id))) };
    cache.set(key, hit);
  }
  return hit;
}

type Row = typeof easySynonymProgress.$inferSelect;

export function toQuizDto(row: Row | undefined): QuizProgressDto | null {
  if (!row) return null;
  return {
    completedQuestions: row.completed_questions,
    totalCorrect: row.total_correct,
    totalAttempts: row.total_attempts,
    lastPlayed: row.last_played ? dayKey(row.last_played) : null,
    dailyCorrect: row.daily_correct ?? {},
  };
}

export async function getQuizProgress(db: Db, userId: string): Promise<QuizProgressDto | null> {
  const row = (await db.select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId)))[0];
  return toQuizDto(row);
}

/**
 * Save the quiz progress (the whole record: 'Joacă din nou' may lower it). Question ids not in
 * the content are dropped. Today's count grows by the questions completed in this save that
 * were not counted today yet (quiz_credited): the count is a delta against what the server
 * holds, so a replayed or alternating save (0/0, then everything, then 0/0…) adds nothing,
 * and a day can never get more from the quiz than it has questions. The day is the server's.
 */
export async function saveQuizProgress(
  db: Db,
  userId: string,
  body: QuizProgressSave,
  ids: Set<number>,
  now = new Date(),
): Promise<QuizProgressDto> {
  const today = dayKey(now);
  const completed = [...new Set(body.completedQuestions.filter((id) => ids.has(id)))];
  // 200 correct answers for one question cannot be true: at most the questions answered right
  const totalCorrect = boundedCorrect(body.totalCorrect, completed.length);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const existing = (
      await tx.select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId)).for('update')
    )[0];
    const credited = new Set(existing?.quiz_credit_day === today ? existing.quiz_credited : []);
    const fresh = completed.filter((id) => !credited.has(id));
    // never more than the correct answers this save reports as new
    const delta = Math.min(fresh.length, Math.max(0, totalCorrect - (existing?.total_correct ?? 0)));
    const counted = fresh.slice(0, delta);
    const values = {
      completed_questions: completed,
      total_correct: totalCorrect,
      total_attempts: body.totalAttempts,
      last_played: now,
      quiz_credit_day: today,
      quiz_credited: [...credited, ...counted].sort((a, b) => a - b),
      updated_at: now,
    };
    await tx
      .insert(easySynonymProgress)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: easySynonymProgress.user_id, set: values });
    await addDailyCorrect(tx, userId, today, delta);
    const row = (
      await tx.select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId))
    )[0];
    return toQuizDto(row)!;
  });
}

/** Delete the quiz progress of a player (the settings page's reset): the row goes entirely. */
export async function deleteQuizProgress(db: Db, userId: string): Promise<void> {
  await db.delete(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId));
}
