/**
 * Wordle's game of one day, as this device and the account keep it. A game cannot be
 * united (the order of the guesses is the game), so the merge picks one: the account's
 * when it is further along on the same guesses (another device went on) or when the two
 * differ (the account wins); this device's otherwise (it is further along, or the same).
 */
export interface WordleGameCopy<A extends { word: string } = { word: string }> {
  attempts: readonly A[];
  completedAt: string | null;
}

/** True when `a`'s guesses are the first guesses of `b` (the same game, b as far or further). */
export function startsWithGuesses(a: readonly { word: string }[], b: readonly { word: string }[]): boolean {
  return a.length <= b.length && a.every((x, i) => b[i]!.word === x.word);
}

/** The same guesses in the same order. */
export function sameGuesses(a: readonly { word: string }[], b: readonly { word: string }[]): boolean {
  return a.length === b.length && startsWithGuesses(a, b);
}

export function mergeWordleGame<G extends WordleGameCopy>(mine: G, account: G): G {
  if (account.attempts.length === 0) return mine;
  const further =
    account.attempts.length > mine.attempts.length && startsWithGuesses(mine.attempts, account.attempts);
  const different =
    !startsWithGuesses(account.attempts, mine.attempts) &&
    !startsWithGuesses(mine.attempts, account.attempts);
  return further || different ? account : mine;
}
