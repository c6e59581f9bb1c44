/**
 * Simple synonym quiz API (shared zod schemas).
 *
 * GET    /api/quiz/questions   → QuizContent (sets of 7 questions; public, cacheable)
 * GET    /api/quiz/progress    → { progress: QuizProgressDto | null } (signed in)
 * PUT    /api/quiz/progress    QuizProgressSave → { progress: QuizProgressDto } (signed in)
 * DELETE /api/quiz/progress    → { ok: true } (signed in; deletes the quiz progress)
 */
import { z } from './zod.ts';
import { isDayKey } from './day.ts';

const choiceSchema = z.object({
  id: z.enum(['a', 'b', 'c', 'd']),
  word: z.string(),
  definition: z.string(),
  isCorrect: z.boolean(),
});
export const quizQuestionSchema = z.object({
  id: z.number().int(),
  targetWord: z.string(),
  definition: z.string(),
  choices: z.array(choiceSchema),
  category: z.string(),
  difficulty: z.number().int(),
});
export type QuizQuestionDto = z.infer<typeof quizQuestionSchema>;
export const quizSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  questions: z.array(quizQuestionSchema),
});
export type QuizSetDto = z.infer<typeof quizSetSchema>;
export const quizContentSchema = z.object({ version: z.string(), sets: z.array(quizSetSchema) });
export type QuizContent = z.infer<typeof quizContentSchema>;

export const quizProgressSchema = z.object({
  completedQuestions: z.array(z.number().int()),
  totalCorrect: z.number().int(),
  totalAttempts: z.number().int(),
  lastPlayed: z.string().nullable(),
  /** Correct answers per Bucharest day (both synonym games). */
  dailyCorrect: z.record(z.string(), z.number().int()),
});
export type QuizProgressDto = z.infer<typeof quizProgressSchema>;

const count = z.number().int().min(0).max(1_000_000);
export const quizProgressSaveSchema = z
  .object({
    completedQuestions: z.array(z.number().int().min(1).max(10_000)).max(200),
    totalCorrect: count,
    totalAttempts: count,
  })
  .refine((p) => p.totalCorrect <= p.totalAttempts, {
    message: 'Răspunsurile corecte nu pot depăși încercările.',
    path: ['totalCorrect'],
  });
export type QuizProgressSave = z.infer<typeof quizProgressSaveSchema>;

/** Guest data on this device, sent to POST /api/account/merge as `quiz`. */
export const quizLocalSchema = z.object({
  completedQuestions: z.array(z.number().int().min(1).max(10_000)).max(200),
  totalCorrect: count,
  totalAttempts: count,
  lastPlayed: z.string().nullable().optional(),
  dailyCorrect: z.record(z.string().refine(isDayKey), z.number().int().min(0).max(10_000)).optional(),
});
export type QuizLocal = z.infer<typeof quizLocalSchema>;
