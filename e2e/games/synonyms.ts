/** The advanced synonym game in the local-first browser tests: one synonym of the day's word. */
import { getJSON, type StepsOf } from '../local-first-steps';

export const steps: StepsOf = async (request) => {
  const { sets } = await getJSON<{ sets: { id: number; synonyms: { word: string }[] }[] }>(
    request,
    '/api/synonyms/sets',
  );
  const set = sets[0]!;
  const synonym = set.synonyms[0]!.word;
  return {
    path: '/sinonime',
    ready: (page) => page.getByTestId('synonym-input').waitFor({ timeout: 30_000 }),
    async play(page) {
      await page.getByTestId('synonym-input').fill(synonym);
      await page.getByTestId('synonym-submit').click();
      await page.locator('[data-testid=found-synonyms] li').first().waitFor();
      return synonym;
    },
    inAccount: async (req, w) =>
      (
        await getJSON<{ progress: { foundSynonyms: string[] }[] }>(
          req,
          `/api/synonyms/progress?ids=${set.id}`,
        )
      ).progress.some((p) => p.foundSynonyms.includes(w)),
    savePath: '/api/synonyms/progress',
  };
};
