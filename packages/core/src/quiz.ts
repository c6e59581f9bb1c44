/**
 * The simple synonym quiz: sets of 7 questions with 4 choices, repeat rounds of the wrong
 * answers until every question is right, then the next set; after the last set, the end.
 */

export interface QuizChoiceLike {
  id: 'a' | 'b' | 'c' | 'd';
  isCorrect: boolean;
}
export interface QuizQuestionLike {
  id: number;
  choices: readonly QuizChoiceLike[];
}
export interface QuizSetLike<Q extends QuizQuestionLike = QuizQuestionLike> {
  id: number;
  questions: readonly Q[];
}

export const QUIZ_TEXTS = {
  repeat: 'Repetare',
  nextQuestion: 'Următoarea întrebare',
  nextSet: 'Următorul set',
  repeatWrong: 'Repetă întrebările greșite',
  playAgain: 'Joacă din nou',
} as const;

export const CHOICE_IDS = ['a', 'b', 'c', 'd'] as const;

/** Saved progress (local and easy_synonym_progress). */
export interface QuizProgress {
  completedQuestions: number[];
  totalCorrect: number;
  totalAttempts: number;
  lastPlayed: string | null;
}

export const emptyQuizProgress = (): QuizProgress => ({
  completedQuestions: [],
  totalCorrect: 0,
  totalAttempts: 0,
  lastPlayed: null,
});

/** The game state within a session. */
export interface QuizState {
  setIndex: number;
  /** Question ids of the current round (the whole set, or the wrong ones in a repeat round). */
  round: number[];
  position: number;
  repeat: boolean;
  wrong: number[];
  /** The choice picked for the current question (locks the choices), or null. */
  answer: { choiceId: string; correct: boolean } | null;
  finished: boolean;
}

export function startState<Q extends QuizQuestionLike>(
  sets: readonly QuizSetLike<Q>[],
  completed: readonly number[] = [],
): QuizState {
  const done = new Set(completed);
  let setIndex = sets.findIndex((s) => s.questions.some((q) => !done.has(q.id)));
  if (setIndex < 0) setIndex = sets.length === 0 ? 0 : sets.length;
  if (setIndex >= sets.length)
    return {
      setIndex: Math.max(0, sets.length - 1),
      round: [],
      position: 0,
      repeat: false,
      wrong: [],
      answer: null,
      finished: true,
    };
  const set = sets[setIndex]!;
  // resume a partly done set at its first unanswered question
  const round = set.questions.map((q) => q.id);
  const position = Math.max(
    0,
    round.findIndex((id) => !done.has(id)),
  );
  return { setIndex, round, position, repeat: false, wrong: [], answer: null, finished: false };
}

export function currentQuestionId(state: QuizState): number | null {
  return state.finished ? null : (state.round[state.position] ?? null);
}

/** Answer the current question (ignored once answered: the choices are locked). */
export function answerQuestion<Q extends QuizQuestionLike>(
  state: QuizState,
  question: Q,
  choiceId: string,
  progress: QuizProgress,
  today: string,
): { state: QuizState; progress: QuizProgress; correct: boolean } | null {
  if (state.finished || state.answer) return null;
  const choice = question.choices.find((c) => c.id === choiceId);
  if (!choice) return null;
  const correct = choice.isCorrect;
  // a question counts once as answered right in a record (a resumed set may ask it again)
  const first = correct && !progress.completedQuestions.includes(question.id);
  const completed = first ? [...progress.completedQuestions, question.id] : progress.completedQuestions;
  return {
    correct,
    state: {
      ...state,
      answer: { choiceId, correct },
      wrong: correct ? state.wrong : [...state.wrong, question.id],
    },
    progress: {
      completedQuestions: completed,
      totalCorrect: progress.totalCorrect + (first ? 1 : 0),
      totalAttempts: progress.totalAttempts + 1,
      lastPlayed: today,
    },
  };
}

export function isLastInRound(state: QuizState): boolean {
  return state.position >= state.round.length - 1;
}

/** The next button's label (exactly the spec's). */
export function nextLabel(state: QuizState): string {
  if (!isLastInRound(state)) return QUIZ_TEXTS.nextQuestion;
  return state.wrong.length > 0 ? QUIZ_TEXTS.repeatWrong : QUIZ_TEXTS.nextSet;
}

/** Go on after an answer: next question, a repeat round of the wrong ones, the next set, or the end. */
export function advance<Q extends QuizQuestionLike>(
  state: QuizState,
  sets: readonly QuizSetLike<Q>[],
): QuizState {
  if (state.finished || !state.answer) return state;
  if (!isLastInRound(state)) return { ...state, position: state.position + 1, answer: null };
  if (state.wrong.length > 0)
    return { ...state, round: [...state.wrong], position: 0, repeat: true, wrong: [], answer: null };
  const nextSet = state.setIndex + 1;
  if (nextSet >= sets.length) return { ...state, answer: null, finished: true };
  return {
    setIndex: nextSet,
    round: sets[nextSet]!.questions.map((q) => q.id),
    position: 0,
    repeat: false,
    wrong: [],
    answer: null,
    finished: false,
  };
}

/** Sets whose every question was answered right at least once. */
export function completedSets<Q extends QuizQuestionLike>(
  sets: readonly QuizSetLike<Q>[],
  completed: readonly number[],
): number {
  const done = new Set(completed);
  return sets.filter((s) => s.questions.length > 0 && s.questions.every((q) => done.has(q.id))).length;
}

export function percent(correct: number, attempts: number): number {
  return attempts > 0 ? Math.round((correct / attempts) * 100) : 0;
}

/** Map keys 1–4 to choice ids a–d. */
export function keyToChoice(key: string): (typeof CHOICE_IDS)[number] | null {
  const i = ['1', '2', '3', '4'].indexOf(key);
  return i >= 0 ? CHOICE_IDS[i]! : null;
}

/** Correct answers a record can hold: never more than the questions answered right in it. */
export function boundedCorrect(totalCorrect: number, answeredRight: number): number {
  return Math.max(0, Math.min(Math.floor(totalCorrect), answeredRight));
}

/**
 * Union of two quiz records (this device and the account, or guest data merged into an
 * account): every question answered right on either, the higher totals (correct answers never
 * above the attempts nor the questions answered right: each question counts once, and 'Joacă
 * din nou' starts the record over), the later last play. The web app and the server merge with it.
 */
export function mergeQuizProgress(a: QuizProgress, b: QuizProgress): QuizProgress {
  const completedQuestions = [...new Set([...a.completedQuestions, ...b.completedQuestions])].sort(
    (x, y) => x - y,
  );
  const totalCorrect = boundedCorrect(Math.max(a.totalCorrect, b.totalCorrect), completedQuestions.length);
  return {
    completedQuestions,
    totalCorrect,
    totalAttempts: Math.max(a.totalAttempts, b.totalAttempts, totalCorrect),
    lastPlayed:
      [a.lastPlayed, b.lastPlayed]
        .filter((d): d is string => !!d)
        .sort()
        .pop() ?? null,
  };
}
