/**
 * Guest quiz progress → account (POST /api/account/merge, `quiz`): the union of the answered
 * questions (re-validated against the content), the higher totals (correct answers at most
 * the questions answered right), the higher count of the merge's day (at most the quiz's
 * questions; earlier days are dropped, see games/shared/guest-days.ts). Running it twice changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { QuizLocal } from '@slove/core/quiz-api';
import { boundedCorrect, mergeQuizProgress } from '@slove/core/quiz';
import { mergeDaily, trimDaily } from '@slove/core/synonyms';
import type { Db } from '../../db/client.ts';
import { easySynonymProgress } from '../shared/schema.ts';
import { claimableDaily, lockPlayer } from '../shared/synonym-daily.ts';
import { guestDays } from '../shared/guest-days.ts';
import { quizContent } from './service.ts';

export async function mergeQuizLocal(
  db: Db,
  userId: string,
  data: QuizLocal,
  contentDir?: string,
): Promise<void> {
  const { ids } = quizContent(contentDir ?? process.env.CONTENT_DIR);
  const now = new Date();
  const window = guestDays(now);
  const { today } = window;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const existing = (
      await tx.select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId)).for('update')
    )[0];
    // both last plays as ISO instants, so that the shared rule compares like with like
    const localPlayed = data.lastPlayed ? new Date(data.lastPlayed) : null;
    const merged = mergeQuizProgress(
      {
        completedQuestions: existing?.completed_questions ?? [],
        totalCorrect: existing?.total_correct ?? 0,
        totalAttempts: existing?.total_attempts ?? 0,
        lastPlayed: existing?.last_played?.toISOString() ?? null,
      },
      {
        completedQuestions: data.completedQuestions.filter((id) => ids.has(id)),
        totalCorrect: boundedCorrect(
          data.totalCorrect,
          data.completedQuestions.filter((id) => ids.has(id)).length,
        ),
        totalAttempts: data.totalAttempts,
        lastPlayed:
          localPlayed && !Number.isNaN(localPlayed.getTime()) && localPlayed <= now
            ? localPlayed.toISOString()
            : null,
      },
    );
    const daily = trimDaily(
      mergeDaily(existing?.daily_correct ?? {}, claimableDaily(data.dailyCorrect ?? {}, window, ids.size)),
      today,
    );
    const values = {
      completed_questions: merged.completedQuestions,
      total_correct: merged.totalCorrect,
      total_attempts: merged.totalAttempts,
      daily_correct: daily,
      last_played: merged.lastPlayed ? new Date(merged.lastPlayed) : null,
    };
    const same =
      existing &&
      existing.completed_questions.length === values.completed_questions.length &&
      existing.total_correct === values.total_correct &&
      existing.total_attempts === values.total_attempts &&
      JSON.stringify(existing.daily_correct) === JSON.stringify(daily);
    if (same) return;
    await tx
      .insert(easySynonymProgress)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: easySynonymProgress.user_id, set: { ...values, updated_at: now } });
  });
}
