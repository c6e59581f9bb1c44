/** The synonym quiz in the local-first browser tests: the question on screen answered right. */
import { getJSON, type StepsOf } from '../local-first-steps';

export const steps: StepsOf = async (request) => {
  const content = await getJSON<{
    sets: { questions: { id: number; choices: { id: string; isCorrect: boolean }[] }[] }[];
  }>(request, '/api/quiz/questions');
  const questions = content.sets.flatMap((s) => s.questions);
  return {
    path: '/sinonime-simple',
    ready: (page) => page.getByTestId('quiz').waitFor({ timeout: 30_000 }),
    async play(page) {
      const id = Number(await page.getByTestId('quiz').getAttribute('data-question'));
      const right = questions.find((q) => q.id === id)!.choices.find((c) => c.isCorrect)!;
      await page.getByTestId(`choice-${right.id}`).click();
      await page.getByTestId('quiz-feedback').waitFor();
      return String(id);
    },
    inAccount: async (req, id) =>
      (
        await getJSON<{ progress: { completedQuestions: number[] } | null }>(req, '/api/quiz/progress')
      ).progress?.completedQuestions.includes(Number(id)) ?? false,
    savePath: '/api/quiz/progress',
  };
};
