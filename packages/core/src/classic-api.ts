/**
 * Request and response shapes of the classic game API (/api/classic/*), shared by the
 * server (validation) and the web app (types). Words travel in display form (upper case,
 * with diacritics); the folded key and the pangram flag are derived with the core rules.
 */
import { z } from './zod.ts';
import { isDayKey } from './day.ts';

export const difficultySchema = z.enum(['Ușor', 'Mediu', 'Avansat']);
export const dayKeySchema = z.string().refine(isDayKey, 'Data trebuie să fie în forma aaaa-ll-zz.');
const wordText = z.string().max(40);

/** GET /api/classic/day/:date? and GET /api/classic/sets/:id — cacheable, small. */
export const classicSetSchema = z.object({
  id: z.number().int().positive(),
  date: z.string(),
  /** 7 folded upper-case letters, centre first. */
  letters: z.string().length(7),
  center: z.string().length(1),
  difficulty: difficultySchema,
  maxWords: z.number().int(),
  maxScore: z.number().int(),
  pangrams: z.number().int(),
  /** Answers in display form, alphabetical. */
  answers: z.array(z.string()),
  /** Bonus words in display form, alphabetical. */
  bonus: z.array(z.string()),
});
export type ClassicSet = z.infer<typeof classicSetSchema>;

/** GET /api/classic/answers/:date — a past day's full answer list ("Răspunsurile de ieri"). */
export const pastAnswersSchema = z.object({
  date: z.string(),
  setId: z.number().int().positive(),
  letters: z.string(),
  center: z.string(),
  /** Alphabetical; `key` is the folded form the found words are kept in. */
  answers: z.array(z.object({ word: z.string(), key: z.string(), isPangram: z.boolean() })),
});
export type PastAnswers = z.infer<typeof pastAnswersSchema>;

/** GET /api/classic/random?exclude=id */
export const randomSetSchema = z.object({ id: z.number().int().positive() });

export const archiveDaySchema = z.object({
  id: z.number().int().positive(),
  date: z.string(),
  center: z.string(),
  letters: z.string(),
  difficulty: difficultySchema,
  maxWords: z.number().int(),
  pangrams: z.number().int(),
  /** For a signed-in player: answers found in that set (null for guests). */
  found: z.number().int().nullable(),
  /** For a signed-in player: every answer found. */
  finished: z.boolean().nullable(),
});
/** GET /api/classic/archive — today and the 30 days before it, newest first. */
export const archiveSchema = z.object({ today: z.string(), days: z.array(archiveDaySchema) });
export type ClassicArchive = z.infer<typeof archiveSchema>;
export type ClassicArchiveDay = z.infer<typeof archiveDaySchema>;

/** PUT /api/classic/progress/:setId */
export const progressSaveSchema = z.object({ foundWords: z.array(wordText).max(3000) });
export type ProgressSave = z.infer<typeof progressSaveSchema>;

/** GET/PUT /api/classic/progress/:setId — the union of every day's words for the set. */
export const progressSchema = z.object({
  setId: z.number().int(),
  /** Folded keys, alphabetical. */
  foundWords: z.array(z.string()),
  score: z.number().int(),
  /** Words by the Bucharest day they were first found. */
  days: z.record(z.string(), z.array(z.string())),
  /** Words the server refused (not valid for the set). */
  dropped: z.array(z.string()),
  today: z.string(),
});
export type ClassicProgress = z.infer<typeof progressSchema>;

export const dailyStatsSchema = z.object({
  score: z.number().int(),
  words: z.number().int(),
  pangrams: z.number().int(),
  gamesPlayed: z.number().int(),
});

/** GET /api/classic/stats and POST /api/classic/stats (recompute): server-computed. */
export const statsSchema = z.object({
  totalScore: z.number().int(),
  totalWordsFound: z.number().int(),
  totalPangrams: z.number().int(),
  setsCompleted: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  lastPlayedDate: z.string().nullable(),
  /** Bucharest days with at least one word found. */
  daysPlayed: z.number().int(),
  /** The highest score of one day. */
  bestDayScore: z.number().int(),
  today: z.string(),
  todayStats: dailyStatsSchema,
});
export type ClassicStatsResponse = z.infer<typeof statsSchema>;

/** POST /api/classic/words (admin) and POST /api/classic/suggestions (signed-in). */
export const addWordSchema = z.object({
  setId: z.number().int().positive().max(2_147_483_647),
  word: wordText,
  isPangram: z.boolean().default(false),
});
export type AddWord = z.infer<typeof addWordSchema>;

export const addWordResultSchema = z.object({
  word: z.string(),
  display: z.string(),
  isPangram: z.boolean(),
  message: z.string(),
});

export const suggestionSchema = z.object({
  id: z.number().int(),
  setId: z.number().int(),
  letters: z.string(),
  center: z.string(),
  word: z.string(),
  isPangram: z.boolean(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  createdAt: z.string(),
  by: z.string(),
});
export const suggestionListSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type ClassicSuggestion = z.infer<typeof suggestionSchema>;

// ---------------------------------------------------------------- guest data (merge on sign-in)

export const LOCAL_KEYS = {
  /** Per set, per Bucharest day: { [setId]: { [day]: { foundWords, score, timestamp } } } */
  progress: 'slove_classic_progress',
  /** Daily stats keyed by date: { [day]: { score, words, pangrams, gamesPlayed } } */
  dailyStats: 'slove_classic_daily_stats',
  /** General stats: { totalGames, totalScore, streak, … } */
  stats: 'slove_classic_stats',
  /** The set being played (resumed on the next visit the same day). */
  current: 'slove_classic_current',
} as const;

export const localDayProgressSchema = z.object({
  foundWords: z.array(wordText).max(3000),
  score: z.number().int().nonnegative().max(1_000_000),
  timestamp: z.number(),
});
export type LocalDayProgress = z.infer<typeof localDayProgressSchema>;

export const localProgressSchema = z.record(
  z.string().regex(/^\d+$/),
  z.record(dayKeySchema, localDayProgressSchema),
);
export type LocalProgress = z.infer<typeof localProgressSchema>;

export const localGeneralStatsSchema = z.object({
  totalGames: z.number().int(),
  totalScore: z.number().int(),
  streak: z.number().int(),
  longestStreak: z.number().int().optional(),
  totalWords: z.number().int().optional(),
  totalPangrams: z.number().int().optional(),
});

/** What a guest's device holds, sent to POST /api/account/merge as `classic`. */
export const classicLocalSchema = z.object({
  progress: localProgressSchema,
  dailyStats: z.record(z.string(), dailyStatsSchema).optional(),
  stats: localGeneralStatsSchema.optional(),
});
export type ClassicLocal = z.infer<typeof classicLocalSchema>;
