/** Mini crosswords in the local-first browser tests: a letter typed in the first puzzle. */
import { getJSON, waitUntil, type StepsOf } from '../local-first-steps';

export const steps: StepsOf = async (request) => {
  const puzzleId = (await getJSON<{ puzzles: { id: number }[] }>(request, '/api/crosswords')).puzzles[0]!.id;
  return {
    path: `/integrame?id=${puzzleId}`,
    ready: (page) => page.locator('[data-live] [data-testid="crossword-grid"]').waitFor({ timeout: 30_000 }),
    async play(page) {
      await page.locator('[role="grid"] [tabindex="0"]').focus();
      const cell = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell!);
      await page.keyboard.press('z');
      await waitUntil(() => page.locator(`[data-cell="${cell}"] [data-letter]`).textContent(), 'Z');
      return cell;
    },
    inAccount: async (req, cell) =>
      (
        await getJSON<{ progress: { gridState: Record<string, string> } | null }>(
          req,
          `/api/crosswords/${puzzleId}`,
        )
      ).progress?.gridState[cell] === 'Z',
    savePath: `/api/crosswords/${puzzleId}/progress`,
  };
};
