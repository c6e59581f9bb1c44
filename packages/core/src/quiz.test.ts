import { describe, expect, it } from 'vitest';
import {
  advance,
  boundedCorrect,
  answerQuestion,
  completedSets,
  currentQuestionId,
  emptyQuizProgress,
  keyToChoice,
  mergeQuizProgress,
  nextLabel,
  percent,
  startState,
  type QuizSetLike,
} from './quiz.ts';

const q = (id: number) => ({
  id,
  choices: (['a', 'b', 'c', 'd'] as const).map((c) => ({ id: c, isCorrect: c === 'b' })),
});
const sets: QuizSetLike[] = [
  { id: 1, questions: [q(1), q(2), q(3)] },
  { id: 2, questions: [q(4), q(5)] },
];

describe('quiz flow', () => {
  it('repeats wrong questions until all are right, then the next set, then the end', () => {
    let s = startState(sets);
    let p = emptyQuizProgress();
    const play = (choice: string) => {
      const id = currentQuestionId(s)!;
      const r = answerQuestion(
        s,
        sets.flatMap((x) => x.questions).find((x) => x.id === id)!,
        choice,
        p,
        '2026-11-21',
      )!;
      s = r.state;
      p = r.progress;
      return r.correct;
    };
    expect(play('b')).toBe(true);
    expect(answerQuestion(s, q(1), 'a', p, '2026-11-21')).toBeNull(); // locked
    expect(nextLabel(s)).toBe('Următoarea întrebare');
    s = advance(s, sets);
    expect(play('a')).toBe(false);
    s = advance(s, sets);
    expect(play('c')).toBe(false);
    expect(nextLabel(s)).toBe('Repetă întrebările greșite');
    s = advance(s, sets);
    expect(s).toMatchObject({ repeat: true, round: [2, 3], position: 0 });
    play('b');
    s = advance(s, sets);
    play('a'); // wrong again: another repeat round
    s = advance(s, sets);
    expect(s).toMatchObject({ repeat: true, round: [3] });
    play('b');
    expect(nextLabel(s)).toBe('Următorul set');
    s = advance(s, sets);
    expect(s).toMatchObject({ setIndex: 1, repeat: false, position: 0, round: [4, 5] });
    play('b');
    s = advance(s, sets);
    play('b');
    s = advance(s, sets);
    expect(s.finished).toBe(true);
    expect(p).toMatchObject({ totalCorrect: 5, totalAttempts: 8 });
    expect([...p.completedQuestions].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(completedSets(sets, p.completedQuestions)).toBe(2);
    expect(percent(p.totalCorrect, p.totalAttempts)).toBe(63);
  });
  it('resumes at the first set with an unanswered question', () => {
    expect(startState(sets, [1, 2, 3])).toMatchObject({ setIndex: 1, position: 0 });
    expect(startState(sets, [1])).toMatchObject({ setIndex: 0, position: 1 });
    expect(startState(sets, [1, 2, 3, 4, 5]).finished).toBe(true);
  });
  it('keys 1–4 pick a–d', () => {
    expect(['1', '2', '3', '4', '5', 'Enter'].map(keyToChoice)).toEqual(['a', 'b', 'c', 'd', null, null]);
  });
});

describe('quiz progress merge', () => {
  it('merges two records: every right answer, the higher totals, the later play, idempotent', () => {
    const device = {
      completedQuestions: [3, 1],
      totalCorrect: 2,
      totalAttempts: 10,
      lastPlayed: '2026-03-02',
    };
    const account = {
      completedQuestions: [2, 3],
      totalCorrect: 2,
      totalAttempts: 11,
      lastPlayed: '2026-03-01',
    };
    const merged = mergeQuizProgress(device, account);
    expect(merged).toEqual({
      completedQuestions: [1, 2, 3],
      totalCorrect: 2,
      totalAttempts: 11,
      lastPlayed: '2026-03-02',
    });
    expect(mergeQuizProgress(account, device)).toEqual(merged);
    expect(mergeQuizProgress(merged, device)).toEqual(merged);
    expect(mergeQuizProgress(emptyQuizProgress(), emptyQuizProgress())).toEqual(emptyQuizProgress());
  });

  it('bounds the correct answers by the questions answered right (200 for 1 question is impossible)', () => {
    const claim = { completedQuestions: [1], totalCorrect: 200, totalAttempts: 200, lastPlayed: null };
    expect(mergeQuizProgress(emptyQuizProgress(), claim)).toMatchObject({
      totalCorrect: 1,
      totalAttempts: 200,
    });
    expect(boundedCorrect(7, 3)).toBe(3);
    expect(boundedCorrect(-2, 3)).toBe(0);
  });

  it('merges quiz records: every question answered right, the higher totals', () => {
    const a = { completedQuestions: [1, 3], totalCorrect: 2, totalAttempts: 5, lastPlayed: '2026-11-20' };
    const b = { completedQuestions: [2, 3], totalCorrect: 2, totalAttempts: 4, lastPlayed: '2026-11-22' };
    expect(mergeQuizProgress(a, b)).toEqual({
      completedQuestions: [1, 2, 3],
      totalCorrect: 2,
      totalAttempts: 5,
      lastPlayed: '2026-11-22',
    });
    expect(mergeQuizProgress(b, b)).toEqual(b);
    expect(mergeQuizProgress(emptyQuizProgress(), a)).toEqual(a);
  });
});
