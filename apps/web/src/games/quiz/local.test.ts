// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { dayKey } from '@slove/core/day';
import { quizLocalSchema } from '@slove/core/quiz-api';
import { storage } from '@/lib/storage';
import { exportLocalQuiz, hasLocalQuiz, localQuiz, resetLocalQuiz, saveLocalQuiz } from './local';

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
});

describe('the quiz on this device', () => {
  it('has nothing to merge on a fresh device', () => {
    expect(hasLocalQuiz()).toBe(false);
    expect(localQuiz()).toEqual({
      completedQuestions: [],
      totalCorrect: 0,
      totalAttempts: 0,
      lastPlayed: null,
    });
  });

  it('exports guest data in the shape the merge endpoint validates', () => {
    saveLocalQuiz({ completedQuestions: [1, 2], totalCorrect: 2, totalAttempts: 3, lastPlayed: dayKey() });
    expect(hasLocalQuiz()).toBe(true);
    const quiz = exportLocalQuiz();
    expect(quizLocalSchema.parse(quiz)).toEqual(quiz);
  });

  it('resets to nothing', () => {
    const b = { completedQuestions: [2, 3], totalCorrect: 4, totalAttempts: 4, lastPlayed: '2026-11-22' };
    saveLocalQuiz(b);
    resetLocalQuiz();
    expect(hasLocalQuiz()).toBe(false);
  });
});
