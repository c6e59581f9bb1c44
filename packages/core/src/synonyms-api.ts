/**
 * Advanced synonym game API (shared zod schemas). Play is local first: the day's sets come
 * with their verified synonyms, the browser matches with @slove/core/synonyms, and every save
 * is re-checked on the server (words not in the set are dropped, the score is recomputed).
 *
 * GET  /api/synonyms/sets?date=yyyy-mm-dd   → SynonymDayResponse (the day's daily set first, then a few pool sets)
 * GET  /api/synonyms/sets/:id               → { set: SynonymSetDto } (a specific set)
 * GET  /api/synonyms/progress?ids=1,2       → { progress: SynonymProgressDto[] } (signed in)
 * PUT  /api/synonyms/progress               SynonymProgressSave → { progress: SynonymProgressDto } (signed in)
 * GET  /api/synonyms/overview               → SynonymOverview (progress page; signed in)
 * GET  /api/synonyms/settings               → SynonymSettingsDto (signed in)
 * PUT  /api/synonyms/settings               SynonymSettingsSave → SynonymSettingsDto (signed in)
 * POST /api/push/subscribe                  PushSubscribeRequest → { ok: true }
 * POST /api/push/unsubscribe                { endpoint } → { ok: true }
 */
import { z } from './zod.ts';
import { isDayKey } from './day.ts';
import { GOAL_ERROR, GOAL_MAX, GOAL_MIN } from './synonyms.ts';

export const synDaySchema = z.string().refine(isDayKey, { message: 'Dată invalidă (aaaa-ll-zz).' });
const setId = z.coerce
  .number()
  .int('Set invalid.')
  .positive('Set invalid.')
  .max(2_147_483_647, 'Set invalid.');
export const synonymSetIdSchema = setId;

export const synonymWordSchema = z.object({
  word: z.string(),
  rarity: z.number().int(),
  gloss: z.string().nullable(),
});

export const synonymHintSchema = z.object({
  partOfSpeech: z.string(),
  synonymCount: z.number().int(),
  commonStart: z.string(),
  text: z.string(),
});

export const synonymSetSchema = z.object({
  id: z.number().int(),
  baseWord: z.string(),
  difficulty: z.number().int(),
  category: z.string(),
  isDaily: z.boolean(),
  dailyDate: z.string().nullable(),
  gloss: z.string().nullable(),
  hint: synonymHintSchema,
  /** Verified synonyms, rarity ascending. */
  synonyms: z.array(synonymWordSchema),
});
export type SynonymSetDto = z.infer<typeof synonymSetSchema>;

export const synonymDayResponseSchema = z.object({
  date: synDaySchema,
  today: synDaySchema,
  sets: z.array(synonymSetSchema),
});
export type SynonymDayResponse = z.infer<typeof synonymDayResponseSchema>;

export const synonymProgressSchema = z.object({
  setId: z.number().int(),
  foundSynonyms: z.array(z.string()),
  totalScore: z.number().int(),
  hintUsed: z.boolean(),
  completedAt: z.string().nullable(),
  lastPlayed: z.string().nullable(),
});
export type SynonymProgressDto = z.infer<typeof synonymProgressSchema>;

const foundList = z.array(z.string().max(60)).max(60, 'Prea multe sinonime.');

export const synonymProgressSaveSchema = z.object({
  setId,
  foundSynonyms: foundList,
  hintUsed: z.boolean().optional(),
});
export type SynonymProgressSave = z.infer<typeof synonymProgressSaveSchema>;

export const synonymProgressIdsSchema = z.object({
  ids: z
    .string()
    .max(400)
    // set ids are 32-bit integers: at most 9 digits each (a longer one would overflow the query)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Listă de seturi invalidă.')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((a) => a.length <= 40, 'Prea multe seturi.'),
});

export const categoryRowSchema = z.object({
  key: z.enum(['mastered', 'nearlyMastered', 'gettingThere', 'keepTrying', 'workNeeded', 'unseen']),
  label: z.string(),
  count: z.number().int(),
  /** The row's words (for unseen, at most the first 60). */
  words: z.array(
    z.object({
      setId: z.number().int(),
      word: z.string(),
      gloss: z.string().nullable(),
      found: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const synonymOverviewSchema = z.object({
  today: synDaySchema,
  todayCorrect: z.number().int(),
  dailyGoal: z.number().int(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  /** Milliseconds to the next Bucharest midnight, at the server's clock. */
  msUntilMidnight: z.number().int(),
  categories: z.array(categoryRowSchema),
  totalWords: z.number().int(),
});
export type SynonymOverview = z.infer<typeof synonymOverviewSchema>;

export const dailyGoalSchema = z
  .number({ message: GOAL_ERROR })
  .int(GOAL_ERROR)
  .min(GOAL_MIN, GOAL_ERROR)
  .max(GOAL_MAX, GOAL_ERROR);

export const synonymSettingsSchema = z.object({
  dailyGoal: z.number().int(),
  morningNotifications: z.boolean(),
  eveningNotifications: z.boolean(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
});
export type SynonymSettingsDto = z.infer<typeof synonymSettingsSchema>;

export const synonymSettingsSaveSchema = z
  .object({
    dailyGoal: dailyGoalSchema.optional(),
    morningNotifications: z.boolean().optional(),
    eveningNotifications: z.boolean().optional(),
  })
  .strict();
export type SynonymSettingsSave = z.infer<typeof synonymSettingsSaveSchema>;

/** A push service address: http(s), without spaces or control characters (never storable otherwise). */
const pushEndpoint = z
  .url({ protocol: /^https?$/, message: 'Adresă de notificare invalidă.' })
  .max(1000, 'Adresă de notificare invalidă.')
  .refine((s) => !/[\s\p{Cc}]/u.test(s), 'Adresă de notificare invalidă.');
export const pushSubscribeSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    // RFC 8291: the browser's P-256 public key, uncompressed (65 bytes, 0x04 first), and a
    // 16-byte auth secret, both base64url; anything else could never be encrypted to
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'Cheie invalidă.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Cheie invalidă.'),
  }),
  morning: z.boolean(),
  evening: z.boolean(),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });

/** Guest data on this device, sent to POST /api/account/merge as `synonyms`. */
export const synonymsLocalSchema = z.object({
  /** Progress per set id. */
  sets: z
    .record(
      // one spelling per set id ('7', never '007'): the key is the id
      z.string().regex(/^[1-9]\d{0,8}$/, 'Set invalid.'),
      z.object({
        foundSynonyms: foundList,
        hintUsed: z.boolean().optional(),
        lastPlayed: synDaySchema.nullable().optional(),
      }),
    )
    .refine((r) => Object.keys(r).length <= 2000, 'Prea multe seturi.'),
  /** Correct answers per Bucharest day (both synonym games). */
  dailyCorrect: z.record(synDaySchema, z.number().int().min(0).max(10_000)).optional(),
  dailyGoal: dailyGoalSchema.optional(),
});
export type SynonymsLocal = z.infer<typeof synonymsLocalSchema>;
