/** The synonym quiz on the "Progresul meu" page: questions done and the share of correct answers. */
import { emptyQuizProgress, percent, type QuizProgress } from '@slove/core/quiz';
import type { QuizProgressDto } from '@slove/core/quiz-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import type { GameStats, GameStatsData } from '@/lib/web-game';
import { fromAccount } from './api';
import { localQuiz } from './local';

function view(p: QuizProgress): GameStatsData {
  return {
    played: p.totalAttempts > 0,
    figures: [
      { id: 'questions', label: 'Întrebări rezolvate', value: p.completedQuestions.length },
      { id: 'correct', label: 'Răspunsuri corecte', value: p.totalCorrect },
      { id: 'attempts', label: 'Răspunsuri date', value: p.totalAttempts },
      { id: 'percent', label: 'Corecte', value: `${percent(p.totalCorrect, p.totalAttempts)}%` },
    ],
  };
}

export const stats: GameStats = {
  device: () => view(localQuiz()),
  async account(signal) {
    const res = await apiFetch<{ progress: QuizProgressDto | null }>('/api/quiz/progress', {
      signal,
      timeoutMs: CLOUD_TIMEOUT_MS,
    });
    return view(res.progress ? fromAccount(res.progress) : emptyQuizProgress());
  },
  empty: 'Încă nu ai jucat quiz-ul de sinonime.',
  links: [{ to: '/progres-sinonime', label: 'Progresul la sinonime' }],
};
