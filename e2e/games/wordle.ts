/** Wordle in the local-first browser tests: one guess (a valid word, not the day's). */
import { getJSON, waitUntil, type StepsOf } from '../local-first-steps';

export const steps: StepsOf = async (request) => {
  const today = await getJSON<{ word: string; day: string }>(request, '/api/wordle/today');
  const allowed = (await getJSON<{ words: string }>(request, '/api/wordle/allowed')).words.split(' ');
  const guess = allowed.find((w) => w !== today.word && /^[A-Z]{5}$/.test(w))!;
  return {
    path: '/wordle',
    ready: (page) => page.locator('[data-testid=wordle-keyboard]').waitFor({ timeout: 30_000 }),
    async play(page) {
      for (const ch of guess) await page.keyboard.press(ch.toLowerCase());
      await page.keyboard.press('Enter');
      const revealed = page
        .locator('[data-testid=wordle-row]')
        .first()
        .locator('[data-state=absent], [data-state=present], [data-state=correct]');
      await waitUntil(() => revealed.count(), 5);
      return guess;
    },
    inAccount: async (req, w) =>
      (
        await getJSON<{ progress: { attempts: { word: string }[] } | null }>(
          req,
          `/api/wordle/progress?day=${today.day}`,
        )
      ).progress?.attempts.some((a) => a.word === w) ?? false,
    savePath: '/api/wordle/progress',
  };
};
