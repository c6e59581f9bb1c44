/**
 * Crosswords API: request and response shapes shared by the server and the web.
 * No response ever carries the answer of an unsolved clue.
 *
 * GET    /api/crosswords                      → CrosswordListResponse (completed flags for a signed-in player)
 * GET    /api/crosswords/:id                  → CrosswordPuzzleResponse (progress + solved answers when signed in)
 * POST   /api/crosswords/check                CrosswordCheckRequest → CrosswordCheckResponse (rate-limited)
 * POST   /api/crosswords/hint                 CrosswordHintRequest  → CrosswordHintResponse (rate-limited)
 * POST   /api/crosswords/check-letter         CrosswordLetterCheckRequest → CrosswordLetterCheckResponse (rate-limited)
 * POST   /api/crosswords/reveal               CrosswordRevealRequest → CrosswordRevealResponse (rate-limited; counts as a hint)
 * GET    /api/crosswords/daily                → DailyResponse (crosswords-daily.ts; results for a signed-in player)
 * POST   /api/crosswords/daily/:day/result    → DailyStats (signed in; the day's puzzle must be solved)
 * PUT    /api/crosswords/:id/progress         CrosswordProgressSave → CrosswordProgressResponse (signed in)
 * DELETE /api/crosswords/:id/progress         → CrosswordProgressResponse (signed in; starts the puzzle over)
 */
import { z } from './zod.ts';

export const directionSchema = z.enum(['horizontal', 'vertical']);

export const puzzleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const clueIdSchema = z.number().int().positive().max(2_147_483_647);

/** 'row-col' → one letter. */
export const gridStateSchema = z
  .record(z.string().regex(/^\d{1,2}-\d{1,2}$/, 'Celulă invalidă'), z.string().min(1).max(2))
  .refine((r) => Object.keys(r).length <= 400, 'Prea multe celule');

/** The solver's help kept with the progress (crosswords.ts SolverHelp): hint masks by clue id, marks by cell. */
export const hintsSchema = z
  .record(z.string().regex(/^\d{1,10}$/, 'Indiciu invalid'), z.string().min(1).max(200))
  .refine((r) => Object.keys(r).length <= 200, 'Prea multe indicii');
export const marksSchema = z
  .record(
    z.string().regex(/^\d{1,2}-\d{1,2}$/, 'Celulă invalidă'),
    z.object({ kind: z.enum(['right', 'wrong', 'revealed']), letter: z.string().min(1).max(2) }),
  )
  .refine((r) => Object.keys(r).length <= 400, 'Prea multe celule');

export const crosswordSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  difficulty: z.number().int(),
  size: z.string(),
  clueCount: z.number().int(),
  completed: z.boolean(),
  /** Begun and not finished (letters, solved words or hints kept): the picker offers "Continuă". */
  started: z.boolean(),
});
export type CrosswordSummary = z.infer<typeof crosswordSummarySchema>;

export const crosswordListResponseSchema = z.object({ puzzles: z.array(crosswordSummarySchema) });
export type CrosswordListResponse = z.infer<typeof crosswordListResponseSchema>;

export const publicClueSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  direction: directionSchema,
  row: z.number().int(),
  col: z.number().int(),
  length: z.number().int(),
  clue: z.string(),
});
export type PublicClue = z.infer<typeof publicClueSchema>;

export const crosswordProgressSchema = z.object({
  puzzleId: z.number().int(),
  gridState: z.record(z.string(), z.string()),
  completedClues: z.array(z.number().int()),
  hintsUsed: z.number().int().min(0),
  score: z.number().int().min(0),
  timeSpentSeconds: z.number().int().min(0),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  /** The real answers of the completed clues (with diacritics), by clue id. */
  solved: z.record(z.string(), z.string()),
  /** The help still shown (the player's own: hints given, letters checked or revealed), for unsolved words. */
  hints: z.record(z.string(), z.string()),
  marks: marksSchema,
});
export type CrosswordProgress = z.infer<typeof crosswordProgressSchema>;

export const crosswordPuzzleResponseSchema = z.object({
  puzzle: z.object({
    id: z.number().int(),
    title: z.string(),
    difficulty: z.number().int(),
    size: z.string(),
    pattern: z.array(z.string()),
    clues: z.array(publicClueSchema),
  }),
  /** Null for a guest or a player who has not started the puzzle. */
  progress: crosswordProgressSchema.nullable(),
});
export type CrosswordPuzzleResponse = z.infer<typeof crosswordPuzzleResponseSchema>;

export const crosswordCheckRequestSchema = z.object({
  clueId: clueIdSchema,
  answer: z.string().trim().min(1, 'Răspunsul lipsește').max(40, 'Răspuns prea lung'),
});
export type CrosswordCheckRequest = z.infer<typeof crosswordCheckRequestSchema>;

export const crosswordCheckResponseSchema = z.object({
  correct: z.boolean(),
  /** Only when correct: the answer with its diacritics. */
  answer: z.string().optional(),
});
export type CrosswordCheckResponse = z.infer<typeof crosswordCheckResponseSchema>;

/** "Verifică" on one letter: the letter typed at a position of a clue. */
export const crosswordLetterCheckRequestSchema = z.object({
  clueId: clueIdSchema,
  index: z.number().int().min(0, 'Poziție invalidă').max(40, 'Poziție invalidă'),
  letter: z.string().trim().min(1, 'Litera lipsește').max(2, 'O singură literă'),
});
export type CrosswordLetterCheckRequest = z.infer<typeof crosswordLetterCheckRequestSchema>;

export const crosswordLetterCheckResponseSchema = z.object({
  correct: z.boolean(),
  /** Only when correct: the real letter (with its diacritic). */
  letter: z.string().optional(),
});
export type CrosswordLetterCheckResponse = z.infer<typeof crosswordLetterCheckResponseSchema>;

/** "Dezvăluie": one letter of a clue (index) or, without an index, the whole word. */
export const crosswordRevealRequestSchema = z.object({
  clueId: clueIdSchema,
  index: z.number().int().min(0, 'Poziție invalidă').max(40, 'Poziție invalidă').optional(),
});
export type CrosswordRevealRequest = z.infer<typeof crosswordRevealRequestSchema>;

export const crosswordRevealResponseSchema = z.object({
  /** The revealed letters by position in the clue. */
  letters: z.array(z.object({ index: z.number().int(), letter: z.string() })),
  /** Only when the whole word was revealed. */
  answer: z.string().optional(),
  /** The player's hints used after this reveal (server count for a signed-in player). */
  hintsUsed: z.number().int().min(0).optional(),
});
export type CrosswordRevealResponse = z.infer<typeof crosswordRevealResponseSchema>;

export const crosswordHintRequestSchema = z.object({
  clueId: clueIdSchema,
  /** The level the client computed (hintsUsed mod 3 + 1); a signed-in player's level comes from the server. */
  hintLevel: z.number().int().min(1).max(3),
});
export type CrosswordHintRequest = z.infer<typeof crosswordHintRequestSchema>;

export const crosswordHintResponseSchema = z.object({
  level: z.number().int().min(1).max(3),
  /** e.g. 'Ș _ _ _ Ă' */
  mask: z.string(),
  /** e.g. 'Prima literă: Ș _ _ _ _' */
  hint: z.string(),
  /** The player's hints used after this one (server count for a signed-in player). */
  hintsUsed: z.number().int().min(0).optional(),
});
export type CrosswordHintResponse = z.infer<typeof crosswordHintResponseSchema>;

export const crosswordProgressSaveSchema = z.object({
  gridState: gridStateSchema,
  completedClues: z.array(clueIdSchema).max(200),
  hintsUsed: z.number().int().min(0).max(10_000),
  timeSpentSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600),
  /** The help still shown; kept as sent (in shape), never judged against the answers. */
  hints: hintsSchema.optional(),
  marks: marksSchema.optional(),
});
export type CrosswordProgressSave = z.infer<typeof crosswordProgressSaveSchema>;

export const crosswordProgressResponseSchema = z.object({ progress: crosswordProgressSchema.nullable() });
export type CrosswordProgressResponse = z.infer<typeof crosswordProgressResponseSchema>;

/** One puzzle of a guest in local storage (`slove_crosswords_progress`). */
export const crosswordLocalPuzzleSchema = crosswordProgressSaveSchema.extend({
  isCompleted: z.boolean().optional(),
  /** ISO time the puzzle was (last) completed; kept when the player starts it over. */
  completedAt: z.string().max(40).nullable().optional(),
});
export type CrosswordLocalPuzzle = z.infer<typeof crosswordLocalPuzzleSchema>;

/**
 * A guest's solved "Integrama zilei" puzzles on a device: day → time, helps, whether the
 * device's clock said it was that day when the puzzle was solved (`slove_crosswords_daily`;
 * missing = an archive solve) and the solved grid. At the merge the server believes `onDay`
 * only where it can check it.
 */
export const crosswordDailyLocalSchema = z
  .record(
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Zi invalidă'),
    z.object({
      seconds: z.number().int().min(0),
      helps: z.number().int().min(0),
      onDay: z.boolean().optional(),
      /**
       * The grid as solved: the proof the server checks at the merge when the puzzle's own
       * progress no longer holds it (the guest started it over before signing in).
       */
      letters: gridStateSchema.optional(),
    }),
  )
  .refine((r) => Object.keys(r).length <= 2000, 'Prea multe zile');
export type CrosswordDailyLocal = z.infer<typeof crosswordDailyLocalSchema>;

/**
 * A guest's crosswords, for the merge into an account: puzzle id → progress, and the days of
 * "Integrama zilei" solved (each counts once the merged progress proves its puzzle solved).
 */
export const crosswordsLocalSchema = z.object({
  puzzles: z
    .record(z.string().regex(/^\d{1,9}$/), crosswordLocalPuzzleSchema)
    .refine((r) => Object.keys(r).length <= 2000, 'Prea multe integrame'),
  daily: crosswordDailyLocalSchema.optional(),
});
export type CrosswordsLocal = z.infer<typeof crosswordsLocalSchema>;
