/** The classic game in the local-first browser tests: one word found. */
import { getJSON, type StepsOf } from '../local-first-steps';

export const steps: StepsOf = async (request) => {
  const set = await getJSON<{ id: number; answers: string[] }>(request, '/api/classic/day');
  const word = set.answers.find((w) => /^[A-Z]+$/.test(w))!;
  return {
    path: '/joc-clasic',
    ready: (page) => page.locator('[data-testid=letter-wheel]').waitFor({ timeout: 30_000 }),
    async play(page) {
      await page.getByTestId('word-input').fill(word);
      await page.getByTestId('btn-submit').click();
      await page.locator('[data-testid=found-words] li').first().waitFor();
      return word;
    },
    inAccount: async (req, w) =>
      (await getJSON<{ foundWords: string[] }>(req, `/api/classic/progress/${set.id}`)).foundWords.includes(
        w,
      ),
    savePath: `/api/classic/progress/${set.id}`,
  };
};
