/**
 * Guest quiz progress → account (POST /api/account/merge, `quiz`): the union of the answered
 * questions (re-validated against the content), the higher totals, the higher count of each
 * day. Running it twice changes nothing.
 */
import { eq } from 'drizzle-orm';
import { dayKey } from '@slove/core/day';
import type { QuizLocal } from '@slove/core/quiz-api';
import { mergeDaily, trimDaily } from '@slove/core/synonyms';
import type { Db } from '../../db/client.ts';
import { easySynonymProgress } from '../../db/schema.ts';
import { lockPlayer } from '../synonyms/service.ts';
import { quizContent } from './service.ts';

export async function mergeQuizLocal(
  db: Db,
  userId: string,
  data: QuizLocal,
  contentDir?: string,
): Promise<void> {
  const { ids } = quizContent(contentDir ?? process.env.CONTENT_DIR);
  const now = new Date();
  const today = dayKey(now);
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const existing = (
      await tx.select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId)).for('update')
    )[0];
    const completed = [
      ...new Set([
        ...(existing?.completed_questions ?? []),
        ...data.completedQuestions.filter((id) => ids.has(id)),
      ]),
    ].sort((a, b) => a - b);
    const attempts = Math.max(existing?.total_attempts ?? 0, data.totalAttempts);
    const correct = Math.min(attempts, Math.max(existing?.total_correct ?? 0, data.totalCorrect));
    const daily = trimDaily(mergeDaily(existing?.daily_correct ?? {}, data.dailyCorrect ?? {}), today);
    const localPlayed = data.lastPlayed ? new Date(data.lastPlayed) : null;
    const played =
      [
        existing?.last_played ?? null,
        localPlayed && !Number.isNaN(localPlayed.getTime()) && localPlayed <= now ? localPlayed : null,
      ]
        .filter((d): d is Date => d !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
    const values = {
      completed_questions: completed,
      total_correct: correct,
      total_attempts: attempts,
      daily_correct: daily,
      last_played: played,
    };
    const same =
      existing &&
      existing.completed_questions.length === completed.length &&
      existing.total_correct === correct &&
      existing.total_attempts === attempts &&
      JSON.stringify(existing.daily_correct) === JSON.stringify(daily);
    if (same) return;
    await tx
      .insert(easySynonymProgress)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: easySynonymProgress.user_id, set: { ...values, updated_at: now } });
  });
}
